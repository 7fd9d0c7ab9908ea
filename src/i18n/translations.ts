import en from '../../locales/en-US';
import { importLocaleAsync } from '../../locales/i18n-util.async';
import { extendDictionary } from '../../locales/i18n-util';
import type { Locales, Translations } from '../../locales/i18n-types';

export const baseTranslations: Translations = en as Translations;

export type TranslationImporter = (locale: Locales) => Promise<Partial<Translations>>;

/** Each locale is its own lazily loaded chunk; only English is in the main bundle. */
export const importTranslations: TranslationImporter = importLocaleAsync;

/** A locale's messages layered over English, so a missing key shows the English text. */
export async function loadTranslations(locale: Locales, importer: TranslationImporter): Promise<Translations> {
  try {
    return extendDictionary(baseTranslations, await importer(locale));
  } catch (error) {
    console.error(`[marquee] Could not load the translations of ${locale}.`, error);
    throw error;
  }
}
