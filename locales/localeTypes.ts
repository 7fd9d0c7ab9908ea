import type { Translation } from './i18n-types';

export type DeepPartial<T> = { [K in keyof T]?: T[K] extends string ? T[K] : DeepPartial<T[K]> };

type AutoTranslationKeys = 'autoTranslation' | 'autoTranslationDescription';

/**
 * A full translation. Some locales leave out the auto-translation strings; English shows there
 * (spec §1), since every locale is layered over English.
 */
export type LocaleTranslation = Omit<Translation, 'language'> & {
  language: Omit<Translation['language'], AutoTranslationKeys> & Partial<Pick<Translation['language'], AutoTranslationKeys>>;
};

/** An English variant (en-GB, en-IN, …): only what it spells or says differently from en-US. */
export type EnglishVariant = DeepPartial<Translation>;

/** A regional variant (es-MX, fr-CA, …): only what it says differently from its base locale. */
export type RegionalVariant = DeepPartial<LocaleTranslation>;
