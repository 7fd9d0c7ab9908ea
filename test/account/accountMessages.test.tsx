import { expect, waitUntil } from '@open-wc/testing';
import type { ReactNode } from 'react';
import type { Translations } from '../../locales/i18n-types';
import { CoachmarkBox } from '../../src/account/CoachmarkBox';
import { NewCustomerPanel, SignedInPanel } from '../../src/account/AccountPanels';
import { baseTranslations } from '../../src/i18n/translations';
import { makeStore } from '../../src/store/store';
import { mountInChrome } from '../helpers/mount';

// The header's messages that only the account menus' contents and the sign-in coachmark show come
// with their code, not up front with the rest of English (locales/en-US/accountMessages.ts): they
// layer the page's locale over them.
describe('the account menus’ and coachmark’s messages', () => {
  const inLocale = (messages: Translations, ui: ReactNode) =>
    mountInChrome(makeStore({ effects: false, preloadedState: { i18n: { locale: 'de-DE', status: 'ready', messages } } }), ui);
  const german = { ...baseTranslations, header: { ...baseTranslations.header, yourWatchlist: 'Deine Merkliste', newCustomer: 'Neukunde?' } };

  it('[I18N-04] the account menu shows the locale’s text, and English for a key the locale lacks', async () => {
    const view = inLocale(german, <SignedInPanel name="Ada" model={{}} />);
    try {
      await waitUntil(() => view.container.textContent.includes('Deine Merkliste'), 'the locale’s own text is not shown');
      expect(view.container.textContent).to.contain('Your ratings').and.contain('Sign out').and.contain('Your Account').and.not.contain('Your watchlist');
    } finally {
      view.unmount();
    }
  });

  it('the New Customer menu and the coachmark show English where the page has none of their messages', async () => {
    expect(baseTranslations.header).not.to.have.property('createAccount');
    const view = inLocale(german, <NewCustomerPanel />);
    const box = inLocale(baseTranslations, <CoachmarkBox stage="fadeIn" />);
    try {
      await waitUntil(() => view.container.textContent.includes('Create account'), 'the English text is not shown');
      expect(view.container.textContent).to.contain('Neukunde?').and.contain('Sign In');
      await waitUntil(() => box.container.textContent.includes('Sign in to keep a watchlist'), 'the coachmark’s English text is not shown');
      expect(box.container.textContent).to.contain('Create account').and.contain('New Customer?');
    } finally {
      view.unmount();
      box.unmount();
    }
  });
});
