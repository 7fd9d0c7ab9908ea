/**
 * The contract with partners (issue 74): a partner page written to a released manual keeps working
 * on every later build of the same major. Each release's partner pages are kept as that manual
 * wrote them (test/contract/RELEASE/), served on this page's origin (the partner's) with the main
 * site at this test server's other address (test/helpers/mainSite.mjs), and driven as a visitor
 * would: the banner asks and the main site gets the answer, the links and calls go to the main
 * site, the suggestions come from it, and it gets the page view after the answer.
 */
import { expect, fixture, fixtureCleanup, html, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { isHydrated } from '../../testing/ready.js';
import { receivedEvents } from '../helpers/backend';
import { clickIn } from '../helpers/serverRenderedFrame';

/** The partner pages of each released manual, in test/contract/RELEASE/. */
const RELEASES: Record<string, string[]> = {
  '0.1.0': ['static-page.html', 'server-rendered-page.html'],
};

/** The apps of each released manual (test/contract/RELEASE/APP.html, its code APP.tsx), on their own origin. */
const APPS: Record<string, string[]> = {
  '0.1.0': ['react-app.html'],
};

const MAIN = `http://127.0.0.1:${location.port}`;
/**
 * What each page types into the search box, one word a page: suggestion answers are cacheable, and
 * the browser would answer a word asked before from its cache, never asking the main site.
 */
const WORDS = ['alien', 'matrix', 'heat', 'jaws', 'rocky', 'fargo', 'psycho', 'vertigo'];
let pagesDriven = 0;

interface MainSiteEvent {
  id: number;
  type: string;
  summary: string;
  headers: Record<string, string>;
  body: { operation?: string; query?: string } | null;
}

interface PageConsole {
  level: 'error' | 'warn';
  text: string;
}

/** What the main site's backend received after event `after`, of one type. */
async function mainSiteEvents(type: string, after = 0): Promise<MainSiteEvent[]> {
  const { events } = (await (await fetch(`/__main-site/events?${type ? `type=${type}&` : ''}after=${String(after)}`)).json()) as { events: MainSiteEvent[] };
  return events;
}

/** The paths of the requests the main site answered after request `after`. */
async function mainSiteRequests(after = 0): Promise<{ id: number; path: string }[]> {
  const { requests } = (await (await fetch(`/__main-site/requests?after=${String(after)}`)).json()) as { requests: { id: number; path: string }[] };
  return requests;
}

const newest = async <T extends { id: number }>(list: Promise<T[]>) => (await list).at(-1)?.id ?? 0;

/** A new visitor of the partner's site (its cookies are this page's: the frame is on its origin). */
function forgetVisitor() {
  for (const name of ['session-id', 'ci', 'detect-country']) document.cookie = `${name}=; Path=/; Max-Age=0`;
  sessionStorage.clear();
}

/** The element at `selector` in a chrome element's shadow root, in the frame's document. */
function inChrome(frame: HTMLIFrameElement, tag: string, selector: string): Element | null {
  return frame.contentDocument?.querySelector(tag)?.shadowRoot?.querySelector(selector) ?? null;
}

/** Resolves once `element` stands still for a frame (the banner may slide in): the pointer clicks where it is. */
async function still(element: Element | undefined): Promise<void> {
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  let before = '';
  await waitUntil(async () => {
    await frame();
    const now = JSON.stringify(element?.getBoundingClientRect());
    const same = now === before;
    before = now;
    return same;
  }, 'it never stood still');
}

describe('partner pages as each released manual wrote them, on the current build (issue 74)', () => {
  beforeEach(forgetVisitor);
  afterEach(() => {
    fixtureCleanup();
    forgetVisitor();
  });

  for (const [release, pages] of Object.entries(RELEASES)) {
    for (const name of pages) {
      it(`${release} ${name}: banner and answer, links and calls to the main site, suggestions, the page view there`, async function () {
        this.timeout(40_000);
        const events = await newest(mainSiteEvents(''));
        const requests = await newest(mainSiteRequests());
        const frame = await fixture<HTMLIFrameElement>(html`<iframe title="A partner's page" src=${`/__partner/${release}/${name}`} style="width: 780px; height: 520px; border: 0"></iframe>`);
        // All of it in the viewport, where the pointer clicks.
        frame.scrollIntoView();
        const page = { frame, root: document as unknown as ShadowRoot };

        // The banner asks.
        const accept = () => [...(inChrome(frame, 'consent-banner', '.banner')?.querySelectorAll('button') ?? [])].find((button) => button.textContent === 'Accept');
        await waitUntil(accept, 'the banner never asked', { timeout: 15_000 });

        // Accepted: the main site gets the answer, from the partner's page, and then the page view.
        // (After the answer, by its id: a page view of the page before, which a removed frame may
        // still send, cannot stand in for it. That nothing tracks before consent the consent tests prove.)
        await still(accept());
        await clickIn(page, accept() ?? null);
        const answer = async () => (await mainSiteEvents('graphql', events)).find((event) => event.summary.includes('RespondToPrivacyPrompt') && event.headers.origin === location.origin);
        await waitUntil(answer, 'the main site never got the answer', { timeout: 10_000 }).catch(async (error: unknown) => {
          throw new Error(`${String(error)}; it got: ${JSON.stringify((await mainSiteEvents('', events)).map((event) => [event.summary, event.headers.origin]))}`);
        });
        const answered = (await answer())?.id ?? 0;
        const pageViews = async () => (await mainSiteEvents('logging', answered)).filter((event) => event.body?.operation === 'RecordBusinessMetrics');
        await waitUntil(async () => (await pageViews()).length > 0, 'the main site never got the page view', { timeout: 10_000 });

        // Every link of the site is on the main site, the search form's action too.
        await waitUntil(() => ['site-header', 'site-footer'].every((tag) => isHydrated(frame.contentDocument?.querySelector(tag))), 'the chrome never hydrated', { timeout: 15_000 });
        const links = ['site-header', 'site-footer', 'consent-banner'].flatMap((tag) => [...(frame.contentDocument?.querySelector(tag)?.shadowRoot?.querySelectorAll<HTMLAnchorElement>('a[href]') ?? [])]);
        const onPartner = links.filter((link) => new URL(link.href).origin === location.origin).map((link) => link.href);
        expect(onPartner, 'links left on the partner’s site').to.deep.equal([]);
        expect(links.filter((link) => new URL(link.href).origin === MAIN).length, 'links on the main site').to.be.above(20);
        expect((inChrome(frame, 'site-header', 'form[role="search"]') as HTMLFormElement | null)?.action).to.equal(`${MAIN}/find`);

        // Typed into the box, the suggestions come from the main site.
        await clickIn(page, inChrome(frame, 'site-header', 'input[role="combobox"]'));
        await sendKeys({ type: WORDS[pagesDriven++ % WORDS.length] ?? 'alien' });
        await waitUntil(() => (inChrome(frame, 'site-header', '[role="listbox"]')?.querySelectorAll('[role="option"]').length ?? 0) > 1, 'no suggestions shown', { timeout: 10_000 });
        expect((await mainSiteRequests(requests)).some((request) => request.path.startsWith('/suggestion/')), 'the suggestions were asked of the main site').to.equal(true);

        // The page's console has no error; a page without the meta hears once what to add, and by when.
        const said = (Reflect.get(frame.contentWindow ?? {}, 'marqueeConsole') as PageConsole[] | undefined) ?? [];
        expect(said.filter((entry) => entry.level === 'error').map((entry) => entry.text)).to.deep.equal([]);
        const notices = said.filter((entry) => entry.text.includes('marquee-origins'));
        expect(notices.map((entry) => entry.level)).to.deep.equal(['warn']);
        expect(notices[0]?.text).to.contain(MAIN).and.contain('1.0.0');
      });
    }
  }
});

describe('apps as each released manual wrote them, on the current build (issue 74)', () => {
  beforeEach(forgetVisitor);
  afterEach(() => {
    fixtureCleanup();
    forgetVisitor();
  });

  for (const [release, apps] of Object.entries(APPS)) {
    for (const name of apps) {
      it(`${release} ${name}: the member's header, banner and answer, suggestions and the page view at the app's own backend, links on its origin`, async function () {
        this.timeout(40_000);
        const after = (await receivedEvents()).at(-1)?.id ?? 0;
        const frame = await fixture<HTMLIFrameElement>(html`<iframe title="An app" src=${`/__partner/${release}/${name}`} style="width: 780px; height: 520px; border: 0"></iframe>`);
        frame.scrollIntoView();
        const page = { frame, root: document as unknown as ShadowRoot };

        // The app's props: the member by name, with the watchlist count.
        await waitUntil(() => inChrome(frame, 'site-header', '.watchlist')?.textContent.includes('3'), 'the header never showed the watchlist count', { timeout: 15_000 });
        expect(frame.contentDocument?.querySelector('site-header')?.shadowRoot?.textContent).to.contain('Ada');

        // The banner asks; the answer and then the page view reach the app's own backend.
        const accept = () => [...(inChrome(frame, 'consent-banner', '.banner')?.querySelectorAll('button') ?? [])].find((button) => button.textContent === 'Accept');
        await waitUntil(accept, 'the banner never asked', { timeout: 15_000 });
        await still(accept());
        await clickIn(page, accept() ?? null);
        const answer = async () => (await receivedEvents('graphql', after)).find((event) => event.summary.includes('RespondToPrivacyPrompt'));
        await waitUntil(answer, 'the backend never got the answer', { timeout: 10_000 }).catch(async (error: unknown) => {
          throw new Error(`${String(error)}; it got: ${JSON.stringify((await receivedEvents('', after)).map((event) => (event as { summary: string }).summary))}`);
        });
        const answered = (await answer())?.id ?? 0;
        await waitUntil(async () => (await receivedEvents('logging', answered)).some((event) => (event.body as { operation?: string } | null)?.operation === 'RecordBusinessMetrics'), 'the backend never got the page view', { timeout: 10_000 });

        // Its links are the app's origin's, as that manual wrote them (no site-origin).
        await waitUntil(() => ['site-header', 'site-footer'].every((tag) => isHydrated(frame.contentDocument?.querySelector(tag))), 'the chrome never hydrated', { timeout: 15_000 });
        const links = ['site-header', 'site-footer'].flatMap((tag) => [...(frame.contentDocument?.querySelector(tag)?.shadowRoot?.querySelectorAll<HTMLAnchorElement>('a[href]') ?? [])]);
        expect(links.filter((link) => new URL(link.href).origin === location.origin).length, 'links on the app’s origin').to.be.above(20);
        expect(links.filter((link) => new URL(link.href).origin === MAIN).map((link) => link.href), 'links on another origin').to.deep.equal([]);

        // Typed into the box, the suggestions come.
        await clickIn(page, inChrome(frame, 'site-header', 'input[role="combobox"]'));
        await sendKeys({ type: WORDS[pagesDriven++ % WORDS.length] ?? 'alien' });
        await waitUntil(() => (inChrome(frame, 'site-header', '[role="listbox"]')?.querySelectorAll('[role="option"]').length ?? 0) > 1, 'no suggestions shown', { timeout: 10_000 });

        // And its console has no error and no warning of the chrome's.
        const said = (Reflect.get(frame.contentWindow ?? {}, 'marqueeConsole') as PageConsole[] | undefined) ?? [];
        expect(said.filter((entry) => entry.text.includes('[marquee]')).map((entry) => entry.text)).to.deep.equal([]);
      });
    }
  }
});
