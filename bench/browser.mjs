// Headless Debian Chromium through puppeteer-core (no browser download), and the in-browser
// measurements shared by `npm run bench` and the CI budget test: layout shift and memory.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import puppeteer from 'puppeteer-core';
import { atEndOfBody, loadBundleAfterPaint } from '../demo/server/serverRender.mjs';

const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
export const TAGS = ['site-header', 'site-footer', 'consent-banner'];

export function launchChromium(/** @type {string[]} */ extraArgs = []) {
  return puppeteer.launch({ executablePath: CHROMIUM, headless: true, args: [...ARGS, ...extraArgs] });
}

/**
 * The demo page without the demo's event inspector: the inspector is a panel for people trying
 * the demo, docked beside the page once its script runs, and its shifts are not the chrome's. Its
 * stylesheet goes too: one more request ahead of the first paint would pad every page alike.
 */
export function demoPageWithoutInspector() {
  const html = readFileSync(new URL('../demo/index.html', import.meta.url), 'utf8');
  const inspector = [/\s*<script src="\/inspector\.js"[^>]*><\/script>/, /\s*<link rel="stylesheet" href="\/inspector-room\.css"[^>]*>/];
  if (!inspector.every((tag) => tag.test(html))) throw new Error('demo/index.html no longer loads /inspector.js and /inspector-room.css: update bench/browser.mjs');
  return inspector.reduce((page, tag) => page.replace(tag, ''), html);
}

const BUNDLE = '<script type="module" src="/dist/marquee.js"></script>';

/**
 * The tags the manual gives a page for loading the chrome (docs/using-on-a-page.md), from marquee-site-chrome/server's chromeHeadTags:
 * every up-front file named at once (for the head), or the after-paint loader (for the end of the
 * body) and its prefetch of the shared code (for the head); undefined when the build has no
 * chromeHeadTags.
 * @param {Record<string, unknown>} server  dist/server/index.js
 * @param {'at-once' | 'after-paint' | 'prefetch'} load  after-paint (end of body) and prefetch (head) for server-rendered chrome
 */
function readmeTags(server, load) {
  const { chromeHeadTags } = server;
  return typeof chromeHeadTags === 'function' ? String(chromeHeadTags({ locale: 'en-US', load })) : undefined;
}

/**
 * The pages `npm run bench` times: the demo page (without the inspector) loading the chrome each
 * way the manual tells, and its floor. Server-rendered chrome is rendered by renderChromeTags
 * (so renderElement) as the reference backend renders `/` for a signed-out visitor.
 * - floor: the server-rendered page with every script and modulepreload removed: the same HTML at
 *   the cost of HTML alone, which no page with the chrome can beat;
 * - serverRendered, prerendered (`npm run prerender`'s en-US fragments in place, as a server that is
 *   not Node includes them, with dist/head's includes): the bundle loaded after the first frame,
 *   its shared code prefetched from the head;
 * - clientOnly: the three empty tags and the head tags; clientOnlyStable: the plain snippet, one
 *   script tag naming the stable dist/marquee.js.
 * @param {string} origin  the origin the pages are served from
 * @param {string} root  the build's folder (bench/build.mjs): its dist/server renders
 */
export async function benchPages(origin, root) {
  const server = await import(pathToFileURL(join(root, 'dist', 'server', 'index.js')).href);
  const host = demoPageWithoutInspector();
  if (!host.includes(BUNDLE)) throw new Error(`demo/index.html has no ${BUNDLE}: update bench/browser.mjs`);
  const rendered = await server.renderChromeTags(host, { origin, defaults: { 'current-uri': '/' } });
  if (!rendered.includes('shadowrootmode')) throw new Error('renderChromeTags rendered nothing on the demo page: update bench/browser.mjs');
  // The en-US fragments as `npm run prerender` writes them (scripts/prerender.mjs), from this build.
  let prerendered = host;
  for (const tag of ['site-header', 'site-footer']) {
    const empty = `<${tag}></${tag}>`;
    if (!host.includes(empty)) throw new Error(`demo/index.html has no empty <${tag}>: update bench/browser.mjs`);
    prerendered = prerendered.replace(empty, await server.renderElement(tag, {}, { locale: 'en-US', origin: 'http://localhost' }));
  }
  const atOnce = readmeTags(server, 'at-once');
  const afterPaint = readmeTags(server, 'after-paint');
  const prefetch = readmeTags(server, 'prefetch') ?? '';
  const withHead = (/** @type {string} */ html, /** @type {string | undefined} */ tags) => (tags ? html.replace(BUNDLE, tags) : html);
  // The after-paint tags go at the end of the body and the prefetch in the head, as
  // docs/server-rendering.md tells (the stable name by hand without them).
  const afterPaintPage = (/** @type {string} */ html, /** @type {string | undefined} */ tags, /** @type {string} */ head) =>
    tags ? atEndOfBody(html.replace(BUNDLE, head), tags) : loadBundleAfterPaint(html);
  // What a server that is not Node includes in its head and at the end of its body (docs/server-rendering.md).
  const include = join(root, 'dist', 'head', 'en-US.after-paint.html');
  const headInclude = join(root, 'dist', 'head', 'prefetch.html');
  return {
    headTags: typeof server.chromeHeadTags === 'function' ? 'chromeHeadTags' : 'none',
    floor: rendered.replace(/<script\b[\s\S]*?<\/script>\s*/g, '').replace(/<link rel="modulepreload"[^>]*>\s*/g, ''),
    serverRendered: afterPaintPage(rendered, afterPaint, prefetch),
    prerendered: afterPaintPage(prerendered, existsSync(include) ? readFileSync(include, 'utf8').trim() : afterPaint, existsSync(headInclude) ? readFileSync(headInclude, 'utf8').trim() : prefetch),
    clientOnly: withHead(host, atOnce),
    clientOnlyStable: host,
  };
}

/**
 * The demo page without the inspector, its <site-header> and <site-footer> rendered on the server
 * by marquee-site-chrome/server (dist/server/index.js) as the reference backend renders `/` for a signed-out
 * visitor, and the bundle loaded after the first frame as docs/server-rendering.md tells such pages to; it then
 * hydrates them.
 * @param {string} origin  the origin the page is served from
 */
export async function serverRenderedDemoPage(origin) {
  const { renderChromeTags } = await import(new URL('../dist/server/index.js', import.meta.url).href);
  const html = await renderChromeTags(demoPageWithoutInspector(), { origin, defaults: { 'current-uri': '/' } });
  if (!html.includes('shadowrootmode')) throw new Error('renderChromeTags rendered nothing on the demo page: update bench/browser.mjs');
  return loadBundleAfterPaint(html);
}

/**
 * The README's first snippet as a page: its reservation rule, `/dist/marquee.js` and the three tags
 * (the banner left out with `banner` false), with the attributes given and `main` as the page's own
 * content. Shared by `npm run bench:lighthouse` and the Node tests of client-only pages.
 * @param {{ lang?: string, header?: string, footer?: string, banner?: boolean, main?: string }} [options]
 */
export function readmeSnippetPage({ lang = 'en-US', header = '', footer = '', banner = true, main = '' } = {}) {
  return `<!doctype html>
<html lang="${lang}">
  <head>
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>The README's snippet</title>
    <style>
      site-header:not(:defined) { display: block; min-height: 56px; background: #121212; }
      body { margin: 0; }
    </style>
    <script type="module" src="/dist/marquee.js"></script>
  </head>
  <body>
    ${banner ? '<consent-banner></consent-banner>' : ''}
    <site-header ${header}></site-header>
    <main>${main}</main>
    <site-footer ${footer}></site-footer>
  </body>
</html>`;
}

/** A page with the bundle and no element on it, for the mount/remove cycles. */
export const EMPTY_PAGE = '<!doctype html><html lang="en-US"><title>Marquee bench</title><script type="module" src="/dist/marquee.js"></script><body></body></html>';

/** @param {number} ms */
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Cumulative layout shift of a page load, from navigation until the three elements have
 * rendered (server-rendered ones hydrated), the consent banner has appeared and a second has
 * passed (`layout-shift` entries, buffered, without those right after input, as CLS counts them).
 * @param {import('puppeteer-core').Page} page
 * @param {string} url
 */
export async function measureCls(page, url) {
  await page.evaluateOnNewDocument(() => {
    const state = { cls: 0, shifts: /** @type {string[]} */ ([]) };
    Object.assign(window, { __cls: state });
    new PerformanceObserver((list) => {
      for (const entry of /** @type {(PerformanceEntry & { value: number, hadRecentInput: boolean, sources?: { node?: Node | null }[] })[]} */ (list.getEntries())) {
        if (entry.hadRecentInput) continue;
        state.cls += entry.value;
        state.shifts.push(`${entry.value.toFixed(4)} at ${entry.startTime.toFixed(0)} ms: ${(entry.sources ?? []).map((s) => s.node?.nodeName ?? '?').join(', ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction(
    (tags) =>
      tags.every((tag) => {
        const element = document.querySelector(tag);
        const root = element?.shadowRoot;
        // Server-rendered content (declarative shadow DOM) counts once hydrated: until then it is the server's HTML.
        const serverRendered = Array.from(root?.children ?? []).some((child) => child.hasAttribute('data-marquee-ssr'));
        return root?.firstElementChild?.firstElementChild && (!serverRendered || element?.hasAttribute('data-hydrated'));
      }),
    { timeout: 30_000 },
    TAGS,
  );
  await sleep(1000);
  return /** @type {{ cls: number, shifts: string[] }} */ (await page.evaluate(() => /** @type {any} */ (window).__cls));
}

/**
 * @typedef {{ heap: number, nodes: number, listeners: number }} MemoryCounts
 * @typedef {{ tag: string, start: MemoryCounts, end: MemoryCounts }} LeakResult
 */

/**
 * JS heap in use and live DOM nodes and event listeners of the page, after forced full collections.
 * @param {import('puppeteer-core').CDPSession} cdp
 * @returns {Promise<MemoryCounts>}
 */
async function memoryCounts(cdp) {
  for (let i = 0; i < 3; i++) await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  const { nodes, jsEventListeners } = await cdp.send('Memory.getDOMCounters');
  return { heap: usedSize, nodes, listeners: jsEventListeners };
}

/**
 * Memory counts once the page is quiet: an element's effects run on after it is removed (a
 * consent banner's answer arrives, the sanitizer loads and creates its document once).
 * @param {import('puppeteer-core').Page} page
 * @param {import('puppeteer-core').CDPSession} cdp
 */
async function settledMemoryCounts(page, cdp) {
  // Given longer once: a stall of the shared machine past 10 s once cost a whole bench its figures.
  await page.waitForNetworkIdle({ idleTime: 250, timeout: 10_000 }).catch(() => page.waitForNetworkIdle({ idleTime: 250, timeout: 30_000 }));
  return memoryCounts(cdp);
}

/**
 * Appends the tag, waits for it to render into its shadow root, removes it; `count` times.
 * @param {import('puppeteer-core').Page} page
 * @param {string} tag
 * @param {number} count
 */
function mountCycles(page, tag, count) {
  return page.evaluate(async (tag, count) => {
    for (let i = 0; i < count; i++) {
      const element = document.body.appendChild(document.createElement(tag));
      for (let wait = 0; wait < 200 && !element.shadowRoot?.firstElementChild; wait++) await new Promise((resolve) => setTimeout(resolve, 0));
      if (!element.shadowRoot?.firstElementChild) throw new Error(`<${tag}> did not render`);
      element.remove();
    }
  }, tag, count);
}

/**
 * Mounts and removes each element `cycles` times on a page with only the bundle, and compares
 * memory after collection with the start. The start is taken after `warmup` cycles of every
 * element: the first hundreds of mounts grow the heap with V8's compiled code and type feedback,
 * which stops growing (it does not with --jitless), and is no leak.
 * @param {import('puppeteer-core').Page} page  a fresh page
 * @param {string} url  of a page that loads the bundle and has no element
 * @returns {Promise<LeakResult[]>}
 */
export async function measureLeaks(page, url, { warmup = 300, cycles = 500 } = {}) {
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction((tags) => tags.every((tag) => customElements.get(tag)), {}, TAGS);
  const cdp = await page.createCDPSession();
  // Mounts removed before their question arrives never load the prompt's sanitizer, whose one
  // document would then appear during the measured cycles: one banner asks first, then the warm-up.
  await page.evaluate(async () => {
    const banner = document.body.appendChild(document.createElement('consent-banner'));
    for (let wait = 0; wait < 100 && !banner.shadowRoot?.querySelector('.banner'); wait++) await new Promise((resolve) => setTimeout(resolve, 50));
    banner.remove();
  });
  for (const tag of TAGS) await mountCycles(page, tag, warmup);
  const results = [];
  for (const tag of TAGS) {
    // Right before measuring, a few cycles of this element alone: whatever it creates once (a lazy
    // part, its styles) is then there at the start and at the end alike.
    await mountCycles(page, tag, 50);
    const start = await settledMemoryCounts(page, cdp);
    await mountCycles(page, tag, cycles);
    results.push({ tag, start, end: await settledMemoryCounts(page, cdp) });
  }
  await cdp.detach();
  return results;
}
