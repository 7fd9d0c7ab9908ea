// Writes the figures of the manual's performance page (docs/performance.md) from bench/results.json,
// between the figures markers, so no figure there is typed by hand: `npm run bench` writes the
// results and then this; `npm run build` runs it too, and CI checks the page is committed fresh.
import { existsSync, readFileSync } from 'node:fs';
import { PAGES } from '../bench/pages.mjs';
import { writeBetweenMarkers } from './writeIfChanged.mjs';

const START = '<!-- figures:start (generated from bench/results.json by scripts/performance-page.mjs; do not edit) -->';
const END = '<!-- figures:end -->';
const PAGE = 'docs/performance.md';
const KB = 1024;

/**
 * The parts of bench/results.json read here.
 * @typedef {{ control: string, tapToShownMs?: number }} Tap
 * @typedef {{ headerPainted: number, interactive?: number, requests: { median: number }, hashedRequests: { median: number }, rounds: { median: number }, runs: number, ratios?: { headerPainted: number }, headerPaintedRatioError?: number }} Figures
 * @typedef {{
 *   date: string, chromium: string, node: string, seconds: number, machine?: { cpu: string, cores: number, memoryGB: number, system: string },
 *   bytes: { entries: Record<string, { gzip: number, brotli: number }> },
 *   pageViews: { cpuSlowdown: number, viewport: { width: number, height: number }, runs: number, byNetwork: Record<string, Record<string, Record<string, Figures>>> },
 *   calibration: { machineIndex: number, tiers: Record<string, { target: number, rate: number, index: number, reachable: boolean }> },
 *   interactions: { runs: number, byTier: Record<string, { cpu: number, toNextPaintMs: Record<string, number>, earlyTaps: Tap[], floor: { toNextPaintMs: Record<string, number>, earlyTaps: Tap[] } }> },
 *   selfCheck?: { date: string, rows: { what: string, plain: number, slowed: number, noise: number, agree: boolean }[], calibrations: { base: number, machineIndex: number, tiers: Record<string, { rate: number }> }[] },
 *   typeahead: { answerToPaintMs: number, commitsPerKeystroke: number },
 *   targets: { what: string, met: boolean }[],
 *   soak?: { date: string, seconds: number, queries: number, keys: number, navigations: number, suggestionRequests: number, samples: { at: string, heap: number, nodes: number, listeners: number }[], cacheKeys?: number, cacheBound: number, heapChange: number, heapTolerance: number, nodesChange: number, nodeTolerance: number, linksFollow: boolean },
 *   lighthouse?: { runs: number, pages: { label: string, target: number, score: number, metrics: Record<string, number> }[] },
 *   server?: { date: string, renderer: ServerRenderer, pages?: Record<string, string | number>[], faults?: { rows: import('../bench/faults.mjs').FaultRow[], targets: { what: string, met: boolean }[] } },
 * }} Results
 * @typedef {{ cpuMsPerView: number, viewsPerSecondPerCore: number, p99Ms: number, allocatedKBPerView: number | null, htmlKB: number }} RendererRow
 * @typedef {{ views: number, locales: string[], floor: RendererRow, renderer: RendererRow, toBuffer?: RendererRow, anew: RendererRow, keptVariants: { variants: number, bytes: number }, ofFloor: number, targets: { what: string, met: boolean }[] }} ServerRenderer
 */

const RESULTS = 'bench/results.json';
if (!existsSync(RESULTS)) {
  console.error(`${RESULTS} is missing: docs/performance.md keeps its figures. npm run bench writes the file.`);
  process.exit(0);
}
/** @type {Results} */
const results = JSON.parse(readFileSync(RESULTS, 'utf8'));
if (!results.calibration) {
  console.error(`${RESULTS} predates the calibrated bench (issue 73): docs/performance.md keeps its figures until npm run bench writes new ones.`);
  process.exit(0);
}
const ms = (/** @type {number | undefined} */ value) => (value === undefined ? '–' : `${Math.round(value).toLocaleString('en-US')} ms`);
const kb = (/** @type {number} */ bytes) => `${(bytes / KB).toFixed(1)} KB`;
const median = (/** @type {number[]} */ values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? undefined : sorted[Math.floor((sorted.length - 1) / 2)];
};

const { pageViews } = results;
const views = [
  '| network, view | page | header painted | × floor | interactive | requests (hashed) | rounds |',
  '| --- | --- | --- | --- | --- | --- | --- |',
];
for (const [network, byView] of Object.entries(pageViews.byNetwork)) {
  for (const [view, byPage] of Object.entries(byView)) {
    for (const [name, figures] of Object.entries(byPage)) {
      const label = PAGES[/** @type {keyof typeof PAGES} */ (name)].label;
      const ratio = figures.ratios ? `${figures.ratios.headerPainted.toFixed(2)}× ± ${(figures.headerPaintedRatioError ?? 0).toFixed(2)}` : '1×';
      views.push(`| ${name === 'floor' ? `${network}, ${view}` : ''} | ${label} | ${ms(figures.headerPainted)} | ${ratio} | ${name === 'floor' ? '' : ms(figures.interactive)} | ${String(figures.requests.median)} (${String(figures.hashedRequests.median)}) | ${String(figures.rounds.median)} |`);
    }
  }
}

const { calibration } = results;
const tiers = Object.entries(results.interactions.byTier);
const tierHeads = tiers.map(([tier, { cpu }]) => `${tier} tier (${String(cpu)}×) | plain page`).join(' | ');
const tierRule = tiers.map(() => '--- | ---').join(' | ');
const interactionNames = [...new Set(tiers.flatMap(([, { toNextPaintMs }]) => Object.keys(toNextPaintMs)))];
const interactions = interactionNames.map((name) => `| ${name} | ${tiers.map(([, { toNextPaintMs, floor }]) => `${ms(toNextPaintMs[name])} | ${ms(floor.toNextPaintMs[name])}`).join(' | ')} |`);
/** The median time to shown of a control's taps, or what happened instead. @param {Tap[]} taps @param {string} control */
const tapMedian = (taps, control) => {
  const times = taps.filter((tap) => tap.control === control).flatMap((tap) => (tap.tapToShownMs === undefined ? [] : [tap.tapToShownMs]));
  return times.length > 0 ? ms(median(times)) : 'nothing shown';
};
const controls = [...new Set(tiers.flatMap(([, { earlyTaps }]) => earlyTaps.map((tap) => tap.control)))];
const taps = controls.map((control) => `| ${control} | ${tiers.map(([, { earlyTaps, floor }]) => `${tapMedian(earlyTaps, control)} | ${tapMedian(floor.earlyTaps, control)}`).join(' | ')} |`);
const tierText = Object.entries(calibration.tiers)
  .map(([tier, { target, rate, reachable }]) => `the ${tier}-tier phone (index ${target.toLocaleString('en-US')}) is CPU ${String(rate)}×${reachable ? '' : ' (this machine is slower: unthrottled)'}`)
  .join('; ');

/** The self-check: calibrated rows with the machine made slower, beside a plain run's. */
function selfCheckFigures(/** @type {Results['selfCheck']} */ check) {
  if (!check) return ['Not in this results file: `npm run bench:self-check` writes it.', ''];
  return [
    `Measured on ${check.date.slice(0, 10)} by \`npm run bench:self-check\`: ${check.calibrations.map(({ base, machineIndex, tiers: rates }) => `with ${base === 1 ? 'the machine as it is' : `the CPU first slowed ${String(base)}×`}, index ${String(machineIndex)}, mid tier ${String(rates.mid?.rate)}×, low tier ${String(rates.low?.rate)}×`).join('; ')}.`,
    '',
    '| row | as it is | made slower | noise | agree |',
    '| --- | --- | --- | --- | --- |',
    ...check.rows.map(({ what, plain, slowed, noise, agree }) => `| ${what} | ${ms(plain)} | ${ms(slowed)} | ± ${ms(noise)} | ${agree ? 'yes' : '**no**'} |`),
    '',
  ];
}

/** The machine a run measured on, as a clause. */
const machineText = (/** @type {Results['machine']} */ machine) =>
  machine ? `, on ${String(machine.cores)} cores of ${machine.cpu} with ${String(machine.memoryGB)} GB, ${machine.system}` : '';

/** `npm run bench:server`'s renderer rows: a page view's chrome beside a string template's. */
function serverFigures(/** @type {Results['server']} */ server) {
  if (!server) return ['Not in this results file: `npm run bench:server` writes them.', ''];
  const { renderer } = server;
  const row = (/** @type {string} */ label, /** @type {RendererRow} */ figures) =>
    `| ${label} | ${figures.cpuMsPerView.toFixed(2)} ms | ${figures.viewsPerSecondPerCore.toLocaleString('en-US')} | ${figures.p99Ms.toFixed(1)} ms | ${figures.allocatedKBPerView === null ? '–' : `${figures.allocatedKBPerView.toFixed(0)} KB`} |`;
  return [
    `Measured on ${server.date.slice(0, 10)} by \`npm run bench:server\`: ${String(renderer.views)} page views each, \`renderChromeTags\` (and \`renderChromeTagsToBuffer\`, the same page as UTF-8) on a page with the header, footer and banner (${renderer.locales.join(', ')}; a member with a new name, path and count each time, or a visitor signed out asked the consent question), ${renderer.floor.htmlKB.toFixed(0)} KB of HTML a page. The floor writes the same HTML from a string template: marks for the request's values, filled by one \`replace\` pass.`,
    '',
    '| page view | CPU | per second, one core | p99 | allocated |',
    '| --- | --- | --- | --- | --- |',
    row('string template (floor)', renderer.floor),
    row('renderChromeTags, variants kept', renderer.renderer),
    ...(renderer.toBuffer ? [row('renderChromeTagsToBuffer (UTF-8), variants kept', renderer.toBuffer)] : []),
    row('renderChromeTags, rendered anew', renderer.anew),
    '',
    `${renderer.ofFloor.toFixed(2)}× the floor's CPU; ${String(renderer.keptVariants.variants)} variants kept (${kb(renderer.keptVariants.bytes)}).`,
    '',
    ...renderer.targets.map(({ what, met }) => `- ${met ? 'met' : '**missed**'}: ${what}`),
    '',
    ...(server.pages
      ? [
          'The reference backend on loopback (autocannon, 4 connections, in the same process), each live answer beside the same bytes as a file:',
          '',
          '| what | requests a second | p50 | p99 | share of the file\'s rate |',
          '| --- | --- | --- | --- | --- |',
          ...server.pages.map((row) => `| ${String(row.target)} | ${Number(row['requests/s']).toLocaleString('en-US')} | ${ms(Number(row['p50 ms']))} | ${ms(Number(row['p99 ms']))} | ${String(row['of file'] || '')} |`),
          '',
        ]
      : []),
    ...faultFigures(server.faults),
  ];
}

/** The backend under faults (bench/faults.mjs), from the same run. */
function faultFigures(/** @type {NonNullable<Results['server']>['faults']} */ faults) {
  if (!faults) return ['The fault cases need PostgreSQL, which this run did not have.', ''];
  return [
    'Two instances of `npm start`\'s process on one PostgreSQL, a steady load of tracking writes (each with an id, looked for in the database after) and pages for a visitor with a session, one fault in the middle of each case (bench/faults.mjs):',
    '',
    '| case | writes acknowledged | lost | answers | write p50 / p99 / max | pages answered | page p99 |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...faults.rows.map(
      (row) =>
        `| ${row.case} | ${String(row.acknowledged)} of ${String(row.writes)} | ${String(row.lost)} | ${Object.entries(row.statuses).map(([status, count]) => `${status === '0' ? 'none' : status}: ${String(count)}`).join(', ')} | ${ms(row.writeP50Ms)} / ${ms(row.writeP99Ms)} / ${ms(row.writeMaxMs)} | ${String(row.pagesOk)} of ${String(row.pages)} | ${ms(row.pageP99Ms)} |`,
    ),
    '',
    ...faults.targets.map(({ what, met }) => `- ${met ? 'met' : '**missed**'}: ${what}`),
    '',
  ];
}

/** `npm run bench:soak`'s section: one page through a long visit, sampled. */
function soakFigures(/** @type {Results['soak']} */ soak) {
  if (!soak) return ['Not in this results file: `npm run bench:soak` writes them.', ''];
  const MB = 1024 * 1024;
  const pct = (/** @type {number} */ x) => `${x >= 0 ? '+' : ''}${(x * 100).toFixed(1)}%`;
  return [
    `Measured on ${soak.date.slice(0, 10)} by \`npm run bench:soak\` (${String(Math.round(soak.seconds))} s): ${soak.queries.toLocaleString('en-US')} distinct queries typed (${soak.keys.toLocaleString('en-US')} keys) and ${String(soak.navigations)} same-document navigations on one page, ${soak.suggestionRequests.toLocaleString('en-US')} suggestion requests. Heap after full collections:`,
    '',
    '| sample | JS heap | DOM nodes | listeners |',
    '| --- | --- | --- | --- |',
    ...soak.samples.map(({ at, heap, nodes, listeners }) => `| ${at} | ${(heap / MB).toFixed(2)} MB | ${String(nodes)} | ${String(listeners)} |`),
    '',
    `Middle to end: heap ${pct(soak.heapChange)} (flat within ${String(soak.heapTolerance * 100)}%), DOM nodes ${pct(soak.nodesChange)} (within ${String(soak.nodeTolerance * 100)}%); the suggestion cache ended at ${String(soak.cacheKeys ?? '–')} keys (bound ${String(soak.cacheBound)}); the header's links ${soak.linksFollow ? 'named' : '**did not name**'} the page the visitor was on.`,
    '',
  ];
}

const figures = [
  '',
  '',
  `Measured on ${results.date.slice(0, 10)} by \`npm run bench\` (${results.chromium.replace('/', ' ')}, Node ${results.node}; ${String(Math.round(results.seconds / 60))} minutes${machineText(results.machine)}), which wrote \`bench/results.json\`.`,
  '',
  '### Bytes',
  '',
  '| entry and what it loads up front | gzip | brotli |',
  '| --- | --- | --- |',
  ...Object.entries(results.bytes.entries).map(([entry, size]) => `| \`${entry}\` | ${kb(size.gzip)} | ${kb(size.brotli)} |`),
  '',
  '### The phones',
  '',
  `Calibrated at the start of the run: this machine's Chromium scores BenchmarkIndex ${calibration.machineIndex.toLocaleString('en-US')} unthrottled; ${tierText}.`,
  '',
  '### Page views beside their floor',
  '',
  `CPU slowed ${String(pageViews.cpuSlowdown)}× (the mid-tier phone), ${String(pageViews.viewport.width)}×${String(pageViews.viewport.height)}, medians of ${String(pageViews.runs)} loads; ± is two standard errors of the ratio.`,
  '',
  ...views,
  '',
  '### Interactions',
  '',
  `Interaction to next paint once hydrated, at each phone's CPU, medians of ${String(results.interactions.runs)}; typeahead (mid tier): ${ms(results.typeahead.answerToPaintMs)} from an answer to its list painted, ${String(results.typeahead.commitsPerKeystroke)} React commits a keystroke. The plain page is the floor: the same keys and taps on a page that does the same in HTML alone, with no stylesheet of ours (bench/plainFloor.mjs).`,
  '',
  `| interaction | ${tierHeads} |`,
  `| --- | ${tierRule} |`,
  ...interactions,
  '',
  'A tap the moment the control is painted (slow 4G; before hydration on the chrome), to its answer shown:',
  '',
  `| control | ${tierHeads} |`,
  `| --- | ${tierRule} |`,
  ...taps,
  '',
  '### Self-check of the calibration',
  '',
  ...selfCheckFigures(results.selfCheck),
  '### Lighthouse',
  '',
  ...(results.lighthouse
    ? [
        `Lighthouse's mobile performance audit (a simulated mid-range phone on slow 4G with a 4× slower CPU), medians of ${String(results.lighthouse.runs)} runs:`,
        '',
        '| page | score | target | first contentful paint | largest contentful paint | total blocking time | layout shift |',
        '| --- | --- | --- | --- | --- | --- | --- |',
        ...results.lighthouse.pages.map(({ label, score, target, metrics }) => `| ${label} | ${String(score)} | ≥ ${String(target)} | ${ms(metrics.FCP)} | ${ms(metrics.LCP)} | ${ms(metrics.TBT)} | ${(metrics.CLS ?? 0).toFixed(3)} |`),
      ]
    : ['Not in this results file: the run that wrote it predates the Lighthouse audit.']),
  '',
  '### Long visits',
  '',
  ...soakFigures(results.soak),
  '### The server renderer',
  '',
  ...serverFigures(results.server),
  '### Targets',
  '',
  ...results.targets.map(({ what, met }) => `- ${met ? 'met' : '**missed**'}: ${what}`),
  '',
  '',
].join('\n');

writeBetweenMarkers(PAGE, START, END, figures);
