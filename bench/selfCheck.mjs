// `npm run bench:self-check` (after `npm run build`; about ten minutes): does the calibration
// (bench/calibration.mjs) make the bench's figures the phone's rather than the machine's? The
// calibrated rows measured twice, interleaved: with the machine as it is, and with the machine made
// twice as slow (every tab's CPU first slowed 2×, the calibration done under that base, so its
// rates come out about half). A calibration that works gives the same figures both ways, within
// their noise. Writes the `selfCheck` section of bench/results.json (`npm run bench` keeps it) and
// the performance page.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { benchPages, launchChromium, sleep } from './browser.mjs';
import { copyBuild } from './build.mjs';
import { calibrate } from './calibration.mjs';
import { interactionsToNextPaint, tapsBeforeHydration } from './interactions.mjs';
import { PAGES } from './pages.mjs';
import { median, noise } from './stats.mjs';
import { startServer } from './server.mjs';
import { hashedFiles, visit } from './views.mjs';

/** The machine made this many times slower for the second calibration. */
const BASE = 2;
const VIEW_RUNS = 9;
const INTERACTION_RUNS = 3;
const SETTLE_MS = 500;

const build = await copyBuild();
const server = await startServer({}, { root: build.root });
const browser = await launchChromium();
/** @type {{ what: string, plain: number, slowed: number, noise: number, agree: boolean }[]} */
const rows = [];
/** @type {import('./calibration.mjs').Calibration[]} */
const calibrations = [];
try {
  server.pages['/bench/serverRendered.html'] = (await benchPages(server.url, build.root)).serverRendered;
  const url = `${server.url}/bench/serverRendered.html`;
  const hashed = hashedFiles(build.root);
  for (const base of [1, BASE]) calibrations.push(await calibrate(browser, { base }));
  console.log(calibrations.map(({ base, machineIndex, tiers }) => `base ${String(base)}: index ${String(machineIndex)}, mid ${String(tiers.mid.rate)}×, low ${String(tiers.low.rate)}×`).join('\n'));
  /** Per tier and base, the CPU slowdown that tier's rows run at. */
  const cpu = (/** @type {import('./calibration.mjs').Tier} */ tier, /** @type {number} */ at) => {
    const calibration = calibrations[at];
    if (!calibration) throw new Error('no calibration');
    return calibration.base * calibration.tiers[tier].rate;
  };

  /** @type {Record<string, [number[], number[]]>} the samples of each row, as it is and made slower */
  const samples = {};
  const add = (/** @type {string} */ what, /** @type {number} */ at, /** @type {number | undefined} */ value) => {
    if (value === undefined) return;
    (samples[what] ??= [[], []])[at]?.push(value);
  };
  console.log(`Page views, ${String(VIEW_RUNS)} of each, interleaved…`);
  for (let run = 0; run < VIEW_RUNS; run++) {
    for (const at of run % 2 ? [1, 0] : [0, 1]) {
      await sleep(SETTLE_MS);
      const { first } = await visit(browser, url, { network: 'slow 4G', ...PAGES.serverRendered, hashed, cpu: cpu('mid', at) });
      add('server-rendered, slow 4G, first view: header painted (mid tier)', at, first.headerPainted);
      add('server-rendered, slow 4G, first view: interactive (mid tier)', at, first.interactive);
    }
  }
  console.log(`Interactions, ${String(INTERACTION_RUNS)} of each at both tiers, interleaved…`);
  for (let run = 0; run < INTERACTION_RUNS; run++) {
    for (const tier of /** @type {const} */ (['mid', 'low'])) {
      for (const at of run % 2 ? [1, 0] : [0, 1]) {
        for (const [name, value] of Object.entries(await interactionsToNextPaint(browser, url, { cpu: cpu(tier, at) }))) add(`interaction to next paint, ${name} (${tier} tier)`, at, value);
        for (const tap of await tapsBeforeHydration(browser, url, { cpu: cpu(tier, at) })) add(`tap at first paint → shown, ${tap.control} (${tier} tier)`, at, tap.tapToShownMs);
      }
    }
  }
  for (const [what, [plain = [], slowed = []]] of Object.entries(samples)) {
    if (!plain.length || !slowed.length) continue;
    const margin = noise(plain, slowed);
    rows.push({ what, plain: median(plain), slowed: median(slowed), noise: margin, agree: Math.abs(median(plain) - median(slowed)) <= margin });
  }
} finally {
  await browser.close();
  await server.close();
  build.remove();
}

const resultsFile = new URL('./results.json', import.meta.url);
const results = existsSync(resultsFile) ? JSON.parse(readFileSync(resultsFile, 'utf8')) : {};
results.selfCheck = { date: new Date().toISOString(), base: BASE, calibrations, rows };
writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`);
for (const { what, plain, slowed, noise: margin, agree } of rows) console.log(`${agree ? 'agree   ' : 'DISAGREE'} ${what}: ${plain.toFixed(0)} ms as it is, ${slowed.toFixed(0)} ms made ${String(BASE)}× slower (noise ± ${margin.toFixed(0)} ms)`);
if (existsSync(resultsFile) && results.pageViews) await import('../scripts/performance-page.mjs');
if (rows.some((row) => !row.agree)) process.exitCode = 1;
