// The phones the bench measures as (issue 73): "4× CPU" is a different phone on each machine, so
// the bench finds, at the start of each run, the CPU slowdown at which its own Chromium scores
// Lighthouse's BenchmarkIndex of a calibrated device, as DevTools' calibration of its mobile
// presets does: 1,000 for a mid-tier phone (a Pixel 5 or so), 264 for a low-tier one (a Moto G4
// Power or so). `node bench/calibration.mjs` prints this machine's figures.
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { launchChromium } from './browser.mjs';

/** The devices, by the index DevTools calibrates its presets to. */
export const TIERS = /** @type {const} */ ({ mid: 1000, low: 264 });
/** @typedef {keyof typeof TIERS} Tier */

/** Each index is the median of this many runs of the page function (about a second each): one run alone moves by a fifth on a busy machine. */
const RUNS = 5;
/** Bisection steps: the rate's interval shrinks to 1/2^STEPS of its start, well under the index's noise. */
const STEPS = 7;

// Lighthouse's own page function, as its runner evaluates it in the page (no copy of ours to drift).
const { computeBenchmarkIndex } = await import(pathToFileURL(createRequire(import.meta.url).resolve('lighthouse/core/lib/page-functions.js')).href).then((module) => module.pageFunctions);

/**
 * BenchmarkIndex in a tab at a CPU slowdown: the median of RUNS.
 * @param {import('puppeteer-core').Page} tab
 * @param {number} rate
 */
async function indexAt(tab, rate) {
  await tab.emulateCPUThrottling(rate);
  /** @type {number[]} */
  const runs = [];
  for (let run = 0; run < RUNS; run++) runs.push(Number(await tab.evaluate(`(${String(computeBenchmarkIndex)})()`)));
  runs.sort((a, b) => a - b);
  return runs[Math.floor(RUNS / 2)] ?? Number.NaN;
}

/**
 * @typedef {{ target: number, rate: number, index: number, reachable: boolean }} TierRate
 * @typedef {{ machineIndex: number, base: number, tiers: Record<Tier, TierRate> }} Calibration
 */

/**
 * The slowdowns at which this machine's Chromium scores each tier's index, by bisection of the
 * rate (the index falls as the rate rises). `base`: a slowdown under the calibration, for the
 * bench's self-check: with base 2 the machine is made twice as slow, the rates found are about
 * half, and rows measured at base × rate must agree with an unbased run's. A machine slower than
 * a tier (index under its target unthrottled) runs it at the base alone, and says so.
 * @param {import('puppeteer-core').Browser} browser
 * @param {{ base?: number, only?: Tier }} [options]  only: calibrate that tier alone
 * @returns {Promise<Calibration>}
 */
export async function calibrate(browser, { base = 1, only } = {}) {
  const context = await browser.createBrowserContext();
  try {
    const tab = await context.newPage();
    await tab.goto('about:blank');
    const machineIndex = await indexAt(tab, base);
    /** @type {Partial<Record<Tier, TierRate>>} */
    const tiers = {};
    for (const [tier, target] of /** @type {[Tier, number][]} */ (Object.entries(TIERS)).filter(([tier]) => !only || tier === only)) {
      if (machineIndex <= target) {
        tiers[tier] = { target, rate: 1, index: machineIndex, reachable: false };
        continue;
      }
      // The index is about inversely proportional to the rate: the answer lies within 2× of that guess.
      let low = Math.max(1, machineIndex / target / 2);
      let high = (machineIndex / target) * 2;
      for (let step = 0; step < STEPS; step++) {
        const middle = Math.sqrt(low * high);
        if ((await indexAt(tab, base * middle)) > target) low = middle;
        else high = middle;
      }
      const rate = Math.round(Math.sqrt(low * high) * 100) / 100;
      tiers[tier] = { target, rate, index: await indexAt(tab, base * rate), reachable: true };
    }
    return { machineIndex, base, tiers: /** @type {Record<Tier, TierRate>} */ (tiers) };
  } finally {
    await context.close();
  }
}

/**
 * The CPU slowdown of a tier on this machine, said on the console: for the bench's scripts that
 * time one tier alone (banner, profile).
 * @param {import('puppeteer-core').Browser} browser
 * @param {Tier} [tier]
 */
export async function tierRate(browser, tier = 'mid') {
  const { machineIndex, tiers } = await calibrate(browser, { only: tier });
  const { rate, reachable } = tiers[tier];
  console.log(`BenchmarkIndex ${String(machineIndex)} here; the ${tier}-tier phone (${String(TIERS[tier])}) is CPU ${String(rate)}×${reachable ? '' : ': this machine is slower than that phone, so unthrottled'}`);
  return rate;
}

// `--index`: the machine's index alone (CI prints it once, so a run's timings can be read against it).
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const browser = await launchChromium();
  try {
    if (process.argv.includes('--index')) {
      const context = await browser.createBrowserContext();
      const tab = await context.newPage();
      console.log(`BenchmarkIndex of this machine's Chromium, unthrottled: ${String(await indexAt(tab, 1))} (the bench's mid-tier phone: ${String(TIERS.mid)}, low-tier: ${String(TIERS.low)})`);
    } else console.log(JSON.stringify(await calibrate(browser), null, 2));
  } finally {
    await browser.close();
  }
}
