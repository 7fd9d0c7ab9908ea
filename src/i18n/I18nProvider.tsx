import { createContext, use, useMemo, type ReactNode } from 'react';
import type { Locales, TranslationFunctions } from '../../locales/i18n-types';
import { useAppSelector } from '../store/hooks';
import { i18nObject } from './i18nObject';
import { selectI18n } from './i18nSlice';
import { isRightToLeft } from './locales';

export interface I18nValue {
  LL: TranslationFunctions;
  locale: Locales;
  dir: 'ltr' | 'rtl';
  /** True while the locale's translations are loading. */
  pending: boolean;
}

const I18nContext = createContext<I18nValue | null>(null);

export function I18nProvider({ children }: { children: ReactNode }) {
  const { locale, status, messages } = useAppSelector(selectI18n);
  const value = useMemo<I18nValue>(
    () => ({
      LL: i18nObject(locale, messages),
      locale,
      dir: isRightToLeft(locale) ? 'rtl' : 'ltr',
      pending: status === 'loading',
    }),
    [locale, status, messages],
  );
  return <I18nContext value={value}>{children}</I18nContext>;
}

export function useI18n(): I18nValue {
  const value = use(I18nContext);
  if (!value) throw new Error('useI18n must be used inside <I18nProvider>');
  return value;
}
