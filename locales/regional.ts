import type { LocaleTranslation, RegionalVariant } from './localeTypes';

/**
 * A regional variant's full dictionary: its base locale's messages with the variant's differences
 * laid over them, group by group. Each locale stays a module of its own (and so its own chunk, which
 * loads its base's chunk), the way the English variants sit over en-US.
 */
export function overBase(base: LocaleTranslation, differences: RegionalVariant): LocaleTranslation {
  const result: Record<string, unknown> = { ...base };
  for (const [group, messages] of Object.entries(differences)) {
    result[group] = { ...(base as Record<string, object>)[group], ...messages };
  }
  return result as LocaleTranslation;
}
