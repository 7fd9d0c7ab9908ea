import { importTranslations, type TranslationImporter } from '../i18n/translations';
import { onPage } from '../links/pageLocation';

/** What side effects reach for outside the store; tests pass their own. */
export interface ChromeServices {
  importTranslations: TranslationImporter;
  fetch: typeof fetch;
}

/**
 * `fetch` gets every URL the chrome names (endpoints such as `/tr/`, the suggestion host's paths)
 * resolved against the page's location: fetch itself resolves a relative URL against the document's
 * base URL, which an injected `<base href>` sends to another origin. (The chrome names only strings.)
 */
export const browserServices: ChromeServices = {
  importTranslations,
  fetch: (input, init) => fetch(onPage(input as string), init),
};
