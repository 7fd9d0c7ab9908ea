import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import type { ConsentBannerElement } from '../../elements/consent-banner';
import '../../elements/consent-banner';
import { lastEventId, receivedEvents } from '../helpers/backend';
import { rendered, shadowOf } from '../helpers/shadow';
import { received, settle } from '../helpers/visitor';
import { freshVisitor } from './consentKit';

// A cookie of the page's own site: a request sent with credentials carries it.
const PAGE_COOKIE = 'marquee-test-visitor';
// This page's own page type: other browsers may run the same test against the same backend.
const PAGE_TYPE = `title-${Math.random().toString(36).slice(2)}`;
const ours = async (after: number) => (await receivedEvents('metric', after)).filter((m) => (m.body as { pt?: string }).pt === PAGE_TYPE);

// One page, one visitor: a Decline is counted, though the visitor has just refused tracking.
describe('the banner’s metrics when the visitor declines (spec §7)', () => {
  before(freshVisitor);
  after(async () => {
    document.cookie = `${PAGE_COOKIE}=; Path=/; Max-Age=0`;
    await freshVisitor();
  });

  it('[CNS-14] Decline sends cb_reject as consumer-consent-banner, without cookies, and nothing else', async () => {
    document.cookie = `${PAGE_COOKIE}=1; Path=/`;
    const el = await fixture<ConsentBannerElement>(html`<consent-banner page-type=${PAGE_TYPE} sub-page-type="main"></consent-banner>`);
    const banner = await rendered(el, '.banner');
    const after = await lastEventId();
    [...banner.querySelectorAll('button')].find((b) => b.textContent === 'Decline')?.click();

    const answers = await received('graphql', after);
    expect(answers.map((a) => (a.body as { variables?: { action?: string } }).variables?.action)).to.include('RejectAll');
    await waitUntil(async () => (await ours(after)).length > 0, 'no count arrived', { timeout: 3000 });
    const [metric] = await ours(after);
    expect(metric?.body).to.deep.equal({ ref_: 'cb_reject', pt: PAGE_TYPE, spt: 'main', pageAction: 'consumer-consent-banner', ht: 'actionOnly' });
    expect(metric?.headers.cookie, 'no cookie goes with it').to.equal(undefined);
    await waitUntil(() => el.consent !== null && !shadowOf(el).querySelector('.banner'));
    await settle();
    expect(await ours(after), 'one count, once').to.have.length(1);
    expect((await receivedEvents('beacon', after)).filter((b) => b.query.pt === PAGE_TYPE)).to.deep.equal([]);
  });
});
