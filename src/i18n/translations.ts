import { messages } from '../../locales/en-US/messages';
import type { Locales, Translations } from '../../locales/i18n-types';

/**
 * English, as every locale's fallback. Without the messages only parts loaded on demand show (the
 * drawer's link labels, the account menus' and sign-in coachmark's, the language list's, the
 * footer's): those parts bring them (nav/useMessage.ts, i18n/useOnDemandMessages.ts), as their code
 * is loaded on its own. So `footer` is missing here, and so are those keys of `header` and
 * `language`; and in a locale that lacks them (the English variants; the auto-translation strings
 * some locales leave out), whatever the type says.
 */
export const baseTranslations = messages as Translations;

export type TranslationImporter = (locale: Locales) => Promise<Partial<Translations>>;

/**
 * Each locale is its own lazily loaded chunk; only English is in the main bundle. So is the table
 * that names them (a chunk of its own, which the locale's preloads include: scripts/delivery.mjs):
 * 35 hashed names are bytes an English page would carry up front for nothing.
 */
export const importTranslations: TranslationImporter = (locale) => import('../../locales/i18n-util.async').then(({ importLocaleAsync }) => importLocaleAsync(locale));

/**
 * Each locale's messages as layered, by what was imported: the same messages are the same object
 * wherever they are loaded (hydration's state and the page's store), so a change of store changes
 * no translation (src/i18n/I18nProvider.tsx).
 */
const layered = new WeakMap<object, Translations>();

/** A locale's messages layered over English, so a missing key shows the English text. */
export async function loadTranslations(locale: Locales, importer: TranslationImporter): Promise<Translations> {
  try {
    const over = await importer(locale);
    const messages = layered.get(over) ?? layer(baseTranslations, over);
    layered.set(over, messages);
    return messages;
  } catch (error) {
    console.error(`[marquee] Could not load the translations of ${locale}.`, error);
    throw error;
  }
}

type Messages = { [key: string]: string | Messages };

// typesafe-i18n's extendDictionary is shallow: a partial group would hide English siblings.
function layer<T>(base: T, over: unknown): T {
  const result: Messages = { ...(base as Messages) };
  if (typeof over !== 'object' || over === null) return base;
  for (const [key, value] of Object.entries(over as Messages)) {
    const below = result[key];
    result[key] = typeof value === 'object' && typeof below === 'object' ? layer(below, value) : value;
  }
  return result as T;
}
