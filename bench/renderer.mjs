// The server renderer per page view beside its floor (issue 77), in a process of its own:
// `node --expose-gc bench/renderer.mjs` prints its figures as JSON (scripts/bench-server.mjs runs
// it, and writes them to bench/results.json).
//
// A page view is renderChromeTags (and renderChromeTagsToBuffer) on a page with the three elements, as the reference backend renders
// `/`: en-US, de-DE and ar-AE, a member (a new name, path and watchlist count each time) and a
// visitor signed out (a new path each time, asked the consent question), each with its own nonce.
// The floor writes the same HTML from a string template: the page rendered once per variant with
// marks where its request's values go, filled by one `replace` pass. Both are measured the same way:
// CPU time per page view over a steady run (process.cpuUsage), each page view's own time for p99,
// and the memory allocated per page view (heap and buffers), read between two collections over a batch that no
// collection interrupted (the young generation made large enough for it, --min-semi-space-size).
import { existsSync } from 'node:fs';
import { PerformanceObserver } from 'node:perf_hooks';
import v8 from 'node:v8';

const SERVER = new URL('../dist/server/index.js', import.meta.url);
if (!existsSync(SERVER)) {
  console.error('dist/server/index.js is missing: run `npm run build` first.');
  process.exit(1);
}
if (typeof globalThis.gc !== 'function') {
  console.error('Run with node --expose-gc (scripts/bench-server.mjs does).');
  process.exit(1);
}
const collect = /** @type {() => void} */ (globalThis.gc);
/** @type {typeof import('../src/server')} */
const { configureRenderer, keptVariants, renderChromeTags, renderChromeTagsToBuffer, warmRenderer } = await import(SERVER.href);

const PAGE = '<!doctype html><html lang="en"><head><title>Home</title></head><body><site-header></site-header><main><h1>Home</h1></main><site-footer></site-footer><consent-banner></consent-banner></body></html>';
const ORIGIN = 'https://www.example.com';
const LOCALES = ['en-US', 'de-DE', 'ar-AE'];
/** The question a first visit is asked, as the reference backend's graph answers it. */
const PROMPT = {
  prompt: { id: 'bench', customizeUrl: '/privacy/', plainText: 'We use cookies.', plaidHtml: '<p>We use <a href="/privacy/">cookies and similar tools</a>.</p>', showPromptOnPageLoad: true },
  directives: null,
};
/** Page views timed for CPU; then batches of page views for the heap, each after a full collection. */
const VIEWS = 1500;
const BATCH = 50;
const BATCHES = 4;

/**
 * Page view `i`: its request's values, new each time.
 * @param {number} i
 */
function request(i) {
  const locale = LOCALES[i % LOCALES.length] ?? 'en-US';
  const member = i % 2 === 0;
  const path = `/title/tt${String(1000000 + i)}/?ref_=hm_${String(i % 7)}`;
  return {
    locale,
    member,
    options: {
      locale,
      origin: ORIGIN,
      nonce: `n${String(i)}x${String(i * 7919)}`,
      ...(member ? {} : { prompt: PROMPT }),
      answerForm: { action: '/consent/answer', returnTo: path },
      defaults: { 'current-uri': path, ...(member ? { 'is-logged-in': '', username: `Member ${String(i)}`, 'watchlist-count': String(1 + (i % 40)) } : {}) },
    },
  };
}

/** Marks that stand for a request's values in the floor's template. */
const MARK = { path: '/PATHMARK', name: 'NAMEMARK', count: '424242', nonce: 'NONCEMARK' };
const MARKS = /\/PATHMARK|%2FPATHMARK|NAMEMARK|424242|NONCEMARK/g;

/** The floor's template of a variant: its HTML rendered with the marks for values. */
const floorTemplates = new Map();
async function floorTemplate(/** @type {ReturnType<typeof request>} */ { locale, member, options }) {
  const key = `${locale} ${String(member)}`;
  if (!floorTemplates.has(key)) {
    const marked = {
      ...options,
      nonce: MARK.nonce,
      answerForm: { ...options.answerForm, returnTo: MARK.path },
      defaults: { 'current-uri': MARK.path, ...(member ? { 'is-logged-in': '', username: MARK.name, 'watchlist-count': MARK.count } : {}) },
    };
    floorTemplates.set(key, await renderChromeTags(PAGE, marked));
  }
  return /** @type {string} */ (floorTemplates.get(key));
}

const escapeHtml = (/** @type {string} */ text) => text.replace(/[&<>"']/g, (c) => `&#${String(c.charCodeAt(0))};`);

/**
 * The floor: the variant's marked HTML, its marks replaced by this request's values in one pass.
 * @param {ReturnType<typeof request>} page @param {string} template
 */
function fillFloor({ options }, template) {
  const path = options.defaults['current-uri'];
  const values = {
    '/PATHMARK': escapeHtml(path),
    '%2FPATHMARK': encodeURIComponent(path),
    NAMEMARK: escapeHtml(options.defaults.username ?? ''),
    424242: options.defaults['watchlist-count'] ?? '',
    NONCEMARK: escapeHtml(options.nonce),
  };
  return template.replace(MARKS, (mark) => values[/** @type {keyof typeof values} */ (mark)]);
}

/** Collections since the observer started. */
let collections = 0;
new PerformanceObserver((list) => {
  collections += list.getEntries().length;
}).observe({ entryTypes: ['gc'] });
// Long enough for the observer to hear of a collection (its entries come after a turn or two).
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

/**
 * Page views as `view` writes them: CPU ms per page view and each view's own time, over a steady
 * run (its collections are part of the cost, as on a server); then the heap allocated per page view,
 * in batches each after a full collection, of those no collection interrupted. Apart: the sweeping
 * a forced collection leaves for background threads would be counted as the views' CPU.
 * @param {(i: number) => Promise<string | Uint8Array>} view
 */
async function measure(view) {
  /** @type {number[]} */
  const times = [];
  let bytes = 0;
  const started = process.cpuUsage();
  for (let i = 0; i < VIEWS; i++) {
    const at = performance.now();
    const page = await view(i);
    // Read whole, as a server writing it to a socket does (a string built by parts is flattened).
    bytes += typeof page === 'string' ? Buffer.byteLength(page) : page.length;
    times.push(performance.now() - at);
  }
  const used = process.cpuUsage(started);
  /** @type {number[]} */
  const allocated = [];
  for (let batch = 0; batch < BATCHES; batch++) {
    collect();
    await settle();
    const before = collections;
    // The heap, and the buffers outside it (freed only by a collection too).
    const held = () => v8.getHeapStatistics().used_heap_size + process.memoryUsage().arrayBuffers;
    const heap = held();
    for (let i = 0; i < BATCH; i++) {
      const page = await view(VIEWS + batch * BATCH + i);
      if (typeof page === 'string') Buffer.byteLength(page);
    }
    const heapAfter = held();
    await settle();
    if (collections === before) allocated.push((heapAfter - heap) / BATCH);
  }
  times.sort((a, b) => a - b);
  const cpuMs = (used.user + used.system) / 1000 / VIEWS;
  return {
    cpuMsPerView: Number(cpuMs.toFixed(3)),
    viewsPerSecondPerCore: Math.round(1000 / cpuMs),
    p99Ms: Number((times[Math.floor(times.length * 0.99)] ?? 0).toFixed(2)),
    allocatedKBPerView: allocated.length > 0 ? Number((Math.min(...allocated) / 1024).toFixed(1)) : null,
    batchesWithoutCollection: allocated.length,
    htmlKB: Number((bytes / VIEWS / 1024).toFixed(1)),
  };
}

await warmRenderer({ locales: LOCALES, origin: ORIGIN });
// Warm: every variant compiled, each path of the code run often enough for the engine to compile it.
for (let i = 0; i < 300; i++) {
  const page = request(i);
  fillFloor(page, await floorTemplate(page));
  await renderChromeTags(PAGE, page.options);
}
const floor = await measure(async (i) => {
  const page = request(i);
  return fillFloor(page, await floorTemplate(page));
});
const renderer = await measure((i) => renderChromeTags(PAGE, request(i).options));
const toBuffer = await measure((i) => renderChromeTagsToBuffer(PAGE, request(i).options));
const kept = keptVariants();
configureRenderer({ maxVariants: 0 });
const anew = await measure((i) => renderChromeTags(PAGE, request(i).options));
configureRenderer();

const ofFloor = Number((renderer.cpuMsPerView / floor.cpuMsPerView).toFixed(2));
/** Issue 77's targets for a page view's chrome. */
const targets = [
  { what: `a page view's chrome costs ≤ 10× the CPU of its string template (${ofFloor.toFixed(2)}×)`, met: ofFloor <= 10 },
  // The page is a string of two bytes a character (the language list names each language in its own
  // script): the floor itself allocates more than 100 KB for one.
  // So a server that writes bytes asks for them (renderChromeTagsToBuffer): the chrome's HTML kept encoded.
  {
    what: `≤ 100 KB allocated per page view, as UTF-8 (renderChromeTagsToBuffer: ${String(toBuffer.allocatedKBPerView ?? '–')} KB; as a string ${String(renderer.allocatedKBPerView ?? '–')} KB, the string template of the same page ${String(floor.allocatedKBPerView ?? '–')} KB)`,
    met: toBuffer.allocatedKBPerView !== null && toBuffer.allocatedKBPerView <= 100,
  },
  { what: `the variants kept are bounded (${String(kept.variants)} kept, at most 500 by default)`, met: kept.variants <= 500 },
];
console.log(JSON.stringify({ views: VIEWS, locales: LOCALES, floor, renderer, toBuffer, anew, keptVariants: kept, ofFloor, targets }));
