// `npm run bench:lighthouse`: Lighthouse's mobile performance audit (its default: a Moto G class
// phone, slow 4G and a 4× slower CPU, simulated) of the README's three tags with the reservation
// rule, signed out and nothing else on the page, served as `npm start` serves it: the page where
// the chrome is most of what paints (issue 37). Prints the score, its metrics, the largest
// contentful paint's element and the long tasks, medians of five runs; the coachmark must never be
// that element. Debian Chromium (CHROME_PATH, else /usr/bin/chromium); about a minute.
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { readmeSnippetPage } from './browser.mjs';
import { startServer } from './server.mjs';

const RUNS = 5;
const TARGET = 95;
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const median = (/** @type {number[]} */ values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

const server = await startServer({ '/bench/three-tags.html': readmeSnippetPage() });
const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
/** @type {{ score: number, metrics: Record<string, number>, lcpElement: string, longTasks: string[] }[]} */
const runs = [];
try {
  for (let run = 0; run < RUNS; run += 1) {
    const result = await lighthouse(`${server.url}/bench/three-tags.html`, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error' });
    if (!result) throw new Error('Lighthouse returned nothing');
    const { audits, categories } = result.lhr;
    /** @param {string} id */
    const value = (id) => Number(audits[id]?.numericValue);
    // The LCP element is the breakdown insight's node (Lighthouse 13); its path names the shadow root's host.
    const node = /** @type {any} */ (audits['lcp-breakdown-insight']?.details)?.items?.find((/** @type {any} */ item) => item.type === 'node');
    const longTasks = /** @type {any} */ (audits['long-tasks']?.details)?.items ?? [];
    runs.push({
      score: Math.round(Number(categories.performance?.score) * 100),
      metrics: {
        FCP: value('first-contentful-paint'),
        LCP: value('largest-contentful-paint'),
        TBT: value('total-blocking-time'),
        CLS: value('cumulative-layout-shift'),
        SI: value('speed-index'),
      },
      lcpElement: node ? `${String(node.nodeLabel)} (${String(node.path)})` : 'none',
      longTasks: longTasks.map((/** @type {any} */ task) => `${String(Math.round(task.duration))} ms ${String(task.url).split('/').pop()}`),
    });
  }
} finally {
  await chrome.kill();
  await server.close();
}

const score = median(runs.map((run) => run.score));
console.log(`Lighthouse mobile, the three tags signed out (${String(RUNS)} runs): performance ${String(score)} (target ≥ ${String(TARGET)}: ${score >= TARGET ? 'met' : 'missed'})`);
for (const name of ['FCP', 'LCP', 'TBT', 'SI']) console.log(`  ${name} ${median(runs.map((run) => run.metrics[name] ?? NaN)).toFixed(0)} ms`);
console.log(`  CLS ${median(runs.map((run) => run.metrics.CLS ?? NaN)).toFixed(3)}`);
for (const [index, run] of runs.entries()) console.log(`  run ${String(index + 1)}: ${String(run.score)}, LCP element ${run.lcpElement}; long tasks ${run.longTasks.join(', ')}`);
const coachmark = runs.filter((run) => /coachmark/.test(run.lcpElement));
if (coachmark.length > 0) {
  console.error(`The sign-in coachmark was the largest contentful paint in ${String(coachmark.length)} of ${String(RUNS)} runs`);
  process.exitCode = 1;
}
