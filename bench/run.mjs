// `npm run bench` (after `npm run build`): what the chrome costs a host page, beside its floor
// (issues 11, 18, 24). Bytes of the build in dist/; page views, layout shift and memory in headless
// Debian Chromium (puppeteer-core, no browser download) against the demo backend on a free loopback
// port (bench/server.mjs); the reference backend's suggestion endpoint through
// scripts/bench-server.mjs. Each browser figure is the median of several runs. Writes
// bench/results.json and prints a table. Takes about half an hour on two cores.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, release, totalmem, type } from 'node:os';
import { copyBuild } from './build.mjs';
import { ENTRIES, KB, brotliSize, entryGraph, filesSize, gzipSize, onDemandChunks } from './bytes.mjs';
import { EMPTY_PAGE, TAGS, benchPages, launchChromium, measureCls, measureLeaks, sleep } from './browser.mjs';
import { TIERS, calibrate } from './calibration.mjs';
import { FLOOR_SOURCES, buildFloor } from './floor.mjs';
import { PAGES } from './pages.mjs';
import { EARLY_TAPS, EARLY_TAP_TARGET_MS, interactionsToNextPaint, tapsBeforeHydration } from './interactions.mjs';
import { lighthouseAudit, lighthouseTargets } from './lighthouseAudit.mjs';
import { countControls, plainFloorPage } from './plainFloor.mjs';
import { median, medianError, noise } from './stats.mjs';
import { startServer } from './server.mjs';
import { NETWORKS, VIEWPORT, hashedFiles, visit } from './views.mjs';

/** @typedef {import('./views.mjs').View} View @typedef {import('./views.mjs').NetworkName} NetworkName */

/**
 * Runs of each page: a first view's loads of one page spread by a third here, so telling 1.1× the
 * floor from 1.0× takes three times the runs; the pages held to that (and their floor) get them,
 * the client-only page with head tags, far from its targets, every third run.
 */
const RUNS = 21;
/** Between page visits: a closed browser context still has work going for a moment. */
const SETTLE_MS = 500;
const CLS_RUNS = 3;
const CLS_WIDTHS = [375, 1280];
const TYPEAHEAD_RUNS = 3;
const TYPED = 'star wars';
const MEMORY_RUNS = 3;
const INTERACTION_RUNS = 3;
/** Issues 36 and 73: every answer within a frame or so, at the mid-tier phone's CPU. */
const INTERACTION_TARGET_MS = 50;
/** Issue 73: each control's answer at most this much over the plain page's, before and after hydration, at both tiers. */
const INTERACTION_FLOOR_RATIO = 1.25;
/** Issue 51: how long after its first paint server-rendered chrome may take to hydrate, on slow 4G. */
const INTERACTIVE_AFTER_PAINT_MS = 1000;
/**
 * How far a ratio of two medians may be off: two standard errors, from each median's own.
 * @param {number[]} page @param {number[]} floor
 */
function ratioError(page, floor) {
  const ratio = median(page) / median(floor);
  return 2 * ratio * Math.hypot(medianError(page) / median(page), medianError(floor) / median(floor));
}
/** @typedef {keyof typeof PAGES} PageName */
const VIEWS = /** @type {const} */ (['first', 'repeat']);
/** @typedef {typeof VIEWS[number]} ViewName */
/**
 * Issue 24's targets for header painted over the floor, per page, network and view. The
 * prerendered fragments are server-rendered HTML too, so they are held to that target.
 * @param {PageName} page @param {NetworkName} network @param {ViewName} view
 */
function target(page, network, view) {
  if (page === 'serverRendered' || page === 'prerendered') return 1.1;
  // Issue 37: painted by marquee.js before React, below what a trivial React element costs.
  if (page === 'clientOnlyStable') return view === 'repeat' && network !== 'loopback' ? 1.5 : 2.0;
  if (page !== 'clientOnly') return undefined;
  if (network === 'loopback') return 3.0;
  return view === 'first' ? 4.0 : 2.5;
}
/** Chrome request rounds before the header paints, on a page that names the graph with head tags. */
const ROUNDS_TARGET = 2;


/** Each interaction's median over the runs that measured it (a run of the floor has no banner). */
function medians(/** @type {Record<string, number>[]} */ runs) {
  const names = [...new Set(runs.flatMap((run) => Object.keys(run)))];
  return Object.fromEntries(names.map((name) => [name, median(runs.flatMap((run) => (run[name] === undefined ? [] : [run[name]])))]));
}

function measureBytes() {
  /** @type {Record<string, { gzip: number, brotli: number }>} */
  const entries = {};
  for (const entry of ENTRIES) entries[entry] = filesSize(entryGraph(entry));
  /** @type {Record<string, { gzip: number, brotli: number }>} */
  const onDemand = {};
  for (const file of onDemandChunks()) onDemand[file] = filesSize([file]);
  return { entries, onDemand };
}

async function measureFloors() {
  /** @type {Record<string, { gzip: number, brotli: number }>} */
  const floors = {};
  for (const name of /** @type {(keyof typeof FLOOR_SOURCES)[]} */ (Object.keys(FLOOR_SOURCES))) {
    const code = await buildFloor(name);
    floors[name] = { gzip: gzipSize(code), brotli: brotliSize(code) };
  }
  return floors;
}

/**
 * Types TYPED into the search box one key at a time, each once the last answer was painted.
 * Per answer: its arrival (a wrapped window.fetch resolves for /suggestion/) → the header's first
 * React commit after it with the list's loader gone → the first task after the next frame (rAF,
 * then setTimeout 0). Per key: React commits from the key press until 300 ms after its answer (if
 * it asked for one) was painted.
 * Commits are counted with a React DevTools hook installed before the bundle: React calls
 * onCommitFiberRoot in production builds too.
 * @param {import('puppeteer-core').Browser} browser
 * @param {string} url
 * @param {number} cpu  the CPU slowdown
 */
async function typeahead(browser, url, cpu) {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.setViewport(VIEWPORT);
    await page.emulateCPUThrottling(cpu);
    await page.evaluateOnNewDocument(() => {
      /** @type {{ commits: number, byElement: Record<string, number>, asked: number, arrivals: number[], painted: number[] }} */
      const state = { commits: 0, byElement: {}, asked: 0, arrivals: [], painted: [] };
      let painting = false;
      const onCommitFiberRoot = (/** @type {number} */ _id, /** @type {{ containerInfo?: { host?: Element } }} */ root) => {
        const tag = root.containerInfo?.host?.localName ?? 'other';
        state.commits++;
        state.byElement[tag] = (state.byElement[tag] ?? 0) + 1;
        const arrival = state.arrivals[state.painted.length];
        // The list has caught up with the answer once its loader is gone: the commit that shows
        // the answer may follow the one the answer caused (the list renders a key's results apart).
        const caughtUp = !root.containerInfo?.host?.shadowRoot?.querySelector('.suggestions .loader');
        if (tag !== 'site-header' || arrival === undefined || painting || !caughtUp) return;
        painting = true;
        requestAnimationFrame(() => setTimeout(() => {
          state.painted.push(performance.now() - arrival);
          painting = false;
        }, 0));
      };
      const hook = { supportsFiber: true, renderers: new Map(), inject: () => 1, onCommitFiberRoot, onCommitFiberUnmount() {}, onPostCommitFiberRoot() {}, checkDCE() {} };
      Object.assign(window, { __typeahead: state, __REACT_DEVTOOLS_GLOBAL_HOOK__: hook });
      const realFetch = window.fetch;
      window.fetch = async (input, init) => {
        const suggestion = (input instanceof Request ? input.url : String(input)).includes('/suggestion/');
        if (suggestion) state.asked++;
        const response = await realFetch(input, init);
        if (suggestion) state.arrivals.push(performance.now());
        return response;
      };
    });
    await page.goto(url, { waitUntil: 'networkidle0' });
    const input = /** @type {import('puppeteer-core').ElementHandle<HTMLInputElement>} */ (
      await page.waitForFunction(() => document.querySelector('site-header')?.shadowRoot?.querySelector('input[name="q"]'))
    );
    await input.click();
    await sleep(300);
    const commits = () => page.evaluate(() => /** @type {number} */ (/** @type {any} */ (window).__typeahead.commits));
    const perKey = [];
    for (const key of TYPED) {
      const before = await commits();
      await page.keyboard.press(/** @type {import('puppeteer-core').KeyInput} */ (key));
      // Past the suggestion throttle (100 ms), so a key that asks has asked by now.
      await sleep(300);
      await page.waitForFunction(() => { const state = /** @type {any} */ (window).__typeahead; return state.painted.length >= state.asked; }, { timeout: 10_000 });
      await sleep(300);
      perKey.push((await commits()) - before);
    }
    const { painted, byElement } = await page.evaluate(() => /** @type {any} */ (window).__typeahead);
    return { answerToPaint: /** @type {number[]} */ (painted), commitsPerKey: perKey, commitsByElement: /** @type {Record<string, number>} */ (byElement) };
  } finally {
    await context.close();
  }
}

/**
 * The suggestion endpoint's figures, from `npm run bench:server` as it prints them (its console.table).
 * @returns {Record<string, string | number>[]}
 */
function referenceBackend() {
  // It starts PostgreSQL and several backends too: minutes on a busy machine.
  const output = execFileSync(process.execPath, ['scripts/bench-server.mjs'], { encoding: 'utf8', timeout: 600_000 });
  const cells = (/** @type {string} */ line) => line.split('│').slice(2, -1).map((cell) => cell.trim().replace(/^'(.*)'$/, '$1'));
  // Each table (a top border, ┌, starts one) has a heading of its own: the second names the store.
  return output.split('┌').slice(1).flatMap((table) => {
    const [header = '', ...rows] = table.split('\n').filter((line) => line.startsWith('│'));
    const names = cells(header);
    return rows.map((row) => Object.fromEntries(cells(row).map((cell, i) => [names[i] ?? String(i), Number.isNaN(Number(cell)) ? cell : Number(cell)])));
  });
}

/** @param {number[]} values */
const spread = (values) => (Math.min(...values) === Math.max(...values) ? String(values[0]) : `${String(Math.min(...values))}–${String(Math.max(...values))}`);

/**
 * Medians of each figure over a page's runs in one network and view; counts of requests also
 * with their smallest and largest, as targets on them hold for every run.
 * @param {View[]} runs
 */
function summary(runs) {
  const of = (/** @type {(view: View) => number | undefined} */ pick) => runs.map(pick).filter((value) => value !== undefined);
  const interactive = of((view) => view.interactive);
  return {
    headerPainted: median(of((view) => view.headerPainted)),
    searchAcceptsInput: median(of((view) => view.searchAcceptsInput)),
    ...(interactive.length ? { interactive: median(interactive) } : {}),
    // Per run, then the median: the time a visitor waits between seeing the chrome and using it.
    ...(interactive.length ? { interactiveAfterPaint: median(of((view) => (view.interactive === undefined ? undefined : view.interactive - view.headerPainted))) } : {}),
    requests: { median: median(of((view) => view.requests)), all: of((view) => view.requests) },
    hashedRequests: { median: median(of((view) => view.hashedRequests)), all: of((view) => view.hashedRequests) },
    rounds: { median: median(of((view) => view.rounds)), all: of((view) => view.rounds) },
  };
}

const started = Date.now();
const build = await copyBuild();
console.log('Bytes, and the floor bundles (rollup)…');
const bytes = measureBytes();
const floors = await measureFloors();

const server = await startServer({ '/bench/empty.html': EMPTY_PAGE }, { root: build.root });
const browser = await launchChromium();
console.log('Calibration: the CPU slowdowns at which this Chromium scores BenchmarkIndex 1,000 (a mid-tier phone) and 264 (a low-tier one)…');
const calibration = await calibrate(browser);
const cpuRates = /** @type {Record<import('./calibration.mjs').Tier, number>} */ (Object.fromEntries(Object.entries(calibration.tiers).map(([tier, { rate }]) => [tier, rate])));
const CPU_SLOWDOWN = cpuRates.mid;
console.log(`  this machine: ${String(calibration.machineIndex)}; mid tier ${String(cpuRates.mid)}×, low tier ${String(cpuRates.low)}×`);
const pageNames = /** @type {PageName[]} */ (Object.keys(PAGES));
const networkNames = /** @type {NetworkName[]} */ (Object.keys(NETWORKS));
const path = (/** @type {PageName} */ name) => `/bench/${name}.html`;
/** @type {Record<string, { cpu: number, toNextPaintMs: Record<string, number>, samples: Record<string, number>[], earlyTaps: Awaited<ReturnType<typeof tapsBeforeHydration>>, floor: { toNextPaintMs: Record<string, number>, samples: Record<string, number>[], earlyTaps: Awaited<ReturnType<typeof tapsBeforeHydration>> } }>} */
const interactionsByTier = {};
/** @type {any} */
let results;
try {
  const { headTags, ...html } = await benchPages(server.url, build.root);
  const hashed = hashedFiles(build.root);
  for (const name of pageNames) server.pages[path(name)] = html[name];
  server.pages['/bench/plainFloor.html'] = plainFloorPage(await countControls(browser, `${server.url}${path('serverRendered')}`));

  console.log(`Page views: ${String(RUNS)} runs of a first and a repeat view of each page (client-only with head tags every third run), ${networkNames.join(' and ')}, ${String(CPU_SLOWDOWN)}× CPU (head tags: ${headTags})…`);
  /** @type {Record<NetworkName, Record<PageName, { first: View[], repeat: View[] }>>} */
  const samples = /** @type {any} */ (Object.fromEntries(networkNames.map((network) => [network, Object.fromEntries(pageNames.map((name) => [name, { first: [], repeat: [] }]))])));
  for (let run = 0; run < RUNS; run++) {
    const inRun = pageNames.filter((name) => run % PAGES[name].every === 0);
    for (const network of networkNames) {
      // Every page of the run, floor included, in an order turned by one each run and backwards
      // every other run: a slow spell of the shared machine falls on the floor and the pages alike,
      // no page always goes first, and none always follows the same page (what a page leaves
      // running as its browser context closes falls on the next: the floor, always after the
      // heaviest page, painted after the server-rendered pages in two runs of five).
      const turned = inRun.map((_, i) => inRun[(i + run) % inRun.length] ?? 'floor');
      const order = run % 2 === 0 ? turned : turned.reverse();
      for (const name of order) {
        // A moment for the machine to settle after the last page's browser context closed.
        await sleep(SETTLE_MS);
        const { first, repeat } = await visit(browser, `${server.url}${path(name)}`, { network, ...PAGES[name], hashed, cpu: CPU_SLOWDOWN });
        samples[network][name].first.push(first);
        samples[network][name].repeat.push(repeat);
      }
    }
    console.log(`  run ${String(run + 1)} of ${String(RUNS)} (${String(Math.round((Date.now() - started) / 1000))} s)`);
  }

  console.log(`Layout shift, ${String(CLS_RUNS)} runs of each page with the chrome at ${CLS_WIDTHS.join(' and ')} px…`);
  /** @type {Record<string, Record<string, { median: number, max: number, shifts: string[] }>>} */
  const clsByPage = {};
  for (const name of pageNames.filter((name) => PAGES[name].scripted)) {
    clsByPage[name] = {};
    for (const width of CLS_WIDTHS) {
      const runs = [];
      for (let run = 0; run < CLS_RUNS; run++) {
        const context = await browser.createBrowserContext();
        const page = await context.newPage();
        await page.setViewport({ width, height: 800 });
        await page.emulateCPUThrottling(CPU_SLOWDOWN);
        runs.push(await measureCls(page, `${server.url}${path(name)}`));
        await context.close();
      }
      clsByPage[name][`${String(width)}px`] = { median: median(runs.map((r) => r.cls)), max: Math.max(...runs.map((r) => r.cls)), shifts: runs.flatMap((r) => r.shifts) };
    }
  }

  console.log(`Typeahead, ${String(TYPEAHEAD_RUNS)} runs typing "${TYPED}"…`);
  const typed = [];
  for (let run = 0; run < TYPEAHEAD_RUNS; run++) typed.push(await typeahead(browser, `${server.url}${path('clientOnly')}`, CPU_SLOWDOWN));

  console.log(`Interactions on the server-rendered page and on the plain floor page, ${String(INTERACTION_RUNS)} runs at each tier: to next paint once hydrated, and taps at first paint…`);
  for (const [tier, cpu] of Object.entries(cpuRates)) {
    /** @type {Record<string, number>[]} */
    const runs = [];
    /** @type {Record<string, number>[]} */
    const floorRuns = [];
    /** @type {Awaited<ReturnType<typeof tapsBeforeHydration>>} */
    const earlyTaps = [];
    /** @type {Awaited<ReturnType<typeof tapsBeforeHydration>>} */
    const floorTaps = [];
    for (let run = 0; run < INTERACTION_RUNS; run++) {
      floorRuns.push(await interactionsToNextPaint(browser, `${server.url}/bench/plainFloor.html`, { scripted: false, cpu }));
      runs.push(await interactionsToNextPaint(browser, `${server.url}${path('serverRendered')}`, { cpu }));
      floorTaps.push(...(await tapsBeforeHydration(browser, `${server.url}/bench/plainFloor.html`, { cpu })));
      earlyTaps.push(...(await tapsBeforeHydration(browser, `${server.url}${path('serverRendered')}`, { cpu })));
    }
    interactionsByTier[tier] = { cpu, toNextPaintMs: medians(runs), samples: runs, earlyTaps, floor: { toNextPaintMs: medians(floorRuns), samples: floorRuns, earlyTaps: floorTaps } };
  }

  console.log(`Memory, ${String(MEMORY_RUNS)} runs of 500 mount/remove cycles per element…`);
  /** @type {import('./browser.mjs').LeakResult[][]} */
  const leakRuns = [];
  for (let run = 0; run < MEMORY_RUNS; run++) {
    const context = await browser.createBrowserContext();
    leakRuns.push(await measureLeaks(await context.newPage(), `${server.url}/bench/empty.html`));
    await context.close();
  }
  const memory = TAGS.map((tag) => {
    const runs = leakRuns.map((run) => run.find((r) => r.tag === tag)).filter((r) => r !== undefined);
    const pick = (/** @type {'start' | 'end'} */ when, /** @type {'heap' | 'nodes' | 'listeners'} */ what) => median(runs.map((r) => r[when][what]));
    return {
      tag,
      start: { heap: pick('start', 'heap'), nodes: pick('start', 'nodes'), listeners: pick('start', 'listeners') },
      end: { heap: pick('end', 'heap'), nodes: pick('end', 'nodes'), listeners: pick('end', 'listeners') },
      heapChange: median(runs.map((r) => r.end.heap / r.start.heap - 1)),
    };
  });

  /** Per network, view and page: the medians, and the ratios of the two timed figures to the floor's. */
  const pageViews = Object.fromEntries(networkNames.map((network) => [network, Object.fromEntries(VIEWS.map((view) => {
    const floor = summary(samples[network].floor[view]);
    return [view, Object.fromEntries(pageNames.map((name) => {
      const figures = summary(samples[network][name][view]);
      const ratios = { headerPainted: figures.headerPainted / floor.headerPainted, searchAcceptsInput: figures.searchAcceptsInput / floor.searchAcceptsInput };
      const times = (/** @type {PageName} */ page) => samples[network][page][view].map((sample) => sample.headerPainted);
      return [name, { ...figures, runs: times(name).length, ratios, headerPaintedRatioError: ratioError(times(name), times('floor')) }];
    }))];
  }))]));
  results = {
    date: new Date().toISOString(),
    commit: execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim(),
    chromium: await browser.version(),
    node: process.version,
    machine: { cpu: cpus()[0]?.model ?? 'unknown', cores: availableParallelism(), memoryGB: Math.round(totalmem() / 2 ** 30), system: `${type()} ${release()}` },
    calibration,
    bytes: { ...bytes, floors },
    pageViews: { cpuSlowdown: CPU_SLOWDOWN, viewport: VIEWPORT, runs: RUNS, networks: NETWORKS, headTags, byNetwork: pageViews, samples },
    clsByPage,
    typeahead: {
      typed: TYPED,
      runs: TYPEAHEAD_RUNS,
      answerToPaintMs: median(typed.flatMap((t) => t.answerToPaint)),
      commitsPerKeystroke: median(typed.flatMap((t) => t.commitsPerKey)),
      samples: typed,
    },
    memory,
    interactions: { runs: INTERACTION_RUNS, byTier: interactionsByTier },
  };
  console.log('Lighthouse (bench/lighthouseAudit.mjs)…');
  results.lighthouse = await lighthouseAudit({ root: build.root });
} finally {
  await browser.close();
  await server.close();
  build.remove();
}

console.log('Reference backend (scripts/bench-server.mjs)…');
// A failure here loses no figure taken above: the rows say what went wrong instead.
try {
  results.referenceBackend = referenceBackend();
} catch (error) {
  console.error(`scripts/bench-server.mjs failed: ${String(error instanceof Error ? error.message : error)}`);
  results.referenceBackend = [{ target: `not measured: scripts/bench-server.mjs failed (${String(error instanceof Error ? error.message : error).slice(0, 120)})` }];
}

// Targets (issue 24), reported and not failing the run: they are for people (bench/README.md).
/** @type {{ what: string, met: boolean }[]} */
const targets = [];
/** The floor is wrong when a page beats it: then the bench fails. */
const beaten = [];
const x = (/** @type {number} */ ratio) => `${ratio.toFixed(2)}×`;
for (const network of networkNames) {
  for (const view of VIEWS) {
    const row = results.pageViews.byNetwork[network][view];
    for (const name of pageNames) {
      const figures = row[name];
      const within = target(name, network, view);
      if (within !== undefined) targets.push({ what: `${PAGES[name].label}, ${network}, ${view} view: header painted ≤ ${x(within)} the floor (${x(figures.ratios.headerPainted)} ± ${figures.headerPaintedRatioError.toFixed(2)})`, met: figures.ratios.headerPainted <= within });
      // Issue 51: server-rendered chrome answers script's way within a second of its first paint on a phone.
      if (network === 'slow 4G' && (name === 'serverRendered' || name === 'prerendered') && figures.interactiveAfterPaint !== undefined) {
        targets.push({ what: `${PAGES[name].label}, ${network}, ${view} view: interactive ≤ ${String(INTERACTIVE_AFTER_PAINT_MS)} ms after the header painted (${figures.interactiveAfterPaint.toFixed(0)} ms)`, met: figures.interactiveAfterPaint <= INTERACTIVE_AFTER_PAINT_MS });
      }
      if (view === 'repeat' && PAGES[name].scripted) targets.push({ what: `${PAGES[name].label}, ${network}, repeat view: no request for a hashed file (${spread(figures.hashedRequests.all)})`, met: Math.max(...figures.hashedRequests.all) === 0 });
      if (view === 'first' && PAGES[name].scripted && name !== 'clientOnlyStable' && results.pageViews.headTags !== 'none') {
        targets.push({ what: `${PAGES[name].label}, ${network}, first view: ≤ ${String(ROUNDS_TARGET)} rounds of chrome requests before the header paints (${spread(figures.rounds.all)})`, met: Math.max(...figures.rounds.all) <= ROUNDS_TARGET });
      }
      if (name === 'floor') continue;
      for (const figure of /** @type {const} */ (['headerPainted', 'searchAcceptsInput'])) {
        const runs = (/** @type {PageName} */ page) => results.pageViews.samples[network][page][view].map((/** @type {View} */ sample) => sample[figure]);
        const margin = noise(runs('floor'), runs(name));
        if (figures[figure] < row.floor[figure] - margin) beaten.push(`${PAGES[name].label}, ${network}, ${view} view: ${figure} ${figures[figure].toFixed(0)} ms against the floor's ${row.floor[figure].toFixed(0)} ms (margin ${margin.toFixed(0)} ms)`);
      }
    }
  }
}
/** A tap's times to its answer shown, for one control (undefined: nothing showed). @param {{ control: string, tapToShownMs?: number }[]} taps @param {string} control */
const tapTimes = (taps, control) => taps.filter((t) => t.control === control && t.tapToShownMs !== undefined).map((t) => /** @type {number} */ (t.tapToShownMs));
for (const [tier, { cpu, toNextPaintMs, earlyTaps, floor }] of Object.entries(interactionsByTier)) {
  const at = `${tier}-tier phone, CPU ${String(cpu)}×`;
  for (const [name, value] of Object.entries(toNextPaintMs)) {
    if (tier === 'mid') targets.push({ what: `interaction to next paint, ${name}: ≤ ${String(INTERACTION_TARGET_MS)} ms (${at}; median ${String(value)} ms)`, met: value <= INTERACTION_TARGET_MS });
    const plain = floor.toNextPaintMs[name];
    if (plain !== undefined) targets.push({ what: `interaction to next paint, ${name}: ≤ ${x(INTERACTION_FLOOR_RATIO)} the plain page (${at}; ${String(value)} against ${String(plain)} ms: ${x(value / plain)})`, met: value <= INTERACTION_FLOOR_RATIO * plain });
  }
  for (const { control } of EARLY_TAPS) {
    const times = tapTimes(earlyTaps, control);
    const plain = tapTimes(floor.earlyTaps, control);
    if (!times.length) continue;
    if (tier === 'mid') targets.push({ what: `tap at first paint → shown, ${control}: ≤ ${String(EARLY_TAP_TARGET_MS)} ms on slow 4G (${at}; median ${String(median(times))} ms)`, met: median(times) <= EARLY_TAP_TARGET_MS });
    if (plain.length) targets.push({ what: `tap at first paint → shown, ${control}: ≤ ${x(INTERACTION_FLOOR_RATIO)} the plain page (${at}; ${String(median(times))} against ${String(median(plain))} ms: ${x(median(times) / median(plain))})`, met: median(times) <= INTERACTION_FLOOR_RATIO * median(plain) });
  }
  const dead = earlyTaps.filter((t) => t.tapToShownMs === undefined);
  targets.push({ what: `taps at first paint that did nothing, ${at}: 0 (${String(dead.length)} of ${String(earlyTaps.length)})`, met: dead.length === 0 });
}
targets.push(...lighthouseTargets(results.lighthouse));
results.targets = targets;
results.floorBeaten = beaten;
results.seconds = Math.round((Date.now() - started) / 1000);
// `npm run bench:soak`, `bench:self-check` and `bench:server` write their own sections, kept here
// with their own dates.
const resultsFile = new URL('./results.json', import.meta.url);
if (existsSync(resultsFile)) {
  const kept = JSON.parse(readFileSync(resultsFile, 'utf8'));
  for (const section of ['soak', 'selfCheck', 'server']) results[section] ??= kept[section];
}
writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`);

/** @param {string[][]} rows  printed as aligned columns, the first row a heading */
function printTable(rows) {
  const widths = (rows[0] ?? []).map((_, i) => Math.max(...rows.map((row) => row[i]?.length ?? 0)));
  for (const row of rows) console.log(row.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  ').trimEnd());
}

const ms = (/** @type {number | undefined} */ value) => (value === undefined ? '–' : `${value.toFixed(0)} ms`);
console.log(`\nMarquee ${String(results.commit)}, ${String(results.chromium)}, Node ${results.node}, ${String(results.seconds)} s; BenchmarkIndex ${String(calibration.machineIndex)}: the mid-tier phone (${String(TIERS.mid)}) is CPU ${String(cpuRates.mid)}×, the low-tier (${String(TIERS.low)}) ${String(cpuRates.low)}×`);
console.log(`Page views: ${String(CPU_SLOWDOWN)}× CPU (the mid-tier phone), ${String(VIEWPORT.width)}×${String(VIEWPORT.height)}, medians of ${String(RUNS)} runs (client-only with head tags: ${String(RUNS / PAGES.clientOnly.every)}); × is over the floor in the same network and view; requests: chrome files (/dist/) from the network (of them hashed); rounds: of chrome requests before the header painted.\n`);
/** @type {string[][]} */
const table = [['network, view', 'page', 'header painted', 'search takes input', 'interactive', 'requests (hashed)', 'rounds']];
for (const network of networkNames) {
  for (const view of VIEWS) {
    for (const name of pageNames) {
      const figures = results.pageViews.byNetwork[network][view][name];
      const ratio = (/** @type {'headerPainted' | 'searchAcceptsInput'} */ figure) => (name === 'floor' ? '' : ` (${x(figures.ratios[figure])})`);
      table.push([
        name === 'floor' ? `${network}, ${view} view` : '',
        PAGES[name].label,
        `${ms(figures.headerPainted)}${ratio('headerPainted')}`,
        `${ms(figures.searchAcceptsInput)}${ratio('searchAcceptsInput')}`,
        ms(figures.interactive),
        `${spread(figures.requests.all)} (${spread(figures.hashedRequests.all)})`,
        spread(figures.rounds.all),
      ]);
    }
  }
}
printTable(table);

/** @type {string[][]} */
const rows = [['other figures', '', '']];
const kb = ({ gzip = 0, brotli = 0 } = {}) => `${(gzip / KB).toFixed(1)} / ${(brotli / KB).toFixed(1)} KB`;
const { entries, onDemand } = results.bytes;
for (const entry of ENTRIES) rows.push([`${entry} + static chunks (gzip / br)`, kb(entries[entry]), entry === 'marquee.js' ? `floor ${kb(floors.stack)}` : '']);
rows.push(['floor: React + ReactDOM, one element', kb(floors.react), 'rollup of react-dom/client render']);
rows.push(['floor: + RTK + react-redux + r2wc element', kb(floors.stack), 'the stack we build on']);
/** @type {[string, { gzip: number, brotli: number }][]} */
const chunks = Object.entries(onDemand);
for (const [file, size] of chunks.filter(([file]) => !file.startsWith('locale-'))) rows.push([`${file} (on demand)`, kb(size), '']);
const locales = chunks.filter(([file]) => file.startsWith('locale-')).sort(([, a], [, b]) => a.gzip - b.gzip);
const [largest, size] = locales.at(-1) ?? ['none', { gzip: 0, brotli: 0 }];
rows.push([`locale chunks (${String(locales.length)}), largest`, kb(size), `${largest}; each in results.json`]);
for (const [name, widths] of Object.entries(results.clsByPage)) {
  for (const [width, { median: value, max }] of Object.entries(/** @type {Record<string, { median: number, max: number }>} */ (widths))) {
    rows.push([`${PAGES[/** @type {PageName} */ (name)].label}: CLS at ${width}`, value.toFixed(3), `max ${max.toFixed(3)} of ${String(CLS_RUNS)}; budget 0`]);
  }
}
rows.push([`typeahead: answer → list painted (mid tier, ${String(CPU_SLOWDOWN)}× CPU)`, ms(results.typeahead.answerToPaintMs), `median of ${String(results.typeahead.samples.flatMap((/** @type {{ answerToPaint: number[] }} */ t) => t.answerToPaint).length)} answers`]);
rows.push(['typeahead: React commits per keystroke', String(results.typeahead.commitsPerKeystroke), `median of "${TYPED}" typed ${String(TYPEAHEAD_RUNS)}×`]);
for (const [tier, { cpu, toNextPaintMs, earlyTaps, floor }] of Object.entries(interactionsByTier)) {
  for (const [name, value] of Object.entries(toNextPaintMs)) {
    rows.push([`interaction to next paint: ${name} (${tier} tier, ${String(cpu)}× CPU)`, ms(value), `median of ${String(INTERACTION_RUNS)}; plain page ${ms(floor.toNextPaintMs[name])}`]);
  }
  for (const { control } of EARLY_TAPS) {
    const taps = earlyTaps.filter((t) => t.control === control);
    const times = tapTimes(earlyTaps, control);
    const plain = tapTimes(floor.earlyTaps, control);
    rows.push([`tap at first paint → shown: ${control} (slow 4G, ${tier} tier)`, times.length ? ms(median(times)) : '–', `plain page ${plain.length ? ms(median(plain)) : '–'}; ${String(taps.length - times.length)} of ${String(taps.length)} did nothing; ${String(taps.filter((t) => t.beforeHydration).length)} before hydration`]);
  }
}
for (const { tag, start, end, heapChange } of results.memory) {
  rows.push([`<${tag}> ×500 mount/remove: JS heap`, `${(start.heap / KB).toFixed(0)} → ${(end.heap / KB).toFixed(0)} KB`, `${(heapChange * 100).toFixed(1)}%; budget 10%`]);
  rows.push([`<${tag}> ×500 mount/remove: DOM nodes`, `${String(start.nodes)} → ${String(end.nodes)}`, `listeners ${String(start.listeners)} → ${String(end.listeners)}`]);
}
for (const page of results.lighthouse.pages) {
  rows.push([`Lighthouse mobile: ${String(page.label)}`, String(page.score), `median of ${String(results.lighthouse.runs)}; target ≥ ${String(page.target)}`]);
}
for (const row of results.referenceBackend) {
  if (row['requests/s'] === undefined) {
    rows.push([`backend: ${String(row.target)}`, '–', '']);
    continue;
  }
  rows.push([`backend: ${String(row.target)}${row.store === undefined ? '' : ` (${String(row.store)}, ${String(row.instances)} process${row.instances === 1 ? '' : 'es'})`}`, `${String(row['requests/s'])} req/s`, `p50 ${String(row['p50 ms'])} ms, p99 ${String(row['p99 ms'])} ms, errors ${String(row.errors)}`]);
}
console.log('');
printTable(rows);

console.log('\nTargets (issue 24), reported, not enforced (± two standard errors of the ratio of medians):');
for (const { what, met } of targets) console.log(`  ${met ? 'met   ' : 'MISSED'} ${what}`);
const shifted = Object.entries(results.clsByPage).filter(([, widths]) => Object.values(widths).some((w) => /** @type {{ max: number }} */ (w).max > 0));
console.log(`  ${shifted.length ? 'MISSED' : 'met   '} layout shift 0 on every page${shifted.length ? `: not on ${shifted.map(([name]) => PAGES[/** @type {PageName} */ (name)].label).join(', ')}` : ''}`);
await import('../scripts/performance-page.mjs');
console.log('\nWritten to bench/results.json, and shown in docs/performance.md; how each figure is taken: bench/README.md.');
if (beaten.length) {
  console.error('\nThe floor is wrong: a page with the chrome painted sooner than the same HTML without script.');
  for (const line of beaten) console.error(`  ${line}`);
  process.exitCode = 1;
}
