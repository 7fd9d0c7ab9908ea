import type { LanguageEntry } from './languages';

// What only the language menu needs (a chunk loaded on demand with LanguageList.tsx): not in
// ./languages.ts, whose attribute checks every header loads up front.

/**
 * The entries as shown to a visitor on `current`: the host's list, with the visitor's own locale
 * added first when the list leaves it out, so no one is shown a menu without their language.
 * An added locale counts as partially supported: the host did not say the page has it.
 */
export function withCurrent(entries: readonly LanguageEntry[], current: string): readonly LanguageEntry[] {
  if (entries.some((entry) => sameLocale(entry.value, current))) return entries;
  return [{ value: current, fullySupported: false }, ...entries];
}

export const sameLocale = (a: string, b: string) => a.replace('_', '-').toLowerCase() === b.replace('_', '-').toLowerCase();

/** A language named in its own language, e.g. "Deutsch (Deutschland)", from the browser's Intl data. */
export function nativeName(locale: string): string {
  try {
    const name = new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale;
    return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
  } catch {
    return locale;
  }
}
