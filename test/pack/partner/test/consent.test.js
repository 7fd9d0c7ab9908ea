/* global describe, it, afterEach -- mocha's, as web-test-runner provides them */
import { expect } from '@open-wc/testing';
import { cleanup, consentBanner, setFault, waitFor } from 'marquee-site-chrome/testing';

describe('consent on our pages', () => {
  afterEach(cleanup);

  // First: the page's store keeps the consent it learnt for the rest of the file.
  it('asks nothing and knows nothing while the consent service is down', async () => {
    await setFault({ endpoint: 'graphql', status: 503 });
    const banner = await consentBanner();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(banner.shadowRoot?.querySelector('button')).to.equal(null);
    expect(banner.vendorConsent('any-vendor')).to.equal('unknown');
  });

  it('tells our trackers on window what the visitor accepted', async () => {
    const told = new Promise((resolve) => {
      window.addEventListener('consent-event', (event) => { resolve(event.detail); }, { once: true });
    });
    const banner = await consentBanner();
    const accept = await waitFor(
      () => [...(banner.shadowRoot?.querySelectorAll('button') ?? [])].find((b) => b.textContent === 'Accept'),
      'the banner asked nothing',
    );
    accept.click();
    const vendors = /** @type {{ id: string, allow: boolean }[]} */ (await told);
    expect(vendors.length).to.be.greaterThan(0);
    expect(vendors.every((v) => v.allow)).to.equal(true);
    expect(banner.vendorConsent(vendors[0]?.id ?? '')).to.equal('allowed');
  });
});
