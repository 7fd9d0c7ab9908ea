import { useMemo } from 'react';
import { i18nObject } from 'typesafe-i18n';
import { footerMessages } from '../../locales/en-US/footerMessages';
import { initFormatters } from '../../locales/formatters';
import type { Formatters, Locales, TranslationFunctions, Translations } from '../../locales/i18n-types';
import { selectI18n } from '../i18n';
import { useAppSelector } from '../store';

/**
 * The footer's messages in the visitor's language, each missing one in English. English comes with
 * the footer's own code, not up front (locales/en-US/footerMessages.ts): the page's messages hold
 * the footer's only for a locale that was loaded.
 */
export function useFooterMessages(): TranslationFunctions['footer'] {
  const { locale, messages } = useAppSelector(selectI18n);
  return useMemo(() => {
    const footer = { ...footerMessages, ...(messages as Partial<Translations>).footer } as Translations['footer'];
    return i18nObject<Locales, Translations, TranslationFunctions, Formatters>(locale, { ...messages, footer }, initFormatters(locale)).footer;
  }, [locale, messages]);
}
