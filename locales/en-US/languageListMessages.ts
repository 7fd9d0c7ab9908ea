/**
 * The language selector's messages that only its list of languages shows, in English. Loaded with
 * the list (src/language/LanguageList.tsx, a chunk loaded on demand), not up front: see ./messages.ts.
 */
export const languageListMessages = {
  fullySupported: 'Fully supported',
  partiallySupported: 'Partially supported',
  unavailable: 'This page is not available in your selected language.',
  switching: 'Switching language…',
  autoTranslation: 'Auto Translation',
  autoTranslationDescription: 'Show automatic translations where available',
};
