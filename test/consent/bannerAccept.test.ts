import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import type { ConsentBannerElement } from '../../elements/consent-banner';
import '../../elements/consent-banner';
import { lastEventId, receivedEvents } from '../helpers/backend';
import { rendered, shadowOf } from '../helpers/shadow';
import { holdNavigation } from '../helpers/visitor';
import { freshVisitor } from './consentKit';

// A cookie of the page's own site: a request sent with credentials carries it.
const PAGE_COOKIE = 'marquee-test-visitor';
// This page's own page type: other browsers may run the same test against the same backend.
const PAGE_TYPE = `title-${Math.random().toString(36).slice(2)}`;

const ours = async (after: number) => (await receivedEvents('metric', after)).filter((m) => (m.body as { pt?: string }).pt === PAGE_TYPE);

// One page, one visitor: every click on the banner is counted, and none of the counts carries a cookie.
describe('the banner’s metrics when the visitor customizes, follows a link and accepts (spec §7)', () => {
  before(freshVisitor);
  after(async () => {
    document.cookie = `${PAGE_COOKIE}=; Path=/; Max-Age=0`;
    await freshVisitor();
  });

  it('[CNS-14] sends cb_customize, cb_text_link and cb_accept as consumer-consent-banner, without cookies', async () => {
    document.cookie = `${PAGE_COOKIE}=1; Path=/`;
    const navigation = holdNavigation();
    try {
      const el = await fixture<ConsentBannerElement>(html`<consent-banner page-type=${PAGE_TYPE} sub-page-type="main"></consent-banner>`);
      const banner = await rendered(el, '.banner');
      const after = await lastEventId();

      banner.querySelector<HTMLAnchorElement>('a.customize')?.click();
      banner.querySelector<HTMLAnchorElement>('.text a')?.click();
      expect(navigation.followed.map((href) => new URL(href).pathname)).to.deep.equal(['/privacy/preferences/', '/privacy/']);
      [...banner.querySelectorAll('button')].find((b) => b.textContent === 'Accept')?.click();

      await waitUntil(async () => (await ours(after)).length >= 3, 'fewer than 3 counts arrived', { timeout: 3000 });
      const metrics = await ours(after);
      expect(metrics.map((m) => m.body)).to.have.deep.members(
        ['cb_customize', 'cb_text_link', 'cb_accept'].map((ref_) => ({ ref_, pt: PAGE_TYPE, spt: 'main', pageAction: 'consumer-consent-banner', ht: 'actionOnly' })),
      );
      expect(metrics.map((m) => [m.method, m.path, m.headers.cookie])).to.deep.equal(Array(3).fill(['POST', '/tr/', undefined]));
      await waitUntil(() => !shadowOf(el).querySelector('.banner'));
    } finally {
      navigation.release();
    }
  });
});
