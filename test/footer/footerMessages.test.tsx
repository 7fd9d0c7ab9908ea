import { expect, waitUntil } from '@open-wc/testing';
import { baseTranslations } from '../../src/i18n/translations';
import type { Translations } from '../../locales/i18n-types';
import { SiteFooter } from '../../src/footer/SiteFooter';
import { makeStore } from '../../src/store/store';
import { mountInChrome } from '../helpers/mount';

// The footer's English messages come with the footer's own code, not up front with the rest of
// English (locales/en-US/footerMessages.ts): the footer layers the page's locale over them.
describe('the footer’s messages', () => {
  const footerIn = (messages: Translations) =>
    mountInChrome(makeStore({ effects: false, preloadedState: { i18n: { locale: 'de-DE', status: 'ready', messages } } }), <SiteFooter currentYear={2026} />);

  it('[I18N-04] shows the locale’s text, and English for a key the locale lacks', async () => {
    const footer = footerIn({ ...baseTranslations, footer: { firstRow_link_help: 'Hilfe' } } as unknown as Translations);
    try {
      await waitUntil(() => footer.container.textContent.includes('Hilfe'), 'the locale’s own text is not shown');
      expect(footer.container.textContent).to.contain('Get the app').and.contain('© 1990-2026 by Marquee');
      expect([...footer.container.querySelectorAll('a')].map((link) => link.textContent.trim())).not.to.include('Help');
    } finally {
      footer.unmount();
    }
  });

  it('shows English where the page has no footer messages (the up-front English)', async () => {
    expect(baseTranslations).not.to.have.property('footer');
    const footer = footerIn(baseTranslations);
    try {
      await waitUntil(() => footer.container.textContent.includes('Help'), 'the English text is not shown');
      expect(footer.container.textContent).to.contain('Conditions of Use');
    } finally {
      footer.unmount();
    }
  });
});
