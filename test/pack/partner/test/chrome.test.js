import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { cleanup, consentBanner, receivedEvents, setFault, siteFooter, siteHeader, waitFor } from 'marquee-site-chrome/testing';

afterEach(cleanup);

it('greets a signed-in German visitor, and search still works with the suggestions down', async () => {
  await setFault({ endpoint: 'suggestion', status: 503 });
  const header = await siteHeader({ locale: 'de-DE', isLoggedIn: true, username: 'Ada' });
  const shadow = /** @type {ShadowRoot} */ (header.shadowRoot);
  expect(shadow.textContent).to.include('Ada');

  const box = /** @type {HTMLInputElement} */ (shadow.querySelector('[role="combobox"]'));
  expect(box.placeholder).to.equal('Marquee durchsuchen');
  box.focus();
  await sendKeys({ type: 'shaw' });
  await waitFor(async () => (await receivedEvents('fault')).some((e) => e.summary === 'fault suggestion: status 503'), 'no suggestion request failed');
  // No suggestions: the list offers only the search itself, and the form still submits.
  const options = [...shadow.querySelectorAll('[role="option"]')].map((option) => option.textContent);
  expect(options).to.deep.equal(['Alle Ergebnisse anzeigen']);
  expect(shadow.querySelector('form[role="search"]')?.getAttribute('action')).to.equal(`${location.origin}/find`);
});

it('links Help to our own help centre', async () => {
  const footer = await siteFooter({ helpLink: 'https://help.partner.example/' });
  const links = [...(footer.shadowRoot?.querySelectorAll('a') ?? [])].map((a) => a.href);
  expect(links).to.include('https://help.partner.example/');
});

it('asks nothing and knows nothing while the consent service is down', async () => {
  await setFault({ endpoint: 'graphql', status: 503 });
  const banner = await consentBanner();
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(banner.shadowRoot?.querySelector('button')).to.equal(null);
  expect(banner.vendorConsent('755')).to.equal('unknown');
});
