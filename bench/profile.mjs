// `node bench/profile.mjs` (after `npm run build`): where the client-only page's time to its
// header painted goes, beside the floor's (issue 24). A performance trace of a first view at the
// mid-tier phone's CPU (bench/calibration.mjs), on loopback and on the emulated phone network, of the client-only page (head tags) and of
// the floor; the renderer's main thread from navigation start to the header painted, split into:
// waiting (nothing to run: the network, or the next frame), HTML parsing, compiling scripts,
// script (module evaluation, React's render and commit, other), style, layout and paint, and
// garbage collection. Script is split by the trace's own CPU samples, each function's time given
// to the source file its start maps to through the build's source maps (ours: src/, elements/,
// locales/). Medians of 3 traces; writes bench/profile.json and prints a table.
import { writeFileSync } from 'node:fs';
import { benchPages, launchChromium } from './browser.mjs';
import { copyBuild } from './build.mjs';
import { tierRate } from './calibration.mjs';
import { startServer } from './server.mjs';
import { CATEGORIES, breakdown, median } from './traceBreakdown.mjs';
import { NETWORKS, VIEWPORT } from './views.mjs';

const RUNS = 3;
const PAGES = /** @type {const} */ (['floor', 'clientOnly']);

/** @typedef {import('./traceBreakdown.mjs').TraceEvent} TraceEvent @typedef {ReturnType<typeof breakdown> & { headerPainted: number }} Trace */

/**
 * One trace of a first view of `url`.
 * @param {import('puppeteer-core').Browser} browser
 * @param {string} url
 * @param {keyof typeof NETWORKS} network
 */
async function trace(browser, url, network) {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.setViewport(VIEWPORT);
    const cdp = await page.createCDPSession();
    const conditions = NETWORKS[network];
    if (conditions) {
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', conditions);
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    // The same probe as the bench's (a frame's end once the whole header is visible), kept small.
    await page.evaluateOnNewDocument(() => {
      const tick = () => {
        const header = document.querySelector('site-header');
        const bar = header?.shadowRoot?.querySelector('.navbar');
        if (header?.nextSibling && bar && getComputedStyle(bar).visibility === 'visible') {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => Object.assign(window, { __painted: performance.now() });
          channel.port2.postMessage(null);
        } else requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    await page.tracing.start({ categories: CATEGORIES });
    await page.goto(url, { waitUntil: 'domcontentloaded' });
    await page.waitForFunction(() => /** @type {any} */ (window).__painted !== undefined, { timeout: 60_000 });
    const painted = /** @type {number} */ (await page.evaluate(() => /** @type {any} */ (window).__painted));
    const buffer = await page.tracing.stop();
    const events = /** @type {{ traceEvents: TraceEvent[] }} */ (JSON.parse(new TextDecoder().decode(buffer))).traceEvents;
    const start = events.find((event) => event.name === 'navigationStart' && event.args?.data?.documentLoaderURL === url);
    if (!start) throw new Error(`no navigationStart for ${url} in the trace`);
    return { headerPainted: painted, ...breakdown(events, { pid: start.pid, tid: start.tid, from: start.ts, to: start.ts + painted * 1000 }, build.root) };
  } finally {
    await context.close();
  }
}

const build = await copyBuild();
const server = await startServer({}, { root: build.root });
const browser = await launchChromium();
const CPU_SLOWDOWN = await tierRate(browser, 'mid');
/** @type {Record<string, Record<string, Trace[]>>} */
const traces = {};
try {
  const { headTags, ...html } = await benchPages(server.url, build.root);
  for (const name of PAGES) server.pages[`/bench/${name}.html`] = html[name];
  console.log(`Tracing first views at ${String(CPU_SLOWDOWN)}× CPU (head tags: ${headTags}), ${String(RUNS)} of each…`);
  for (const network of /** @type {(keyof typeof NETWORKS)[]} */ (Object.keys(NETWORKS))) {
    traces[network] = {};
    for (let run = 0; run < RUNS; run++) {
      // The floor and the page in turn, so a slow spell of the shared machine falls on both.
      for (const name of PAGES) (traces[network][name] ??= []).push(await trace(browser, `${server.url}/bench/${name}.html`, network));
    }
  }
} finally {
  await browser.close();
  await server.close();
  build.remove();
}

/**
 * Each figure's median over the runs.
 * @param {Trace[]} runs
 */
function medians(runs) {
  const keys = (/** @type {(run: Trace) => Record<string, number>} */ pick) => [...new Set(runs.flatMap((run) => Object.keys(pick(run))))];
  const of = (/** @type {(run: Trace) => Record<string, number>} */ pick) => Object.fromEntries(keys(pick).map((key) => [key, median(runs.map((run) => pick(run)[key] ?? 0))]));
  return { headerPainted: median(runs.map((run) => run.headerPainted)), buckets: of((run) => run.buckets), byPhase: of((run) => run.scriptSampled.byPhase), byOwner: of((run) => run.scriptSampled.byOwner) };
}

const summary = Object.fromEntries(Object.entries(traces).map(([network, pages]) => [network, Object.fromEntries(Object.entries(pages).map(([name, runs]) => [name, medians(runs)]))]));
writeFileSync(new URL('./profile.json', import.meta.url), `${JSON.stringify({ date: new Date().toISOString(), cpuSlowdown: CPU_SLOWDOWN, runs: RUNS, summary, traces }, null, 2)}\n`);

const ms = (/** @type {number} */ value) => `${value.toFixed(0)} ms`;
for (const [network, pages] of Object.entries(summary)) {
  const floor = pages.floor;
  const page = pages.clientOnly;
  if (!floor || !page) continue;
  console.log(`\n${network}: header painted, floor ${ms(floor.headerPainted)}, client-only ${ms(page.headerPainted)} (+${ms(page.headerPainted - floor.headerPainted)}); main thread until then:`);
  /** @type {string[][]} */
  const rows = [['', 'floor', 'client-only', 'over the floor']];
  for (const key of Object.keys(page.buckets)) rows.push([key, ms(floor.buckets[key] ?? 0), ms(page.buckets[key] ?? 0), ms((page.buckets[key] ?? 0) - (floor.buckets[key] ?? 0))]);
  rows.push(['script, by CPU samples:', '', '', '']);
  for (const [key, value] of Object.entries(page.byPhase)) rows.push([`  ${key}`, '', ms(value), '']);
  for (const [key, value] of Object.entries(page.byOwner).sort(([, a], [, b]) => b - a).filter(([, value]) => value >= 1)) rows.push([`  in ${key}`, '', ms(value), '']);
  const widths = [0, 1, 2, 3].map((i) => Math.max(...rows.map((row) => row[i]?.length ?? 0)));
  for (const row of rows) console.log(row.map((cell, i) => (i ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0))).join('  '));
}
console.log('\nWritten to bench/profile.json; how it is taken: bench/README.md.');
