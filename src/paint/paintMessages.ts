import type { Locales } from '../../locales/i18n-types';
import { i18nObject } from '../i18n/i18nObject';
import { importTranslations, loadTranslations } from '../i18n/translations';
import { COUNT_STAND_IN, PAINTED_COUNTS, type PaintData } from './paintData';

/**
 * At build time (scripts/paint-entries.mjs): the words painting puts in for the page's values in
 * one locale, made as the chrome makes them (I18nProvider's messages and runtime).
 */
export async function paintMessages(locale: Locales): Promise<Omit<PaintData, 'elements'>> {
  const LL = i18nObject(locale, await loadTranslations(locale, importTranslations));
  return {
    yourAccount: LL.header.yourAccount(),
    titleCountStandIn: LL.header.titleCount({ count: COUNT_STAND_IN }),
    titleCounts: Array.from({ length: PAINTED_COUNTS }, (_, index) => LL.header.titleCount({ count: index + 1 })),
  };
}
