/**
 * The consent gate on pages we did not write (issue 14, docs/consent.md): nothing that tracks
 * reaches the backend before consent is known, whenever and wherever the banner arrives. Each
 * scenario is a page of its own (a same-origin frame loading the built bundle, so a fresh store),
 * and counts what the reference backend received before and after the visitor's answer.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { CONSENT_EVENT } from '../../src/consent';
import { lastEventId, receivedEvents, setFault } from '../helpers/backend';
import { freshVisitor } from './consentKit';
import { removeQuietly } from '../helpers/removeQuietly';

const TRACKING_EVENTS = ['logging', 'metric', 'beacon'];

const frames: HTMLIFrameElement[] = [];

/** A page with the built bundle and this body, in a frame; resolves with its window once loaded. */
async function openPage(body: string): Promise<Window> {
  const bundle = await fetch('/dist/marquee.js', { method: 'HEAD' });
  if (!bundle.ok) throw new Error('dist/marquee.js is missing: run `npm run build` first');
  const frame = document.createElement('iframe');
  frame.srcdoc = `<!doctype html><html lang="en-US"><head><script type="module" src="/dist/marquee.js"></script></head><body>${body}</body></html>`;
  frame.style.inlineSize = '1280px';
  frames.push(frame);
  const loaded = new Promise((resolve) => {
    frame.addEventListener('load', resolve, { once: true });
  });
  document.body.append(frame);
  await loaded;
  const view = frame.contentWindow;
  if (!view) throw new Error('the frame has no window');
  await view.customElements.whenDefined('site-header');
  return view;
}

/** Everything that tracks which the backend received after `after`. */
async function trackingSince(after: number) {
  const events = await Promise.all(TRACKING_EVENTS.map((type) => receivedEvents(type, after)));
  return events.flat();
}

const pageViews = async (after: number, pageType: string) =>
  (await receivedEvents('logging', after)).filter((e) => e.query.pt === pageType && e.query.ht === 'pageHit');

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The banner's Accept button, wherever in the frame's shadow roots the banner is. */
async function acceptButton(banner: () => Element | null | undefined): Promise<HTMLButtonElement> {
  const find = () => [...(banner()?.shadowRoot?.querySelectorAll('button') ?? [])].find((b) => b.textContent === 'Accept');
  await waitUntil(find, 'the banner never asked', { timeout: 5000 });
  return find() as HTMLButtonElement;
}

describe('the consent gate, on pages we did not write', () => {
  let pageType: string;

  beforeEach(async () => {
    await freshVisitor();
    pageType = `gate-${String(Date.now())}`;
  });

  // Faults are the backend's, not the page's: none may outlive the test that set it.
  afterEach(async () => {
    await Promise.all(frames.splice(0).map(removeQuietly));
    await freshVisitor();
  });

  it('[TRK-09] a page with no banner that did not declare so sends nothing, until a consent-event tells', async () => {
    const after = await lastEventId();
    const view = await openPage(`<site-header page-type="${pageType}"></site-header>`);
    await settle(800);
    expect(await trackingSince(after), 'tracking before consent was known').to.deep.equal([]);
    view.dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail: [{ id: '755', allow: true }] }));
    await waitUntil(async () => (await pageViews(after, pageType)).length === 1, 'the held page view never went out', { timeout: 3000 });
  });

  it('[TRK-09] a page that declares no-consent-banner tracks without waiting', async () => {
    const after = await lastEventId();
    await openPage(`<site-header no-consent-banner page-type="${pageType}"></site-header>`);
    await waitUntil(async () => (await pageViews(after, pageType)).length === 1, 'the page view never went out', { timeout: 3000 });
  });

  it('[CNS-05] a banner appended 300 ms after load still comes before any tracking', async () => {
    const after = await lastEventId();
    const view = await openPage(`<site-header page-type="${pageType}"></site-header>`);
    await settle(300);
    view.document.body.append(view.document.createElement('consent-banner'));
    const accept = await acceptButton(() => view.document.querySelector('consent-banner'));
    await settle(300);
    expect(await trackingSince(after), 'tracking before the answer').to.deep.equal([]);
    accept.click();
    await waitUntil(async () => (await pageViews(after, pageType)).length === 1, 'the page view never went out', { timeout: 3000 });
  });

  it("[CNS-05] a banner inside another component's shadow root holds tracking until it is answered", async () => {
    const after = await lastEventId();
    const view = await openPage(`<site-header page-type="${pageType}"></site-header><div id="widget"></div>`);
    const widget = view.document.getElementById('widget')?.attachShadow({ mode: 'open' });
    widget?.append(view.document.createElement('consent-banner'));
    const accept = await acceptButton(() => widget?.querySelector('consent-banner'));
    await settle(300);
    expect(await trackingSince(after), 'tracking before the answer').to.deep.equal([]);
    accept.click();
    await waitUntil(async () => (await pageViews(after, pageType)).length === 1, 'the page view never went out', { timeout: 3000 });
  });

  it('[CNS-05] with the consent call failing, hits stay held (nothing is sent on a guess)', async () => {
    await setFault({ endpoint: 'graphql', status: 503 });
    const after = await lastEventId();
    const view = await openPage(`<site-header page-type="${pageType}"></site-header><consent-banner></consent-banner>`);
    await settle(1000);
    expect(view.document.querySelector('consent-banner')?.shadowRoot?.querySelector('button'), 'no question without a prompt').to.equal(null);
    expect(await trackingSince(after), 'tracking without consent').to.deep.equal([]);
    // A host's own consent manager may still tell the page; the held page view then goes.
    view.dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail: [{ id: '755', allow: true }] }));
    await waitUntil(async () => (await pageViews(after, pageType)).length === 1, 'the held page view never went out', { timeout: 3000 });
  });
});
