import { expect } from '@open-wc/testing';
import he from '../../locales/he-IL';
import { i18nObject } from '../../src/i18n/i18nObject';

describe('plurals', () => {
  it('Hebrew counts one, two and many titles with a word each', () => {
    const LL = i18nObject('he-IL', he);
    expect(LL.header.titleCount({ count: 1 })).to.equal('1 כותר');
    expect(LL.header.titleCount({ count: 2 })).to.equal('2 כותרים');
    expect(LL.header.titleCount({ count: 7 })).to.equal('7 כותרים');
    expect(LL.header.titleCount({ count: 20 })).to.equal('20 כותרים');
  });
});
