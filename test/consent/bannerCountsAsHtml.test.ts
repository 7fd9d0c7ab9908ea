import { expect, waitUntil } from '@open-wc/testing';
import { lastEventId, receivedEvents, type ReceivedEvent } from '../helpers/backend';
import { chunkHeld, gateChunks, releaseChunks } from '../helpers/chunks';
import { clickIn, navigated, serverRenderedPage, type ServerRenderedPage } from '../helpers/serverRenderedFrame';
import { itExceptIn } from '../helpers/engine';
import { settle } from '../helpers/visitor';
import { freshVisitor } from './consentKit';

// This file's own page type: another engine may run the same tests against the same backend.
const PAGE_TYPE = `counts-${Math.random().toString(36).slice(2)}`;
const BANNER = { 'page-type': PAGE_TYPE, 'sub-page-type': 'main' };

/** The banner counts of this file's pages the backend received since `after`. */
const counts = async (after: number): Promise<ReceivedEvent[]> =>
  (await receivedEvents('metric', after)).filter((metric) => (metric.body as { pt?: string }).pt === PAGE_TYPE);
const refTags = async (after: number) => (await counts(after)).map((metric) => (metric.body as { ref_: string }).ref_).sort();

/** Waits until `count` counts have arrived, then long enough for any more to have. */
async function arrived(after: number, count: number): Promise<string[]> {
  await waitUntil(async () => (await counts(after)).length >= count, `fewer than ${String(count)} counts arrived`, { timeout: 10_000 }).catch(async (error: unknown) => {
    throw new Error(`${String(error)}: only ${(await refTags(after)).join(', ') || 'none'}`);
  });
  await settle(300);
  return refTags(after);
}

const question = (page: ServerRenderedPage) => page.frame.contentDocument?.querySelector('consent-banner')?.shadowRoot as ShadowRoot;
const control = (page: ServerRenderedPage, selector: string) => question(page).querySelector(selector);

/** Keeps the frame on its page when a link is clicked (after the chrome's own handlers, as holdNavigation does). */
function stayOnPage(page: ServerRenderedPage): void {
  page.frame.contentWindow?.addEventListener('click', (event) => {
    if (event.composedPath().some((node) => node instanceof (page.frame.contentWindow as unknown as typeof globalThis).HTMLAnchorElement)) event.preventDefault();
  });
}

describe('the banner counts every answer and link once, however it was given (spec §7, issue 72)', () => {
  beforeEach(freshVisitor);
  afterEach(async () => {
    await releaseChunks();
    await freshVisitor();
  });

  for (const [label, value, refTag] of [['Accept', 'AcceptAll', 'cb_accept'], ['Decline', 'RejectAll', 'cb_reject']] as const) {
    it(`[CNS-14] without script, ${label} posts the form and the answer route counts it once, as ${refTag}`, async () => {
      const page = await serverRenderedPage({ script: false, banner: BANNER });
      const after = await lastEventId();
      const back = navigated(page);
      await clickIn(page, control(page, `button[value="${value}"]`));
      expect(await back, 'sent on by the answer route').to.equal('/answered/');
      expect(await arrived(after, 1)).to.deep.equal([refTag]);
      const [count] = await counts(after);
      // As the script's count (stored without the session: test/server/crossSite.test.mjs).
      expect(count?.body).to.deep.equal({ ref_: refTag, pt: PAGE_TYPE, spt: 'main', pageAction: 'consumer-consent-banner', ht: 'actionOnly' });
    });
  }

  it('[CNS-14] before hydration, Accept posts the form: the route counts it once, and the waiting script does not', async () => {
    await gateChunks('lazy-hydration', { hold: true });
    const page = await serverRenderedPage({ script: true, loader: true, banner: BANNER });
    await chunkHeld('lazy-hydration');
    const after = await lastEventId();
    const back = navigated(page);
    await clickIn(page, control(page, 'button[value="AcceptAll"]'));
    expect(await back).to.equal('/answered/');
    expect(await arrived(after, 1)).to.deep.equal(['cb_accept']);
  });

  it('[CNS-14] before hydration, Customize followed at once is counted once, as cb_customize', async () => {
    await gateChunks('lazy-hydration', { hold: true });
    const page = await serverRenderedPage({ script: true, loader: true, banner: BANNER });
    await chunkHeld('lazy-hydration');
    const after = await lastEventId();
    const away = navigated(page);
    await clickIn(page, control(page, 'a.customize'));
    expect(await away).to.equal('/privacy/preferences/');
    expect(await arrived(after, 1)).to.deep.equal(['cb_customize']);
  });

  /** A page whose question was hydrated after a link in it was clicked: its counts since `after`. */
  async function clickedThenHydrated(): Promise<{ page: ServerRenderedPage; after: number }> {
    await gateChunks('lazy-hydration', { hold: true });
    const page = await serverRenderedPage({ script: true, loader: true, banner: BANNER });
    await chunkHeld('lazy-hydration');
    stayOnPage(page);
    const after = await lastEventId();
    await clickIn(page, control(page, '.message a'));
    expect(await arrived(after, 1)).to.deep.equal(['cb_text_link']);

    await releaseChunks();
    const banner = page.frame.contentDocument?.querySelector('consent-banner') as HTMLElement;
    await waitUntil(() => banner.hasAttribute('data-hydrated'), 'the banner never hydrated', { timeout: 15_000 });
    await settle(300);
    expect(await refTags(after), 'nothing more as it hydrates').to.deep.equal(['cb_text_link']);
    return { page, after };
  }

  it('[CNS-14] a link in the question clicked before hydration is counted once, and not again as the banner hydrates', async () => {
    await clickedThenHydrated();
  });

  // In WebKit (MiniBrowser under WebDriver) the pointer's clicks in the frame after it hydrated
  // reached no handler of the banner here (no count, no answer); not yet understood.
  itExceptIn(['webkit'], 'clicks in the hydrated frame reach no handler under WebDriver here', '[CNS-14] once hydrated, only the script counts: one count a click', async () => {
    const { page, after } = await clickedThenHydrated();
    await clickIn(page, control(page, 'a.customize'));
    await clickIn(page, control(page, 'button[value="RejectAll"]'));
    expect(await arrived(after, 3), 'one count a click, the script’s').to.deep.equal(['cb_customize', 'cb_reject', 'cb_text_link']);
  });
});
