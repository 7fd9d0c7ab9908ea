import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { i18nObject } from 'typesafe-i18n';
import he from '../../locales/he-IL';
import de from '../../locales/de-DE';
import type { Locales, Translations } from '../../locales/i18n-types';
import { loadTranslations } from '../../src/i18n/translations';
import { searchStyles } from '../../src/search';
import { makeStore } from '../../src/store/store';
import { focusWhenThere, recordingFetch, renderSearch } from './helpers';

describe('<SearchBar> (spec §2, §9)', () => {
  it('[SRCH-23] caps the list at 70vh only when height limiting is on', async () => {
    // Rendered in the light DOM here, so the styles go on the document for the test.
    const sheet = searchStyles.styleSheet as CSSStyleSheet;
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    try {
      for (const [limitHeight, maxHeight] of [
        [true, `${String(innerHeight * 0.7)}px`],
        [false, 'none'],
      ] as const) {
        const search = renderSearch({ store: makeStore({ services: { fetch: recordingFetch().spy } }), props: { limitHeight } });
        try {
          await focusWhenThere(search.input);
          // Longer than 2: the delayed-query experiment (which the weblab call may assign) opens the list only then.
          await sendKeys({ type: 'star' });
          // The list's code loads on demand the first time: give a busy machine time for it.
          await waitUntil(() => search.container.querySelector('.suggestions.open'), 'the list never opened', { timeout: 4000 });
          expect(getComputedStyle(search.container.querySelector('.suggestions') as Element).maxHeight).to.equal(maxHeight);
        } finally {
          search.unmount();
        }
      }
    } finally {
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== sheet);
    }
  });

  it('[SRCH-24] counts results in every language, Hebrew dual included', async () => {
    const count = async (locale: Locales, translations: unknown, n: number) =>
      i18nObject<Locales, Translations>(locale, await loadTranslations(locale, () => Promise.resolve(translations as Translations))).search.resultCount({ count: n });
    expect(await count('he-IL', he, 1)).to.equal('1 תוצאה');
    expect(await count('he-IL', he, 2)).to.equal('2 תוצאות');
    expect(await count('he-IL', he, 8)).to.equal('8 תוצאות');
    expect(await count('de-DE', de, 1)).to.equal('1 Ergebnis');
    expect(await count('de-DE', de, 5)).to.equal('5 Ergebnisse');
  });
});
