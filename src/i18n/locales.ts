import { baseLocale, locales } from '../../locales/i18n-util';
import type { Locales } from '../../locales/i18n-types';
import { matchLocale } from './matchLocale';
import { logValue } from '../console';

export type { Locales };
export { baseLocale };

const rightToLeft: ReadonlySet<string> = new Set(['ar-AE', 'he-IL']);

export function isRightToLeft(locale: Locales): boolean {
  return rightToLeft.has(locale);
}

export function findLocale(requested: string): Locales | undefined {
  return matchLocale(requested, locales);
}

/**
 * Maps a requested locale to one we ship, ignoring case and `_` vs `-` (hosts write both).
 * An unsupported locale is reported and English is used (spec §1).
 */
export function resolveLocale(requested: string): Locales {
  const match = findLocale(requested);
  if (match) return match;
  console.error(`[marquee] Unsupported locale ${logValue(requested)}; using ${baseLocale}.`);
  return baseLocale;
}
