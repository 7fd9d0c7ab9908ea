// `npm run bench:soak` (after `npm run build`): a long single-page visit (issue 27 item 3). One page
// with the three tags, served by the reference backend, in headless Chromium: a visitor types
// thousands of distinct queries into the header's search box (click, type, two frames, select all and delete),
// and the page makes hundreds of same-document navigations (history.pushState and setting
// current-uri on the header and footer, as a router does; every fourth one back again with
// history.back(), whose popstate the page's router answers the same way). The JS heap (after full
// collections) and the DOM nodes and listeners are sampled at the start, after a warm-up, in the
// middle and at the end; the verdict: flat when the end is within 15% (heap) and 10% (nodes) of the
// middle. Then the size of the store's suggestion cache (at most SUGGESTION_CACHE_KEYS, 300).
//   node bench/soak.mjs [--queries 3000] [--navigations 300]
// About two to three minutes on two shared cores. Writes its figures into bench/results.json (its
// `soak` section, beside what `npm run bench` wrote) and the performance page. Exits 1 when not flat
// or the cache is over its bound.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { launchChromium } from './browser.mjs';
import { copyBuild } from './build.mjs';
import { startServer } from './server.mjs';

const { values } = parseArgs({ options: { queries: { type: 'string', default: '3000' }, navigations: { type: 'string', default: '300' } } });
const QUERIES = Number(values.queries);
const NAVIGATIONS = Number(values.navigations);
const CACHE_BOUND = 300;
const HEAP_TOLERANCE = 0.15;
const NODE_TOLERANCE = 0.1;

// A single-page host: its router tells the chrome of each navigation by setting current-uri.
const PAGE = `<!doctype html><html lang="en-US"><head><meta charset="utf-8"><title>Marquee soak</title>
<script type="module" src="/dist/marquee.js"></script></head><body style="margin: 0">
<site-header current-uri="/soak/" page-view-on-navigation></site-header>
<main style="min-height: 400px"><h1>Soak</h1></main>
<site-footer current-uri="/soak/"></site-footer>
<consent-banner></consent-banner>
<script>
  const route = () => {
    const uri = location.pathname + location.search;
    for (const element of document.querySelectorAll('site-header, site-footer')) element.setAttribute('current-uri', uri);
  };
  addEventListener('popstate', route);
  window.soakNavigate = (path) => { history.pushState(null, '', path); route(); };
  window.soakBack = () => new Promise((resolve) => { addEventListener('popstate', () => resolve(location.pathname), { once: true }); history.back(); });
</script></body></html>`;

// Distinct queries a visitor might type: a word and a running number, so every one is new.
const WORDS = ['star', 'wars', 'matrix', 'alien', 'heat', 'up', 'jaws', 'rocky', 'fargo', 'brazil', 'vertigo', 'psycho', 'amelie', 'tron', 'dune', 'big'];
const queryAt = (/** @type {number} */ i) => `${WORDS[i % WORDS.length] ?? ''} ${(i * 7919).toString(36)}`;

/**
 * @typedef {{ at: string, heap: number, nodes: number, listeners: number, seconds: number }} Sample
 */

/** A copy of the build; one being rebuilt by someone else (dist/ briefly missing) is waited for. */
async function copyFinishedBuild() {
  for (let attempt = 1; ; attempt++) {
    try {
      return await copyBuild();
    } catch (error) {
      if (attempt === 12) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5000));
    }
  }
}

const build = await copyFinishedBuild();
const server = await startServer({ '/soak/': PAGE }, { root: build.root });
const browser = await launchChromium();
const started = performance.now();
let failed = false;
/** @type {Record<string, unknown> | undefined} What the run found, for bench/results.json. */
let figures;
try {
  const tab = await browser.newPage();
  await tab.setViewport({ width: 1280, height: 800 });
  const cdp = await tab.createCDPSession();
  let suggestionRequests = 0;
  let lastSuggestion = '';
  tab.on('request', (request) => {
    if (!/\/suggestion\//.test(request.url())) return;
    suggestionRequests++;
    lastSuggestion = decodeURIComponent(new URL(request.url()).pathname);
  });
  await tab.goto(`${server.url}/soak/`, { waitUntil: 'networkidle0' });
  await tab.waitForFunction(() => document.querySelector('site-header')?.shadowRoot?.querySelector('.search-input') && document.querySelector('site-footer')?.shadowRoot?.querySelector('a'));
  // The consent question, as a visitor answers it, so it is not on screen through the visit.
  const accept = await tab.waitForFunction(() => document.querySelector('consent-banner')?.shadowRoot?.querySelector('button'), { timeout: 10_000 }).catch(() => null);
  if (accept) await /** @type {import('puppeteer-core').ElementHandle<Element>} */ (accept).click();

  /** @type {Sample[]} */
  const samples = [];
  /** @param {string} at */
  const sample = async (at) => {
    await tab.waitForNetworkIdle({ idleTime: 300, timeout: 15_000 }).catch(() => undefined);
    for (let i = 0; i < 3; i++) await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = await cdp.send('Runtime.getHeapUsage');
    const { nodes, jsEventListeners } = await cdp.send('Memory.getDOMCounters');
    samples.push({ at, heap: usedSize, nodes, listeners: jsEventListeners, seconds: (performance.now() - started) / 1000 });
  };

  const input = await tab.evaluateHandle(() => /** @type {HTMLInputElement} */ (document.querySelector('site-header')?.shadowRoot?.querySelector('.search-input')));
  const field = /** @type {import('puppeteer-core').ElementHandle<HTMLInputElement>} */ (input);
  /**
   * A key as CDP's Input.dispatchKeyEvent takes it, down or up: letters, digits and space, as a US
   * keyboard types them (keydown, keypress and input, keyup in the page).
   * @param {string} char
   * @param {'keyDown' | 'keyUp'} type
   * @param {number} [modifiers]  2 for Control
   */
  const keyEvent = (char, type, modifiers = 0) => {
    const code = char === ' ' ? 'Space' : /\d/.test(char) ? `Digit${char}` : `Key${char.toUpperCase()}`;
    const text = type === 'keyDown' && modifiers === 0 ? { text: char, unmodifiedText: char } : {};
    return { type, key: char, code, windowsVirtualKeyCode: char.toUpperCase().charCodeAt(0), modifiers, ...text };
  };
  const BACKSPACE = { key: 'Backspace', code: 'Backspace', windowsVirtualKeyCode: 8 };
  const CONTROL = { key: 'Control', code: 'ControlLeft', windowsVirtualKeyCode: 17 };
  /** @param {object[]} events  sent at once, as fast typing sends them: Chromium handles them in order */
  const press = (events) => Promise.all(events.map((event) => cdp.send('Input.dispatchKeyEvent', /** @type {any} */ (event))));
  /**
   * Types a query, leaves it for two frames, and clears it (select all, delete). The keys are sent
   * without waiting for each answer; the pause is a person's least: the suggestion request leaves
   * after the frame of the last key (keys within one frame are asked for as one), so a query
   * cleared within its own frame would be asked for never, and the cache would go untried.
   * @param {string} query
   */
  const typeAndClear = async (query) => {
    await press([...query].flatMap((char) => [keyEvent(char, 'keyDown'), keyEvent(char, 'keyUp')]));
    await tab.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await press([
      { type: 'rawKeyDown', ...CONTROL, modifiers: 2 },
      { ...keyEvent('a', 'keyDown', 2), type: 'rawKeyDown' },
      keyEvent('a', 'keyUp', 2),
      { type: 'keyUp', ...CONTROL },
      { type: 'rawKeyDown', ...BACKSPACE },
      { type: 'keyUp', ...BACKSPACE },
    ]);
  };

  let navigations = 0;
  let typed = 0;
  let keys = 0;
  /** Types queries [from, to) and makes the navigations that fall among them. */
  const visit = async (/** @type {number} */ from, /** @type {number} */ to) => {
    for (let i = from; i < to; i++) {
      // The visitor comes back to the box now and then (a navigation takes nothing from it).
      if (i % 10 === 0) await field.click();
      const query = queryAt(i);
      await typeAndClear(query);
      typed++;
      keys += query.length + 3;
      // The navigations spread evenly over the queries.
      while (navigations < Math.floor(((i + 1) * NAVIGATIONS) / QUERIES)) {
        navigations++;
        if (navigations % 4 === 0) await tab.evaluate(() => /** @type {any} */ (window).soakBack());
        else await tab.evaluate((n) => /** @type {any} */ (window).soakNavigate(`/title/tt${String(1000000 + n)}/?ref_=soak`), navigations);
      }
    }
  };

  await sample('start');
  const warm = Math.floor(QUERIES / 10);
  await visit(0, warm);
  await sample('warm-up');
  await visit(warm, Math.floor(QUERIES / 2));
  await sample('middle');
  await visit(Math.floor(QUERIES / 2), QUERIES);
  await sample('end');

  // The store behind the header, found through React's fiber on the rendered bar: its suggestion cache.
  const cache = await tab.evaluate(() => {
    const bar = document.querySelector('site-header')?.shadowRoot?.querySelector('.navbar');
    const fiberKey = bar ? Object.keys(bar).find((key) => key.startsWith('__reactFiber$')) : undefined;
    /** @type {any} */
    let fiber = fiberKey && bar ? /** @type {any} */ (bar)[fiberKey] : null;
    while (fiber && !fiber.memoizedProps?.store?.getState) fiber = fiber.return;
    const state = fiber?.memoizedProps.store.getState();
    const typedText = /** @type {HTMLInputElement | null | undefined} */ (document.querySelector('site-header')?.shadowRoot?.querySelector('.search-input'))?.value;
    return state ? { keys: Object.keys(state.search.suggestions).length, path: location.pathname, query: state.search.query, typedText } : null;
  });
  const returnPaths = await tab.evaluate(() =>
    [...(document.querySelector('site-header')?.shadowRoot?.querySelectorAll('a[href]') ?? [])].map((a) => new URL(/** @type {HTMLAnchorElement} */ (a).href).searchParams.get('u')).filter((u) => u !== null),
  );

  const MB = 1024 * 1024;
  console.log(`Soak: ${String(typed)} distinct queries (${String(keys)} keys), ${String(navigations)} same-document navigations (${String(navigations - Math.floor(navigations / 4))} pushState, ${String(Math.floor(navigations / 4))} back), ${String(suggestionRequests)} suggestion requests (the last ${lastSuggestion}), in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  console.log('sample'.padEnd(10), 'JS heap MB'.padStart(11), 'DOM nodes'.padStart(10), 'listeners'.padStart(10), 'at s'.padStart(6));
  for (const { at, heap, nodes, listeners, seconds } of samples) {
    console.log(at.padEnd(10), (heap / MB).toFixed(2).padStart(11), String(nodes).padStart(10), String(listeners).padStart(10), seconds.toFixed(0).padStart(6));
  }
  const middle = /** @type {Sample} */ (samples.find((s) => s.at === 'middle'));
  const end = /** @type {Sample} */ (samples.find((s) => s.at === 'end'));
  const change = (/** @type {number} */ a, /** @type {number} */ b) => (b - a) / a;
  const heapFlat = Math.abs(change(middle.heap, end.heap)) <= HEAP_TOLERANCE;
  const nodesFlat = Math.abs(change(middle.nodes, end.nodes)) <= NODE_TOLERANCE;
  const pct = (/** @type {number} */ x) => `${x >= 0 ? '+' : ''}${(x * 100).toFixed(1)}%`;
  console.log(`middle → end: heap ${pct(change(middle.heap, end.heap))} (flat within ${String(HEAP_TOLERANCE * 100)}%: ${heapFlat ? 'yes' : 'NO'}), DOM nodes ${pct(change(middle.nodes, end.nodes))} (within ${String(NODE_TOLERANCE * 100)}%: ${nodesFlat ? 'yes' : 'NO'}), listeners ${pct(change(middle.listeners, end.listeners))}`);
  // A visit that asked for fewer keys than the bound never tried it (so it is a failed run too).
  const bounded = cache !== null && cache.keys <= CACHE_BOUND && suggestionRequests > CACHE_BOUND;
  console.log(`Suggestion cache at the end: ${cache ? String(cache.keys) : 'not found'} keys (bound ${String(CACHE_BOUND)}, ${String(suggestionRequests)} asked): ${bounded ? 'bounded' : 'NOT BOUNDED, or the bound never tried'}`);
  const following = returnPaths.length > 0 && returnPaths.every((u) => u === returnPaths[0]) && returnPaths[0]?.startsWith(cache?.path ?? '?');
  console.log(`Header links' u= at the end: ${returnPaths[0] ?? 'none'} (${String(returnPaths.length)} links; the page is at ${cache?.path ?? '?'}: ${following ? 'following' : 'NOT FOLLOWING'})`);
  console.log(`Search box at the end: ${JSON.stringify(cache?.typedText)} (store: ${JSON.stringify(cache?.query)})`);
  console.log(`Verdict: ${heapFlat && nodesFlat ? 'flat' : 'GROWING'}`);
  failed = !(heapFlat && nodesFlat && bounded && following);
  figures = {
    date: new Date().toISOString(),
    seconds: Math.round((performance.now() - started) / 1000),
    queries: typed,
    keys,
    navigations,
    suggestionRequests,
    samples,
    cacheKeys: cache?.keys,
    cacheBound: CACHE_BOUND,
    heapChange: change(middle.heap, end.heap),
    heapTolerance: HEAP_TOLERANCE,
    nodesChange: change(middle.nodes, end.nodes),
    nodeTolerance: NODE_TOLERANCE,
    linksFollow: following,
  };
} finally {
  await browser.close();
  await server.close();
  build.remove();
}
const RESULTS = new URL('./results.json', import.meta.url);
if (figures && existsSync(RESULTS)) {
  writeFileSync(RESULTS, `${JSON.stringify({ ...JSON.parse(readFileSync(RESULTS, 'utf8')), soak: figures }, null, 2)}\n`);
  await import('../scripts/performance-page.mjs');
  console.log('Written to bench/results.json (soak), and shown in docs/performance.md.');
}
process.exit(failed ? 1 : 0);
