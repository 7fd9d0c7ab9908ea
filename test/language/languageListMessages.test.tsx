import { expect, waitUntil } from '@open-wc/testing';
import type { Locales, Translations } from '../../locales/i18n-types';
import { WITHOUT_AUTO_TRANSLATION } from '../../src/i18n';
import { baseTranslations, importTranslations, loadTranslations } from '../../src/i18n/translations';
import { LanguageList } from '../../src/language/LanguageList';
import { LANGUAGES } from '../../src/language/languages';
import { makeStore } from '../../src/store/store';
import { mountInChrome } from '../helpers/mount';

// The language list's English messages come with the list's own code, not up front with the rest
// of English (locales/en-US/languageListMessages.ts): the list layers the page's locale over them.
describe('the language list’s messages', () => {
  const listIn = (locale: Locales, messages: Translations) =>
    mountInChrome(
      makeStore({ effects: false, preloadedState: { i18n: { locale, status: 'ready', messages } } }),
      <LanguageList handlesLocaleChange localeUrlTemplate="" autoTranslation={false} languages={LANGUAGES} showAutoTranslation coachmarkHeading="" coachmarkBody="" />,
    );

  it('[I18N-04] shows the locale’s text, and English for a key the locale lacks', async () => {
    const messages = { ...baseTranslations, language: { ...baseTranslations.language, partiallySupported: 'Teilweise unterstützt' } };
    const list = listIn('de-DE', messages);
    try {
      await waitUntil(() => list.container.textContent.includes('Teilweise unterstützt'), 'the locale’s own text is not shown');
      expect(list.container.textContent).to.contain('Fully supported').and.contain('Auto Translation').and.not.contain('Partially supported');
    } finally {
      list.unmount();
    }
  });

  it('shows English where the page has none of the list’s messages (the up-front English)', async () => {
    expect(baseTranslations.language).not.to.have.property('fullySupported');
    const list = listIn('en-US', baseTranslations);
    try {
      await waitUntil(() => list.container.textContent.includes('Partially supported'), 'the English text is not shown');
      expect(list.container.textContent).to.contain('Fully supported').and.contain('Show automatic translations where available');
    } finally {
      list.unmount();
    }
  });

  it('shows English for the auto-translation strings a locale leaves out, and the locale’s own text beside them', async () => {
    for (const locale of WITHOUT_AUTO_TRANSLATION as Locales[]) {
      const messages = await loadTranslations(locale, importTranslations);
      expect(messages.language, locale).not.to.have.property('autoTranslation');
      const list = listIn(locale, messages);
      try {
        await waitUntil(() => list.container.textContent.includes(messages.language.partiallySupported), `${locale}: its own text is not shown`);
        expect(list.container.textContent, locale).to.contain('Auto Translation').and.contain('Show automatic translations where available');
      } finally {
        list.unmount();
      }
    }
  });
});
