/** Spec §1: the 35 locales the site is offered in. */
export const SUPPORTED_LOCALES = [
  'ar-AE', 'bn-IN', 'cs-CZ', 'de-DE', 'en-AE', 'en-AU', 'en-CA', 'en-GB', 'en-IN', 'en-SG', 'en-US', 'es-CO',
  'es-ES', 'es-MX', 'es-US', 'fr-CA', 'fr-FR', 'he-IL', 'hi-IN', 'it-IT', 'ja-JP', 'kn-IN', 'ko-KR', 'ml-IN',
  'mr-IN', 'nl-NL', 'pl-PL', 'pt-BR', 'pt-PT', 'sv-SE', 'ta-IN', 'te-IN', 'tr-TR', 'zh-CN', 'zh-TW',
] as const;

/** English variants carry only what they say differently from en-US; the rest is en-US. */
export const isEnglishVariant = (locale: string) => locale.startsWith('en-') && locale !== 'en-US';

/** Spec §1: some locales lack the auto-translation strings and show English there. */
export const WITHOUT_AUTO_TRANSLATION: readonly string[] = ['bn-IN', 'kn-IN', 'ml-IN', 'mr-IN', 'ta-IN', 'te-IN'];
