export { LanguageSelector } from './LazyLanguageSelector';
export type { LanguageSelectorProps } from './LanguageSelector';
export { LANGUAGES, isLanguageList, localeUrl, isLocaleUrlTemplate, type LanguageEntry } from './languages';
export { languageSlice } from './languageSlice';
export { addLanguageListeners, LANGUAGE_COACHMARK_DELAY } from './languageListeners';
export { languageStyles } from './language.styles';
/** The menus' styles load on demand, like the list in them. */
export const loadLanguageMenuStyles = () => import('./languageMenu.styles').then((module) => [module.languageMenuStyles, module.languageScriptStyles]);
