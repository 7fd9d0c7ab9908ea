/**
 * The after-paint loader (src/server/afterPaintLoader.ts), the inline script that
 * chromeHeadTags({ load: 'after-paint' }) puts at the end of a server-rendered page's body, run in
 * each engine: it asks for nothing as the parser meets it, then, once the first frame is drawn, adds
 * the bundle once, with the page's nonce, and preloads the named files, and the later files once
 * the bundle has run; and the bundle's integrity is enforced (docs/server-rendering.md). The Chromium run of the whole page, with its requests and a CSP by hash, is
 * test/node/delivery.test.mjs.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { ANSWERED_FLAG } from '../../src/consent/consentConstants';
import { FLAGS_SESSION } from '../../src/consent/sessionFlags';
import { SERVER_ROOT_ATTRIBUTE } from '../../src/chrome/serverRendered';
import { afterPaintLoader } from '../../src/server/afterPaintLoader';

const BUNDLE = '/test/fixtures/after-paint-bundle.js';
const runs = () => (window as unknown as { afterPaintRuns?: Record<string, number> }).afterPaintRuns ?? {};
const added = (url: string) => document.head.querySelector<HTMLScriptElement>(`script[type="module"][src="${url}"]`);
const LATER = '/test/fixtures/after-paint-preloaded.js?case=';
/** The module preload of the file a case's loader asks for once its bundle has run (`document.head` may be shadowed). */
const laterPreload = (name: string) => document.querySelector('head')?.querySelector(`link[rel="modulepreload"][href="${new URL(`${LATER}${name}-later`, location.href).href}"]`);

// Made before any test runs and cloned: an attack below shadows document.createElement with a named <form>.
const scriptTemplate = document.createElement('script');

/** Puts the loader in the page as the server writes it, for the bundle of `name`. */
function runLoader(name: string, orders: { integrity?: string; nonce?: string } = {}): string {
  const bundle = new URL(`${BUNDLE}?case=${name}`, location.href).href;
  const loader = scriptTemplate.cloneNode() as HTMLScriptElement;
  loader.textContent = afterPaintLoader({
    bundle: `${BUNDLE}?case=${name}`,
    preload: ['/test/fixtures/after-paint-preloaded.js', `${BUNDLE}?case=${name}-preload`],
    later: [`${LATER}${name}-later`],
    ...orders,
  });
  document.body.append(loader);
  return bundle;
}

/** Markup as a comment field might let through, placed before the loader; returns its remover. */
function inject(html: string): () => void {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  document.body.append(holder);
  return () => {
    holder.remove();
  };
}

async function sha384(url: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-384', await (await fetch(url)).arrayBuffer());
  return `sha384-${btoa(String.fromCharCode(...new Uint8Array(digest)))}`;
}

// First in the file: its loader is the page's first, so the tap is the first to ask for the bundle.
describe('taps on the chrome before it hydrates, in this engine (issue 36)', () => {
  let host: HTMLElement;
  // Another element of ours, hydrated last: until it has, taps are still taken.
  let footer: HTMLElement;
  let banner: HTMLElement;
  let buttons: Record<'menu' | 'other' | 'submit', HTMLButtonElement>;
  let clicks: string[];
  let bundle: string;
  before(() => {
    // A server-rendered header stands in: its tag, an open shadow root, its content marked as the
    // server marks it, buttons with no code yet.
    host = document.createElement('site-header');
    const root = host.attachShadow({ mode: 'open' });
    root.innerHTML = `<div ${SERVER_ROOT_ATTRIBUTE}="{}"><button type="button" id="menu"><svg width="10" height="10"></svg>Menu</button><button type="button" id="other">Other</button><button type="submit" id="submit">Go</button></div>`;
    const button = (id: string) => root.querySelector<HTMLButtonElement>(`#${id}`) ?? document.createElement('button');
    buttons = { menu: button('menu'), other: button('other'), submit: button('submit') };
    clicks = [];
    // Stands in for React's listener on its root: what the element's code would do.
    root.addEventListener('click', (event) => {
      clicks.push((event.target as Element).id);
    });
    footer = document.createElement('site-footer');
    footer.attachShadow({ mode: 'open' }).innerHTML = `<div ${SERVER_ROOT_ATTRIBUTE}="{}"></div>`;
    // A banner rendered in the browser: its code is running, it never hydrates.
    banner = document.createElement('consent-banner');
    banner.attachShadow({ mode: 'open' }).innerHTML = '<section><button type="button" id="accept">Accept</button></section>';
    banner.shadowRoot?.addEventListener('click', (event) => {
      clicks.push((event.target as Element).id);
    });
    document.body.append(host, footer, banner);
    bundle = runLoader('taps');
  });
  after(() => {
    host.remove();
    footer.remove();
    banner.remove();
  });

  it('takes a tap on a button, shows it pressed, asks for the bundle at once, and replays it once hydrated', async () => {
    expect(added(bundle), 'not asked for before the first frame').to.equal(null);
    buttons.menu.querySelector('svg')?.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
    expect(clicks, 'the code does not see it yet').to.deep.equal([]);
    expect(buttons.menu.hasAttribute('data-pressed')).to.equal(true);
    expect(buttons.menu.style.getPropertyValue('background'), 'looks pressed').to.not.equal('');
    expect(added(bundle), 'the tap asked for the bundle').to.not.equal(null);

    buttons.submit.click();
    expect(clicks, 'a submit button is the form\'s: not taken').to.deep.equal(['submit']);
    banner.shadowRoot?.querySelector('button')?.click();
    expect(clicks, 'a button of an element rendered in the browser has its code: not taken').to.deep.equal(['submit', 'accept']);

    host.setAttribute('data-hydrated', '');
    await waitUntil(() => clicks.length === 3, 'replayed once hydrated', { timeout: 2000 });
    expect(clicks).to.deep.equal(['submit', 'accept', 'menu']);
    expect(host.shadowRoot?.activeElement, 'and focused, as a tap focuses').to.equal(buttons.menu);
    expect(buttons.menu.hasAttribute('data-pressed')).to.equal(false);
    expect(buttons.menu.style.cssText).to.equal('');

    buttons.other.click();
    expect(clicks, 'once hydrated, taps are the code\'s at once').to.deep.equal(['submit', 'accept', 'menu', 'other']);
    expect(buttons.other.hasAttribute('data-pressed')).to.equal(false);
  });

  it('replays only the last of several taps', async () => {
    host.removeAttribute('data-hydrated');
    clicks.length = 0;
    buttons.menu.click();
    buttons.other.click();
    buttons.other.click();
    expect(buttons.menu.hasAttribute('data-pressed'), 'the first is no longer shown pressed').to.equal(false);
    expect(buttons.other.hasAttribute('data-pressed')).to.equal(true);
    host.setAttribute('data-hydrated', '');
    await waitUntil(() => clicks.length > 0, 'replayed', { timeout: 2000 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(clicks).to.deep.equal(['other']);
  });

  it('still takes a tap on an element that says it is ready without its hydration code (issue 72), replaying it once that code has come; not one without a part alone', async () => {
    // Ready without its code (failedParts): still the server's HTML.
    host.setAttribute('data-hydrated', '');
    host.setAttribute('data-marquee-failed', 'hydration');
    clicks.length = 0;
    buttons.menu.click();
    expect(clicks, 'its code is not there: taken').to.deep.equal([]);
    expect(buttons.menu.hasAttribute('data-pressed')).to.equal(true);
    // Its code came late: hydrated, it takes that name off.
    host.removeAttribute('data-marquee-failed');
    await waitUntil(() => clicks.length > 0, 'replayed once its code came', { timeout: 2000 });
    expect(clicks).to.deep.equal(['menu']);
    expect(buttons.menu.hasAttribute('data-pressed')).to.equal(false);
    // A part loaded on demand that failed leaves the element's own code running: the tap is its.
    host.setAttribute('data-marquee-failed', 'parts');
    clicks.length = 0;
    buttons.other.click();
    expect(clicks).to.deep.equal(['other']);
    host.removeAttribute('data-marquee-failed');
  });

  it('stops listening once every server-rendered element of ours has hydrated, not waiting for one rendered in the browser', async () => {
    footer.setAttribute('data-hydrated', '');
    // Mutation observers run in a microtask.
    await Promise.resolve();
    // Only a listener still there could take this tap: no element hydrates in this way again.
    host.removeAttribute('data-hydrated');
    clicks.length = 0;
    buttons.menu.click();
    expect(clicks, 'the tap is the code\'s at once').to.deep.equal(['menu']);
    expect(buttons.menu.hasAttribute('data-pressed')).to.equal(false);
  });
});

describe('the after-paint loader, in this engine', () => {
  it('adds nothing as the parser meets it nor while the first frame is drawn, asks for the bundle once it is, runs it once, with the nonce, then preloads the later files (after it has run: test/node/delivery.test.mjs)', async () => {
    const bundle = runLoader('plain', { nonce: 'n0nce' });
    expect(added(bundle), 'nothing added as the parser meets it').to.equal(null);
    let inFirstFrame: boolean | undefined;
    let firstFrameAt = Number.NaN;
    // Called after the loader's own callback, in the same frame, before it is drawn.
    requestAnimationFrame(() => {
      inFirstFrame = added(bundle) !== null;
      firstFrameAt = performance.now();
    });
    await waitUntil(() => !Number.isNaN(firstFrameAt) && added(bundle) !== null, 'the bundle asked for once the first frame was drawn', { interval: 5, timeout: 5000 });
    const askedAfter = performance.now() - firstFrameAt;
    expect(inFirstFrame, 'nothing asked for while the first frame is drawn').to.equal(false);
    // In the task after that frame (Firefox on a busy machine may draw one more frame first), not
    // by the fallback of a tab that draws none, a second later.
    expect(askedAfter, 'asked for soon after the first frame').to.be.below(500);
    await waitUntil(() => runs().plain === 1, 'the bundle ran', { timeout: 5000 });
    const preloads = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.href);
    expect(preloads).to.include.members([new URL('/test/fixtures/after-paint-preloaded.js', location.href).href, new URL('/test/fixtures/after-paint-bundle.js?case=plain-preload', location.href).href]);
    await waitUntil(() => laterPreload('plain') !== null, 'the later files preloaded once the bundle ran', { timeout: 5000 });
    expect((laterPreload('plain') as HTMLLinkElement | null)?.nonce).to.equal('n0nce');
    expect(added(bundle)?.nonce).to.equal('n0nce');
    // Past its fallback for a tab that draws no frame (one second): it does not add the bundle again.
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(document.head.querySelectorAll(`script[src="${bundle}"]`).length).to.equal(1);
    expect(runs().plain).to.equal(1);
  });

  it('reads neither the cookie nor session storage before the first frame on a page with no server-rendered question; hides one this session answered', () => {
    const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie') as PropertyDescriptor;
    const getItem = Object.getOwnPropertyDescriptor(Storage.prototype, 'getItem') as PropertyDescriptor;
    const reads: string[] = [];
    Object.defineProperty(Document.prototype, 'cookie', {
      ...cookie,
      get(this: Document) {
        reads.push('cookie');
        return (cookie.get as () => string).call(this);
      },
    });
    Object.defineProperty(Storage.prototype, 'getItem', {
      ...getItem,
      value(this: Storage, key: string) {
        reads.push(key);
        return (getItem.value as (key: string) => string | null).call(this, key);
      },
    });
    const banner = document.createElement('consent-banner');
    try {
      sessionStorage.setItem(ANSWERED_FLAG, 'true');
      runLoader('no-question');
      expect(reads, 'each is a synchronous call to the browser, before the page is drawn').to.deep.equal([]);
      const question = document.createElement('div');
      question.setAttribute('part', 'banner');
      banner.attachShadow({ mode: 'open' }).append(question);
      document.body.append(banner);
      // Flags written in another session do not count (sessionFlags.ts): the cookie says which is this one.
      sessionStorage.setItem(FLAGS_SESSION, 'another-session');
      runLoader('question-another-session');
      expect(reads).to.include.members([ANSWERED_FLAG, FLAGS_SESSION, 'cookie']);
      expect(question.style.display, 'answered in another session').to.equal('');
      sessionStorage.removeItem(FLAGS_SESSION);
      runLoader('question');
      expect(question.style.display, 'this session answered it').to.equal('none');
    } finally {
      Object.defineProperty(Document.prototype, 'cookie', cookie);
      Object.defineProperty(Storage.prototype, 'getItem', getItem);
      sessionStorage.removeItem(ANSWERED_FLAG);
      banner.remove();
    }
  });

  it('runs the bundle with its true integrity hash and refuses it with a wrong one', async () => {
    const url = new URL(`${BUNDLE}?case=checked`, location.href).href;
    const bundle = runLoader('checked', { integrity: await sha384(url) });
    await waitUntil(() => runs().checked === 1, 'the bundle with its true hash ran', { timeout: 5000 });
    expect(added(bundle)?.crossOrigin).to.equal('anonymous');

    const refused = runLoader('forged', { integrity: `sha384-${'A'.repeat(64)}` });
    await waitUntil(() => added(refused) !== null, 'the bundle was added', { timeout: 5000 });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(runs().forged, 'a bundle whose hash does not match does not run').to.equal(undefined);
  });

  // Issue 34: markup a visitor can inject (named elements shadow properties of document; <base>
  // moves relative URLs) must not point the loader at another bundle, nor stop it.
  const ELSEWHERE = 'https://elsewhere.invalid/x.js';
  const attacks: Record<string, string> = {
    'an <img name="currentScript">': `<img name="currentScript" data-bundle="${ELSEWHERE}" data-preload="${ELSEWHERE}">`,
    'a <form name="currentScript">': `<form name="currentScript" data-bundle="${ELSEWHERE}"></form>`,
    'an <img name="head"> and a <form name="createElement">': '<img name="head"><form name="createElement"></form>',
    'a <base href> to another origin': '<base href="https://elsewhere.invalid/dist/">',
  };
  for (const [attack, html] of Object.entries(attacks)) {
    it(`runs its own bundle, from this origin, after ${attack}`, async () => {
      const name = `attack-${attack.replace(/\W+/g, '-')}`;
      const head = document.querySelector('head') as HTMLHeadElement;
      const before = head.children.length;
      const remove = inject(html);
      try {
        const bundle = runLoader(name);
        await waitUntil(() => runs()[name] === 1 && laterPreload(name) !== null, 'its own bundle ran, and the later files were preloaded', { timeout: 5000 });
        const asked = [...head.children].slice(before).map((node) => (node as HTMLScriptElement).src || (node as HTMLLinkElement).href);
        expect(asked, 'what the loader added: its own bundle, its preloads, then the later files, from this origin').to.deep.equal([
          bundle,
          new URL('/test/fixtures/after-paint-preloaded.js', location.origin).href,
          new URL(`${BUNDLE}?case=${name}-preload`, location.origin).href,
          new URL(`${LATER}${name}-later`, location.origin).href,
        ]);
      } finally {
        remove();
      }
    });
  }
});
