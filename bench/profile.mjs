// `node bench/profile.mjs` (after `npm run build`): where the client-only page's time to its
// header painted goes, beside the floor's (issue 24). A performance trace of a first view at the
// mid-tier phone's CPU (bench/calibration.mjs), on loopback and on the emulated phone network, of the client-only page (head tags) and of
// the floor; the renderer's main thread from navigation start to the header painted, split into:
// waiting (nothing to run: the network, or the next frame), HTML parsing, compiling scripts,
// script (module evaluation, React's render and commit, other), style, layout and paint, and
// garbage collection. Script is split by the trace's own CPU samples, each function's time given
// to the source file its start maps to through the build's source maps (ours: src/, elements/,
// locales/). Medians of 3 traces; writes bench/profile.json and prints a table.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { benchPages, launchChromium } from './browser.mjs';
import { copyBuild } from './build.mjs';
import { tierRate } from './calibration.mjs';
import { startServer } from './server.mjs';
import { NETWORKS, VIEWPORT } from './views.mjs';

const RUNS = 3;
const PAGES = /** @type {const} */ (['floor', 'clientOnly']);
const CATEGORIES = ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'v8.execute', 'blink.user_timing', 'loading', 'disabled-by-default-v8.cpu_profiler'];

/** Trace events by name → bucket, for what the main thread does outside JavaScript. */
const NATIVE = {
  'HTML parsing': ['ParseHTML'],
  'compile': ['v8.compile', 'v8.compileModule', 'V8.CompileCode', 'V8.CompileLazy', 'v8.produceCache', 'v8.produceModuleCache', 'v8.deserializeOnBackground', 'V8.ScriptCompiler'],
  'style, layout, paint': ['UpdateLayoutTree', 'RecalculateStyles', 'ParseAuthorStyleSheet', 'Layout', 'PrePaint', 'Paint', 'Layerize', 'Commit', 'UpdateLayer', 'UpdateLayerTree', 'CompositeLayers', 'HitTest'],
  'garbage collection': ['MinorGC', 'MajorGC', 'V8.GC_SCAVENGER', 'V8.GC_MARK_COMPACTOR', 'BlinkGC.AtomicPhase', 'V8.GCScavenger', 'V8.GCFinalizeMC', 'V8.GCIncrementalMarking'],
};
/** Events in which JavaScript runs. */
const SCRIPT = ['FunctionCall', 'EvaluateScript', 'v8.evaluateModule', 'v8.run', 'v8.callFunction', 'v8.callAsConstructor', 'v8.newInstance', 'V8.BytecodeBudgetInterrupt', 'RunMicrotasks', 'TimerFire', 'FireAnimationFrame', 'EventDispatch', 'V8.Execute'];
const bucketOf = new Map(Object.entries(NATIVE).flatMap(([bucket, names]) => names.map((name) => [name, bucket])));
const MODULE_EVALUATION = ['v8.evaluateModule', 'EvaluateScript'];

/**
 * @typedef {{ name: string, ph: string, ts: number, dur?: number, pid: number, tid: number, id?: string, args?: any }} TraceEvent
 * @typedef {{ id: number, parent?: number, callFrame: { url: string, functionName: string, lineNumber: number, columnNumber: number } }} ProfileNode
 */

/** @param {number[]} values */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** Source maps of dist/ files, by URL. */
const maps = new Map();
/**
 * The source file a function's start maps to through the build's source maps.
 * @param {ProfileNode['callFrame']} frame
 */
function sourceOf({ url, lineNumber, columnNumber }) {
  const file = /\/dist\/([^?#]+\.js)$/.exec(url)?.[1];
  if (!file) return url ? 'page' : 'native';
  if (!maps.has(file)) {
    try {
      maps.set(file, new TraceMap(readFileSync(join(build.root, 'dist', `${file}.map`), 'utf8')));
    } catch {
      maps.set(file, undefined);
    }
  }
  const map = maps.get(file);
  const source = map ? originalPositionFor(map, { line: lineNumber + 1, column: columnNumber }).source : null;
  if (!source) return `dist/${file}`;
  return source;
}

/**
 * Who wrote a function: the package (node_modules/…) or our folder its start maps to.
 * @param {ProfileNode['callFrame']} frame
 */
function owner(frame) {
  const source = sourceOf(frame);
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (inPackage) return inPackage[1] ?? source;
  const ours = /(?:^|\/)(src\/[^/]+|elements|locales)\//.exec(source);
  return ours ? `ours: ${ours[1] ?? source}` : source;
}

/** React's work: the reconciler and its scheduler (react-dom's client holds both, scheduler is its own package). */
const REACT = new Set(['react-dom', 'react', 'scheduler']);

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
    return breakdown(/** @type {{ traceEvents: TraceEvent[] }} */ (JSON.parse(new TextDecoder().decode(buffer))).traceEvents, url, painted);
  } finally {
    await context.close();
  }
}

/**
 * The main thread's time from navigation start to the header painted, in buckets (ms).
 * @param {TraceEvent[]} events
 * @param {string} url
 * @param {number} painted  ms after navigation start
 */
function breakdown(events, url, painted) {
  const start = events.find((event) => event.name === 'navigationStart' && event.args?.data?.documentLoaderURL === url);
  if (!start) throw new Error(`no navigationStart for ${url} in the trace`);
  const { pid, tid } = start;
  const from = start.ts;
  const to = from + painted * 1000;
  const main = events.filter((event) => event.pid === pid && event.tid === tid && event.ph === 'X' && event.dur !== undefined && event.ts < to && event.ts + (event.dur ?? 0) > from);
  const clip = (/** @type {number} */ ts, /** @type {number} */ dur) => Math.max(0, Math.min(ts + dur, to) - Math.max(ts, from));

  // Self time of each event (its time less its children's), clipped to the window, by bucket.
  main.sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  /** @type {Record<string, number>} */
  const buckets = { waiting: 0, 'HTML parsing': 0, compile: 0, script: 0, 'style, layout, paint': 0, 'garbage collection': 0, other: 0 };
  /** @type {{ event: TraceEvent, bucket: string, end: number }[]} */
  const stack = [];
  /** @type {[number, number][]} */
  const evaluating = [];
  /** @type {Record<string, number>} self time by event name, for finding what a bucket holds */
  const byEvent = {};
  let busy = 0;
  for (const event of main) {
    const end = event.ts + (event.dur ?? 0);
    while (stack.length && (stack.at(-1)?.end ?? 0) <= event.ts) stack.pop();
    const parent = stack.at(-1);
    const own = clip(event.ts, event.dur ?? 0);
    if (!parent) busy += own;
    // Any other event is part of its parent's work; a task's own time is the scheduler's.
    const bucket = bucketOf.get(event.name) ?? (SCRIPT.includes(event.name) ? 'script' : (parent?.bucket ?? 'other'));
    buckets[bucket] = (buckets[bucket] ?? 0) + own;
    byEvent[event.name] = (byEvent[event.name] ?? 0) + own;
    if (parent) {
      buckets[parent.bucket] = (buckets[parent.bucket] ?? 0) - own;
      byEvent[parent.event.name] = (byEvent[parent.event.name] ?? 0) - own;
    }
    if (MODULE_EVALUATION.includes(event.name)) evaluating.push([event.ts, end]);
    stack.push({ event, bucket, end });
  }
  buckets.waiting = to - from - busy;

  // Script, split by the CPU samples taken on this thread: each sample's function, and the phase.
  /** @type {Map<number, ProfileNode>} */
  const nodes = new Map();
  /** @type {{ ts: number, node: number }[]} */
  const samples = [];
  const profile = events.find((event) => event.name === 'Profile' && event.pid === pid && event.tid === tid);
  let time = profile?.args?.data?.startTime ?? 0;
  for (const chunk of events.filter((event) => event.name === 'ProfileChunk' && event.pid === pid && event.id === profile?.id)) {
    const data = chunk.args?.data ?? {};
    for (const node of /** @type {ProfileNode[]} */ (data.cpuProfile?.nodes ?? [])) nodes.set(node.id, node);
    const ids = /** @type {number[]} */ (data.cpuProfile?.samples ?? []);
    const deltas = /** @type {number[]} */ (data.timeDeltas ?? []);
    ids.forEach((node, i) => {
      time += deltas[i] ?? 0;
      samples.push({ ts: time, node });
    });
  }
  /** @type {Record<string, number>} */
  const byOwner = {};
  /** @type {Record<string, number>} */
  const byPhase = { 'module evaluation': 0, 'React render and commit': 0, 'other script': 0 };
  /** @type {Record<string, number>} */
  const byPhaseOwner = {};
  /** @type {Record<string, number>} self time by function (source file and minified name) */
  const byFunction = {};
  samples.sort((a, b) => a.ts - b.ts);
  const inWindow = samples.filter((sample) => sample.ts >= from && sample.ts < to);
  for (const [i, sample] of inWindow.entries()) {
    const node = nodes.get(sample.node);
    const name = node?.callFrame.functionName ?? '';
    if (!node || ['(idle)', '(program)', '(garbage collector)', '(root)'].includes(name)) continue;
    const weight = ((inWindow[i + 1]?.ts ?? sample.ts) - sample.ts) / 1000;
    /** @type {string[]} */
    const owners = [];
    for (let at = /** @type {ProfileNode | undefined} */ (node); at; at = at.parent === undefined ? undefined : nodes.get(at.parent)) owners.push(owner(at.callFrame));
    // A built-in (Array.prototype.map, JSON.parse, …) works for the code that called it.
    const who = owners.find((o) => o !== 'native') ?? 'native';
    byOwner[who] = (byOwner[who] ?? 0) + weight;
    const mine = node.callFrame.url ? node : undefined;
    if (mine) {
      const key = `${sourceOf(mine.callFrame).replace(/^(\.\.\/)+/, '')} ${mine.callFrame.functionName || '(top level)'}`;
      byFunction[key] = (byFunction[key] ?? 0) + weight;
    }
    const phase = owners.some((o) => REACT.has(o)) ? 'React render and commit' : evaluating.some(([a, b]) => sample.ts >= a && sample.ts < b) ? 'module evaluation' : 'other script';
    byPhase[phase] = (byPhase[phase] ?? 0) + weight;
    byPhaseOwner[`${phase}: ${who}`] = (byPhaseOwner[`${phase}: ${who}`] ?? 0) + weight;
  }
  const ms = (/** @type {Record<string, number>} */ record) => Object.fromEntries(Object.entries(record).map(([k, v]) => [k, v / 1000]));
  return { headerPainted: painted, buckets: ms(buckets), byEvent: ms(byEvent), scriptSampled: { byPhase, byOwner, byPhaseOwner, byFunction } };
}

const build = await copyBuild();
const server = await startServer({}, { root: build.root });
const browser = await launchChromium();
const CPU_SLOWDOWN = await tierRate(browser, 'mid');
/** @type {Record<string, Record<string, ReturnType<typeof breakdown>[]>>} */
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
 * @param {ReturnType<typeof breakdown>[]} runs
 */
function medians(runs) {
  const keys = (/** @type {(run: ReturnType<typeof breakdown>) => Record<string, number>} */ pick) => [...new Set(runs.flatMap((run) => Object.keys(pick(run))))];
  const of = (/** @type {(run: ReturnType<typeof breakdown>) => Record<string, number>} */ pick) => Object.fromEntries(keys(pick).map((key) => [key, median(runs.map((run) => pick(run)[key] ?? 0))]));
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
