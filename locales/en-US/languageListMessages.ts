/**
 * The language selector's messages that only its menus show (their title, the list of languages),
 * in English. Loaded with them (src/language/LanguageSelector.tsx, LanguageList.tsx, chunks loaded
 * on demand), not up front: see ./messages.ts.
 */
export const languageListMessages = {
  title: 'Language',
  fullySupported: 'Fully supported',
  partiallySupported: 'Partially supported',
  unavailable: 'This page is not available in your selected language.',
  switching: 'Switching language…',
  autoTranslation: 'Auto Translation',
  autoTranslationDescription: 'Show automatic translations where available',
};
