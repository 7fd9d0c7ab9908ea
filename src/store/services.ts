import { importTranslations, type TranslationImporter } from '../i18n/translations';

/** What side effects reach for outside the store; tests pass their own. */
export interface ChromeServices {
  importTranslations: TranslationImporter;
  fetch: typeof fetch;
}

export const browserServices: ChromeServices = {
  importTranslations,
  fetch: (...args) => fetch(...args),
};
