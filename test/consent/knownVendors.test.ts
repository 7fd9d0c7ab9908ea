import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import type { ConsentBannerElement } from '../../elements/consent-banner';
import '../../elements/consent-banner';
import { rendered } from '../helpers/shadow';
import { freshVisitor } from './consentKit';

declare global {
  interface Window {
    vendorsRun?: string[];
  }
}

// One page, one visitor who accepts: the spec's three vendors (§3: 50025 link attribution, 755
// search and ads, 1126 software) reach the page, and a tracker marked for each runs.
describe('the known vendors (spec §3)', () => {
  before(freshVisitor);
  after(freshVisitor);

  it('[CNS-15] after Accept, the page hears 50025, 755 and 1126 allowed, and each one\'s tracker runs', async () => {
    window.vendorsRun = [];
    // The trackers as the page's own markup gives them (parsed, as createContextualFragment does):
    // a lit template is innerHTML underneath, whose scripts the browser keeps inert for good.
    const page = await fixture(html`<div><consent-banner></consent-banner></div>`);
    page.append(document.createRange().createContextualFragment(`
      <script type="text/plain" data-consent-vendor="50025">window.vendorsRun.push('50025');</script>
      <script type="text/plain" data-consent-vendor="755">window.vendorsRun.push('755');</script>
      <script type="text/plain" data-consent-vendor="1126">window.vendorsRun.push('1126');</script>`));
    const el = page.querySelector('consent-banner') as ConsentBannerElement;
    const banner = await rendered(el, '.banner');
    [...banner.querySelectorAll('button')].find((b) => b.textContent === 'Accept')?.click();
    await waitUntil(() => el.consent !== null, 'consent never arrived', { timeout: 3000 });
    expect(el.consent?.map((v) => v.id)).to.have.members(['50025', '755', '1126']);
    for (const id of ['50025', '755', '1126']) expect(el.vendorConsent(id), id).to.equal('allowed');
    await waitUntil(() => window.vendorsRun?.length === 3, 'not every tracker ran');
    expect(window.vendorsRun).to.deep.equal(['50025', '755', '1126']);
  });
});
