/** The one of `locales` that `requested` names, ignoring case and `_` vs `-` (hosts write both). */
export function matchLocale<L extends string>(requested: string, locales: readonly L[]): L | undefined {
  const wanted = requested.trim().replace('_', '-').toLowerCase();
  return locales.find((locale) => locale.toLowerCase() === wanted);
}
