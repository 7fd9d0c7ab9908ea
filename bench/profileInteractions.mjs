// `node bench/profileInteractions.mjs [mid|low]` (after `npm run build`): where each interaction's
// time goes (issue 73 item 2), on the server-rendered page once hydrated and on the plain floor
// page (bench/plainFloor.mjs), at a calibrated phone's CPU (the low tier unless told). Each step
// of bench/interactions.mjs is traced; the renderer's main thread, from each of the step's inputs
// to the frame that showed its answer (the trace's EventTiming records), is split as
// bench/traceBreakdown.mjs splits it. Medians of 3; writes bench/profileInteractions.json and
// prints a table per interaction.
import { writeFileSync } from 'node:fs';
import { benchPages, launchChromium } from './browser.mjs';
import { copyBuild } from './build.mjs';
import { tierRate } from './calibration.mjs';
import { interactionsToNextPaint, worstInteraction } from './interactions.mjs';
import { countControls, plainFloorPage } from './plainFloor.mjs';
import { startServer } from './server.mjs';
import { CATEGORIES, breakdown, median } from './traceBreakdown.mjs';

const RUNS = 3;
const tier = /** @type {import('./calibration.mjs').Tier} */ (process.argv[2] ?? 'low');

/** @typedef {import('./traceBreakdown.mjs').TraceEvent} TraceEvent @typedef {{ inp: number, buckets: Record<string, number>, byFunction: Record<string, number> }} Step */

/**
 * The main thread's work for the interactions in a trace: the union of its EventTiming windows
 * (an input's time to its frame's presentation), each split by breakdown(), summed.
 * @param {TraceEvent[]} events
 * @param {string} root
 */
function interactionWork(events, root) {
  // EventTiming is an async pair (b/e) per event, on the renderer's main thread: its start is the
  // input's time, its end the presentation of the frame that followed.
  const begins = events.filter((event) => event.name === 'EventTiming' && event.ph === 'b' && event.args?.data?.interactionId);
  /** @type {Record<string, number>} */
  const buckets = {};
  /** @type {Record<string, number>} */
  const byFunction = {};
  let to = 0;
  for (const begin of begins.sort((a, b) => a.ts - b.ts)) {
    const end = events.find((event) => event.name === 'EventTiming' && event.ph === 'e' && event.id === begin.id && event.pid === begin.pid);
    const main = events.find((event) => event.pid === begin.pid && event.name === 'EventDispatch' && event.ts >= begin.ts);
    if (!end || !main || end.ts <= to) continue;
    const window = { pid: main.pid, tid: main.tid, from: Math.max(begin.ts, to), to: end.ts };
    to = end.ts;
    const split = breakdown(events, window, root);
    for (const [key, value] of Object.entries(split.buckets)) buckets[key] = (buckets[key] ?? 0) + value;
    for (const [key, value] of Object.entries(split.scriptSampled.byFunction)) byFunction[key] = (byFunction[key] ?? 0) + value;
  }
  return { buckets, byFunction };
}

const build = await copyBuild();
const server = await startServer({}, { root: build.root });
const browser = await launchChromium();
/** @type {Record<'floor' | 'chrome', Record<string, Step[]>>} */
const traced = { floor: {}, chrome: {} };
let cpu = 0;
try {
  cpu = await tierRate(browser, tier);
  const { serverRendered } = await benchPages(server.url, build.root);
  server.pages['/bench/serverRendered.html'] = serverRendered;
  server.pages['/bench/plainFloor.html'] = plainFloorPage(await countControls(browser, `${server.url}/bench/serverRendered.html`));
  console.log(`Tracing each interaction at the ${tier} tier's CPU (${String(cpu)}×), ${String(RUNS)} runs…`);
  for (let run = 0; run < RUNS; run++) {
    for (const [page, path, scripted] of /** @type {const} */ ([['floor', '/bench/plainFloor.html', false], ['chrome', '/bench/serverRendered.html', true]])) {
      await interactionsToNextPaint(browser, `${server.url}${path}`, { scripted, cpu }, async (tab, step, name) => {
        // Sampled often: an interaction's script is a few ms.
        await tab.tracing.start({ categories: [...CATEGORIES, 'disabled-by-default-v8.cpu_profiler.hires'] });
        await step(tab);
        const inp = await worstInteraction(tab);
        const events = /** @type {{ traceEvents: TraceEvent[] }} */ (JSON.parse(new TextDecoder().decode(await tab.tracing.stop()))).traceEvents;
        const steps = (traced[page][name] ??= []);
        // Typing's keys are steps of one interaction: the worst key is kept.
        const work = { inp, ...interactionWork(events, build.root) };
        const kept = steps[run];
        if (!kept || kept.inp < inp) steps[run] = work;
        return inp;
      });
    }
  }
} finally {
  await browser.close();
  await server.close();
  build.remove();
}

/** @param {Step[]} steps @param {(step: Step) => Record<string, number>} pick */
const medians = (steps, pick) => Object.fromEntries([...new Set(steps.flatMap((step) => Object.keys(pick(step))))].map((key) => [key, median(steps.map((step) => pick(step)[key] ?? 0))]));
const summary = Object.fromEntries(Object.keys(traced.chrome).map((name) => {
  const of = (/** @type {Step[]} */ steps) => ({ inp: median(steps.map((step) => step.inp)), buckets: medians(steps, (step) => step.buckets), byFunction: medians(steps, (step) => step.byFunction) });
  return [name, { floor: of(traced.floor[name] ?? []), chrome: of(traced.chrome[name] ?? []) }];
}));
writeFileSync(new URL('./profileInteractions.json', import.meta.url), `${JSON.stringify({ date: new Date().toISOString(), tier, cpu, runs: RUNS, summary, traced }, null, 2)}\n`);

const ms = (/** @type {number} */ value) => `${value.toFixed(1)} ms`;
for (const [name, { floor, chrome }] of Object.entries(summary)) {
  console.log(`\n${name}: to next paint, floor ${ms(floor.inp)}, chrome ${ms(chrome.inp)}; the main thread from input to frame:`);
  /** @type {string[][]} */
  const rows = [['', 'floor', 'chrome']];
  for (const key of Object.keys(chrome.buckets)) rows.push([key, ms(floor.buckets[key] ?? 0), ms(chrome.buckets[key] ?? 0)]);
  for (const [key, value] of Object.entries(chrome.byFunction).sort(([, a], [, b]) => b - a).slice(0, 12)) rows.push([`  ${key}`, '', ms(value)]);
  const widths = [0, 1, 2].map((i) => Math.max(...rows.map((row) => row[i]?.length ?? 0)));
  for (const row of rows) console.log(row.map((cell, i) => (i ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0))).join('  '));
}
console.log('\nWritten to bench/profileInteractions.json.');
