export { I18nProvider, useI18n, type I18nValue } from './I18nProvider';
export { Translated } from './Translated';
export { i18nSlice, selectI18n } from './i18nSlice';
export { baseLocale, isRightToLeft, resolveLocale, findLocale, type Locales } from './locales';
export { SUPPORTED_LOCALES, isEnglishVariant, WITHOUT_AUTO_TRANSLATION } from './supportedLocales';
