// The selector itself is not exported here: what imports this loads up front, and it loads on demand.
export { LazyLanguageSelector } from './LazyLanguageSelector';
export { AUTO_TRANSLATION_EXPERIMENT } from './autoTranslation';
export type { LanguageSelectorProps } from './LanguageSelector';
export { LANGUAGES, isLanguageList, nativeName, localeUrl, isLocaleUrlTemplate, type LanguageEntry } from './languages';
export { languageSlice } from './languageSlice';
export { addLanguageListeners, LANGUAGE_COACHMARK_DELAY } from './languageListeners';
export { languageStyles } from './language.styles';
