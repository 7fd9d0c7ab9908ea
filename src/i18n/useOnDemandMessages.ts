import { useMemo } from 'react';
import type { TranslationFunctions, Translations } from '../../locales/i18n-types';
import { useAppSelector } from '../store/hooks';
import { i18nObject } from './i18nObject';
import { selectI18n } from './i18nSlice';

/**
 * One group of messages in the visitor's language, each missing one in English, for a part loaded
 * on demand whose English comes with its own code, not up front (locales/en-US/messages.ts): the
 * page's messages hold them only for a locale that was loaded, and not always then (an English
 * variant says only what it says differently; some locales leave out the auto-translation strings).
 * `english` is the part's English (./footerMessages.ts and its siblings in locales/en-US/): the
 * page's messages of the group are layered over it, so keys of the group loaded up front stay too.
 *
 * Imported by those parts only, never through ./index.ts: that would load it up front.
 */
export function useOnDemandMessages<N extends keyof Translations>(namespace: N, english: Partial<Record<keyof Translations[N], string>>): TranslationFunctions[N] {
  const { locale, messages } = useAppSelector(selectI18n);
  return useMemo(() => {
    const group = { ...english, ...(messages as Partial<Translations>)[namespace] };
    return i18nObject(locale, { ...messages, [namespace]: group })[namespace];
  }, [locale, messages, namespace, english]);
}
