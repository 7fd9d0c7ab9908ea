import { expect } from '@open-wc/testing';
import { i18nObject } from 'typesafe-i18n';
import he from '../../locales/he-IL';
import type { Formatters, Locales, TranslationFunctions, Translations } from '../../locales/i18n-types';

describe('plurals', () => {
  it('Hebrew counts one, two and many titles with a word each', () => {
    const LL = i18nObject<Locales, Translations, TranslationFunctions, Formatters>('he-IL', he as unknown as Translations, {});
    expect(LL.header.titleCount({ count: 1 })).to.equal('1 כותר');
    expect(LL.header.titleCount({ count: 2 })).to.equal('2 כותרים');
    expect(LL.header.titleCount({ count: 7 })).to.equal('7 כותרים');
    expect(LL.header.titleCount({ count: 20 })).to.equal('20 כותרים');
  });
});
