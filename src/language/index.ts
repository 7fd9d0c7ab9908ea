export { LanguageSelector, AUTO_TRANSLATION_EXPERIMENT, type LanguageSelectorProps } from './LanguageSelector';
export { LANGUAGES, isLanguageList, nativeName, localeUrl, isLocaleUrlTemplate, type LanguageEntry } from './languages';
export { languageSlice } from './languageSlice';
export { addLanguageListeners, LANGUAGE_COACHMARK_DELAY } from './languageListeners';
export { languageStyles } from './language.styles';
