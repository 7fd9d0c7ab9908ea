import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import sinon from 'sinon';
import '../../elements/consent-banner';
import '../../elements/site-footer';
import { initialise } from '../../elements/site-header';
import { freshVisitor } from '../consent/consentKit';
import type { ReceivedEvent } from '../helpers/backend';
import { rendered, shadowOf } from '../helpers/shadow';

// Markup someone got into the page (a comment field, a CMS block): relative URLs now mean this host.
const ELSEWHERE = 'https://elsewhere.invalid';
// This page's own page type: other browsers may run the same test against the same backend.
const PAGE_TYPE = `base-${Math.random().toString(36).slice(2)}`;

const urlOf = (input: RequestInfo | URL) => (typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);

/**
 * What the reference backend received (test/helpers/backend's receivedEvents), asked at this page's
 * origin in so many words: the helpers' own root-relative calls would go to the injected base too.
 */
async function receivedEvents(type = '', after = 0): Promise<ReceivedEvent[]> {
  const query = new URLSearchParams({ after: String(after), ...(type ? { type } : {}) });
  const response = await fetch(`${location.origin}/__events?${query.toString()}`);
  return ((await response.json()) as { events: ReceivedEvent[] }).events;
}

/** Waits until the backend has an event of the type since `after` that `ours` accepts. */
async function arrives(type: string, after: number, ours: (event: ReceivedEvent) => boolean = () => true): Promise<void> {
  await waitUntil(async () => (await receivedEvents(type, after)).some(ours), `no ${type} reached this page's origin`, { timeout: 4000 });
}

describe('an injected <base href> to another origin (issue 34)', () => {
  let base: HTMLBaseElement;

  before(async () => {
    await freshVisitor();
    base = document.createElement('base');
    base.href = `${ELSEWHERE}/`;
    document.head.prepend(base);
  });

  after(async () => {
    base.remove();
    sinon.restore();
    await freshVisitor();
  });

  it('moves no chrome link and no chrome request off the page’s origin', async function () {
    // A consent answer, a search and an error report, each waited for at the backend.
    this.timeout(30_000);
    expect(document.baseURI, 'the page’s relative URLs now resolve elsewhere').to.equal(`${ELSEWHERE}/`);
    const fetch = sinon.spy(window, 'fetch');
    const from = (await receivedEvents()).at(-1)?.id ?? 0;
    const page = await fixture<HTMLDivElement>(
      html`<div>
        <consent-banner page-type=${PAGE_TYPE}></consent-banner>
        <site-header page-type=${PAGE_TYPE} current-uri="/title/tt0133093/"></site-header>
        <site-footer show-sign-in></site-footer>
      </div>`,
    );
    const [banner, header, footer] = ['consent-banner', 'site-header', 'site-footer'].map((tag) => page.querySelector(tag) as HTMLElement) as [HTMLElement, HTMLElement, HTMLElement];

    // The consent call (graph) brought the question: its Customize link and the links in its text.
    // Patient: the question's first showing on this page loads its parts and the sanitizer (a CI
    // run beside two other engines once took longer than rendered's few seconds).
    await waitUntil(() => banner.shadowRoot?.querySelector('button.accept'), 'the banner never asked', { timeout: 15_000 });
    const accept = await rendered<HTMLButtonElement>(banner, 'button.accept');
    await rendered(banner, '.text a');
    const bannerLinks = [...shadowOf(banner).querySelectorAll<HTMLAnchorElement>('a[href]')];
    expect(bannerLinks.map((a) => new URL(a.href).origin), 'the banner’s links').to.deep.equal([location.origin, location.origin]);
    // The answer, a count (tracking) and the page view (logging).
    accept.click();
    // A search: the experiment call (weblab) and the suggestions, with their posters.
    (await rendered<HTMLInputElement>(header, '.search-input')).focus();
    await sendKeys({ type: 'star w' });
    await waitUntil(() => shadowOf(header).querySelectorAll('[role="option"]').length > 1, 'no suggestions came', { timeout: 4000 });
    // An error the chrome reports (error report).
    initialise('#no-such-element');

    await arrives('graphql', from, (event) => event.summary.includes('RespondToPrivacyPrompt'));
    await arrives('metric', from, (event) => (event.body as { pt?: string }).pt === PAGE_TYPE);
    await arrives('logging', from, (event) => (event.body as { operation?: string }).operation === 'RecordBusinessMetrics');
    await arrives('weblab', from);
    await arrives('error-report', from, (event) => String((event.body as { message?: string }).message).includes('#no-such-element'));

    // Every request as fetch resolved it (against the document's base URL): on this page's origin.
    const requested = fetch
      .getCalls()
      .map((call) => new URL(urlOf(call.args[0]), document.baseURI).href)
      .filter((url) => !url.startsWith(`${location.origin}/__events`));
    expect(requested.length).to.be.above(5);
    expect(requested.filter((url) => new URL(url).origin !== location.origin), 'requests off the page’s origin').to.deep.equal([]);
    const images = [...shadowOf(header).querySelectorAll<HTMLImageElement>('img[src]')].map((img) => img.src);
    expect(images.length, 'the suggestions’ posters').to.be.above(0);
    expect(images.filter((src) => new URL(src).origin !== location.origin), 'images off the page’s origin').to.deep.equal([]);

    // Every link, as the browser follows it, and the search form: nowhere near the injected base.
    // The footer's links come with its own chunk: on a loaded machine, after the header's calls.
    const allLinks = () => [header, footer].flatMap((el) => [...shadowOf(el).querySelectorAll<HTMLAnchorElement>('a[href]')]);
    await waitUntil(() => allLinks().length > 20, 'the header\'s and footer\'s links', { timeout: 10_000 });
    const links = allLinks();
    expect(links.filter((a) => new URL(a.href).origin === ELSEWHERE).map((a) => a.getAttribute('href')), 'links moved by the base').to.deep.equal([]);
    const site = links.filter((a) => new URL(a.href).origin === location.origin);
    expect(site.length, 'the site’s own links').to.be.above(15);
    expect(shadowOf(header).querySelector<HTMLFormElement>('form[role="search"]')?.action).to.equal(`${location.origin}/find`);
  });
});
