import { baseLocale, locales } from '../../locales/i18n-util';
import type { Locales } from '../../locales/i18n-types';
import { matchLocale } from './matchLocale';

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
 * Maps a requested locale to one we ship, ignoring case and `_` vs `-` (hosts write both); English
 * for an unsupported one (spec §1). That is reported where it was written: the element's `locale`
 * attribute takes only a supported locale (chrome/sharedAttributes), and logs once a page otherwise.
 */
export function resolveLocale(requested: string): Locales {
  return findLocale(requested) ?? baseLocale;
}
