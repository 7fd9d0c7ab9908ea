// A partner's tests of the page header, written with marquee-site-chrome/testing alone.
/* global describe, it, afterEach -- mocha's, as web-test-runner provides them */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { cleanup, receivedEvents, setFault, siteHeader, waitFor } from 'marquee-site-chrome/testing';

describe('the site header on our pages', () => {
  afterEach(cleanup);

  it('greets a signed-in German visitor, and search still works with the suggestions endpoint down', async () => {
    await setFault({ endpoint: 'suggestion', status: 503 });
    const header = await siteHeader({ locale: 'de-DE', isLoggedIn: true, username: 'Ada' });
    const shadow = /** @type {ShadowRoot} */ (header.shadowRoot);
    expect(shadow.textContent).to.include('Ada');

    const box = /** @type {HTMLInputElement} */ (shadow.querySelector('[role="combobox"]'));
    expect(box.placeholder).to.equal('Marquee durchsuchen');
    box.focus();
    await sendKeys({ type: 'shaw' });
    await waitFor(async () => (await receivedEvents('fault')).some((e) => e.summary === 'fault suggestion: status 503'), 'no suggestion request failed');
    // No suggestions: the list offers only the search itself.
    const options = [...shadow.querySelectorAll('[role="option"]')].map((option) => option.textContent);
    expect(options).to.deep.equal(['Alle Ergebnisse anzeigen']);
    expect(shadow.querySelector('form[role="search"]')?.getAttribute('action')).to.equal(`${location.origin}/find`);
  });

  it('tells the page which language the visitor chose', async () => {
    const header = await siteHeader({ showLanguageSelector: true, handlesLocaleChange: true });
    header.addEventListener('locale-change', (event) => {
      header.locale = event.detail.locale;
    });
    header.dispatchEvent(new CustomEvent('locale-change', { detail: { locale: 'de-DE' }, bubbles: true, composed: true }));
    await waitFor(() => header.shadowRoot?.querySelector('.chrome-root[lang="de-DE"]'), 'the header did not switch to German');
    expect(header.getAttribute('locale')).to.equal('de-DE');
  });
});
