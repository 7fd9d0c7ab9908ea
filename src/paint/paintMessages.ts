import { i18nObject } from 'typesafe-i18n';
import { initFormatters } from '../../locales/formatters';
import type { Formatters, Locales, TranslationFunctions, Translations } from '../../locales/i18n-types';
import { importTranslations, loadTranslations } from '../i18n/translations';
import { COUNT_STAND_IN, PAINTED_COUNTS, type PaintData } from './paintData';

/**
 * At build time (scripts/paint-entries.mjs): the words painting puts in for the page's values in
 * one locale, made as the chrome makes them (I18nProvider's messages and formatters).
 */
export async function paintMessages(locale: Locales): Promise<Omit<PaintData, 'elements'>> {
  const LL = i18nObject<Locales, Translations, TranslationFunctions, Formatters>(locale, await loadTranslations(locale, importTranslations), initFormatters(locale));
  return {
    yourAccount: LL.header.yourAccount(),
    titleCountStandIn: LL.header.titleCount({ count: COUNT_STAND_IN }),
    titleCounts: Array.from({ length: PAINTED_COUNTS }, (_, index) => LL.header.titleCount({ count: index + 1 })),
  };
}
