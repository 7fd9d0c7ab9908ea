// Issue 37: a client-only page (the README's snippet: the tags and /dist/marquee.js) shows its
// chrome before React runs. The stable entry paints the HTML the server renderer writes, built
// ahead per locale (scripts/paint-entries.mjs), with the page's values put in; the bundle then
// hydrates it in place. Served by the reference backend as `npm start` serves dist/. Needs dist/.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { after, before, test } from 'node:test';
import { launchChromium, readmeSnippetPage } from '../../bench/browser.mjs';
import { startBackendServer } from './helpers/backendServer.mjs';

const manifestFile = new URL('../../dist/manifest.json', import.meta.url);
const skip = existsSync(manifestFile) ? false : 'dist/ is missing: run `npm run build` first';
const manifest = skip ? undefined : JSON.parse(readFileSync(manifestFile, 'utf8'));

/** The README's first snippet, with the header's attributes given, and text of the page's own. */
const snippet = (/** @type {string} */ header, /** @type {string} */ footer = '') =>
  readmeSnippetPage({ header, footer, main: `<h1>A page</h1><p>${'Its text. '.repeat(80)}</p>` });

const PAGES = {
  '/signed-in.html': snippet('locale="en-US" is-logged-in username="Ada" watchlist-count="3"'),
  '/signed-out.html': snippet(''),
  '/german.html': snippet('locale="de_de" is-logged-in username="Ada &amp; &lt;b&gt;Bo&lt;/b&gt;" watchlist-count="21"'),
  '/unnamed.html': snippet('is-logged-in'),
  '/named-site.html': snippet('site-name="Cinema"'),
  '/tracked.html': snippet('page-type="title" request-id="r1"', 'ref-tag="ft"'),
};

/** @type {Awaited<ReturnType<typeof startBackendServer>>} */
let server;
/** @type {import('puppeteer-core').Browser} */
let browser;
before(async () => {
  if (skip) return;
  server = await startBackendServer({ pages: PAGES });
  browser = await launchChromium();
});
after(async () => {
  await browser?.close();
  await server?.close();
});

/** The bundle by its hashed name: the stable entry asks for it once it has painted. */
const isBundle = (/** @type {string} */ path) => path === `/dist/${String(manifest?.entries.marquee.file)}`;

/**
 * What the header and footer show: read from the page's first frame on (every animation frame),
 * until both are hydrated, or, with the bundle never answered, for two seconds.
 * @param {string} path @param {{ bundle?: boolean, width?: number }} [options]
 */
async function visit(path, { bundle = true, width = 1280 } = {}) {
  const context = await browser.createBrowserContext();
  try {
    const tab = await context.newPage();
    await tab.setViewport({ width, height: 800 });
    /** @type {string[]} */
    const messages = [];
    tab.on('console', (message) => void (['warn', 'error'].includes(message.type()) && messages.push(message.text())));
    tab.on('pageerror', (error) => void messages.push(`uncaught: ${String(error)}`));
    await tab.setRequestInterception(true);
    tab.on('request', (request) => {
      if (!bundle && isBundle(new URL(request.url()).pathname)) return; // never answered
      void request.continue();
    });
    await tab.evaluateOnNewDocument(() => {
      /** @type {{ defined: boolean, text: string }[]} */
      const frames = [];
      Object.assign(window, { frames_: frames, shifts_: 0 });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) Object.assign(window, { shifts_: /** @type {any} */ (window).shifts_ + /** @type {any} */ (entry).value });
      }).observe({ type: 'layout-shift', buffered: true });
      const look = () => {
        const root = document.querySelector('site-header')?.shadowRoot;
        if (root) frames.push({ defined: customElements.get('site-header') !== undefined, text: root.querySelector('[data-marquee-ssr], .chrome-root')?.textContent ?? '' });
        requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    });
    await tab.goto(`${server.origin}${path}?from=list`, { waitUntil: 'domcontentloaded' });
    // Painted content is hydrated; an element left to React renders as on any client-only page.
    const done = () =>
      ['site-header', 'site-footer'].every((tag) => {
        const element = document.querySelector(tag);
        return element?.hasAttribute('data-hydrated') || (element?.hasAttribute('data-initialised') && !element.shadowRoot?.querySelector('[data-marquee-ssr]') && element.shadowRoot?.querySelector('a[href]'));
      });
    if (bundle) await tab.waitForFunction(done, { timeout: 20_000 });
    else await new Promise((resolve) => setTimeout(resolve, 2000));
    const seen = await tab.evaluate(() => {
      const header = document.querySelector('site-header')?.shadowRoot;
      const footer = document.querySelector('site-footer')?.shadowRoot;
      const any = /** @type {any} */ (window);
      return {
        /** @type {{ defined: boolean, text: string }[]} */
        frames: any.frames_,
        shifts: /** @type {number} */ (any.shifts_),
        defined: customElements.get('site-header') !== undefined,
        headerLinks: [...(header?.querySelectorAll('a[href]') ?? [])].map((a) => a.getAttribute('href') ?? ''),
        footerLinks: footer?.querySelectorAll('a[href]').length ?? 0,
        username: header?.querySelector('.username')?.textContent,
        count: header?.querySelector('.watchlist .count')?.textContent,
        spokenCount: header?.querySelector('.watchlist .visually-hidden')?.textContent,
        accountLabel: header?.querySelector('.account button')?.getAttribute('aria-label'),
        text: header?.querySelector('[data-marquee-ssr], .chrome-root')?.textContent ?? '',
      };
    });
    return { ...seen, messages };
  } finally {
    await context.close();
  }
}

test('the bundle never arriving, the snippet still shows its header and footer, signed in as the page says', { skip, timeout: 120_000 }, async () => {
  const seen = await visit('/signed-in.html', { bundle: false });
  assert.equal(seen.defined, false, 'React never ran');
  assert.ok(seen.headerLinks.length > 5, 'the header has its links');
  assert.ok(seen.footerLinks > 10, 'the footer has its links');
  assert.equal(seen.username, 'Ada');
  assert.equal(seen.count, '3');
  assert.equal(seen.spokenCount, '3 titles');
  assert.equal(seen.accountLabel, 'Account menu for Ada');
  assert.doesNotMatch(seen.text, /Sign In/);
  // Links carry this page's path in `u`, as the hydrated chrome's do.
  assert.ok(seen.headerLinks.some((href) => href.endsWith('u=%2Fsigned-in.html%3Ffrom%3Dlist')), seen.headerLinks.join(' '));

  const out = await visit('/signed-out.html', { bundle: false });
  assert.match(out.text, /Sign In/, 'a signed-out page shows Sign In');
  assert.equal(out.count, undefined);
});

test('painted, then hydrated in place: no mismatch, no layout shift, and a signed-in page never shows Sign In', { skip, timeout: 180_000 }, async () => {
  for (const width of [375, 1280]) {
    const seen = await visit('/signed-in.html', { width });
    const before = seen.frames.filter((frame) => !frame.defined);
    assert.ok(before.some((frame) => frame.text.includes('Watchlist')), `${String(width)} px: painted before React ran`);
    assert.deepEqual(
      seen.frames.filter((frame) => frame.text.includes('Sign In')),
      [],
      `${String(width)} px: Sign In never shown`,
    );
    assert.deepEqual(seen.messages.filter((text) => /match|hydrat|uncaught/i.test(text)), [], 'hydrated without a mismatch');
    assert.equal(seen.shifts, 0, `${String(width)} px: nothing shifts`);
    assert.equal(seen.username, 'Ada');
  }
});

test('in German, with a name that is markup and a count with its own words: the page\'s values, as text', { skip, timeout: 120_000 }, async () => {
  const painted = await visit('/german.html', { bundle: false });
  assert.equal(painted.username, 'Ada & <b>Bo</b>', 'the name as text, not markup');
  assert.equal(painted.count, '21');
  assert.match(painted.text, /Merkliste/);
  const hydrated = await visit('/german.html');
  for (const key of /** @type {const} */ (['username', 'count', 'spokenCount', 'accountLabel'])) assert.equal(painted[key], hydrated[key], `${key}: painted as React renders it`);
  const unnamed = await visit('/unnamed.html', { bundle: false });
  assert.equal(unnamed.username, 'Your Account');
});

test('settings painting cannot honour leave the element to React, as before; settings it need not see do not stop it', { skip, timeout: 120_000 }, async () => {
  const named = await visit('/named-site.html', { bundle: false });
  assert.equal(named.headerLinks.length, 0, 'not painted: the site name is in its labels');
  const hydrated = await visit('/named-site.html');
  assert.ok(hydrated.headerLinks.length > 5, 'rendered by React');
  const tracked = await visit('/tracked.html', { bundle: false });
  assert.ok(tracked.headerLinks.length > 5, 'painted despite its tracking settings');
});

/** A value of each setting painting does not look at (src/paint/paintChrome.ts UNSEEN_ATTRIBUTES). */
const SAMPLES = {
  'page-type': 'title', 'sub-page-type': 'reviews', 'page-const': 'tt0000001', 'request-id': 'r1', 'no-consent-banner': '', 'ref-tag': 'nv_x',
  'page-action': 'pa', 'site-variant': 'sv', 'country-of-residence': 'DE', 'marketplace-id': 'm1', 'page-view-on-navigation': '', service: 'legacy',
  'suggestion-host': 'https://suggest.example.com', 'suggestion-timeout': '500', 'tracking-endpoint': '/t/', 'error-endpoint': '/e/',
  'weblab-endpoint': '/w/', 'graph-endpoint': '/g', 'graph-dev-endpoint': '/gd', 'logging-endpoint': '/l/', 'logging-stage': 'beta',
  'logging-endpoint-beta': '/lb/', 'logging-endpoint-gamma': '/lg/', 'logging-endpoint-prod': '/lp/', 'ad-block-bait-url': '/ads.js',
  'disable-body-styling': '', 'handles-locale-change': '', 'locale-url-template': '/{locale}{path}',
};

test('every setting painting does not look at changes nothing in the HTML it paints', { skip, timeout: 120_000 }, async () => {
  const { build } = await import('esbuild');
  const { outputFiles } = await build({ entryPoints: [new URL('../../src/paint/paintChrome.ts', import.meta.url).pathname], bundle: true, format: 'esm', write: false, logLevel: 'error' });
  const { UNSEEN_ATTRIBUTES } = await import(`data:text/javascript,${encodeURIComponent(outputFiles[0]?.text ?? '')}`);
  const { renderElement } = await import(new URL('../../dist/server/index.js', import.meta.url).href);
  assert.deepEqual([...UNSEEN_ATTRIBUTES].sort(), Object.keys(SAMPLES).sort(), 'a sample for each');
  // Less the attributes it was rendered with (hydration's own record of them).
  const content = async (/** @type {string} */ tag, /** @type {Record<string, string>} */ attributes) => (await renderElement(tag, attributes)).replace(/^<[^>]+>/, '').replace(/ data-marquee-ssr="[^"]*"/, '');
  for (const tag of ['site-header', 'site-footer']) {
    const plain = await content(tag, {});
    for (const [name, value] of Object.entries(SAMPLES)) assert.ok((await content(tag, { [name]: value })) === plain, `<${tag} ${name}="${value}"> renders other HTML`);
  }
});
