// Lighthouse's mobile performance audit (its default: a Moto G class phone, slow 4G and a 4× slower
// CPU, simulated) of the pages issue 51 holds to a score, served as `npm start` serves them: the demo
// home (server-rendered, signed out, the page a visitor of the demo meets first) and the README's
// three tags with the reservation rule and nothing else on the page, where the chrome is most of
// what paints (issue 37). Medians of five runs each; the sign-in coachmark must never be the largest
// contentful paint. Debian Chromium (CHROME_PATH, else /usr/bin/chromium); about three minutes.
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { readmeSnippetPage } from './browser.mjs';
import { startServer } from './server.mjs';

const RUNS = 5;
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** The audited pages: path on the bench's server, what it is, the score it must reach (issue 51). */
export const LIGHTHOUSE_PAGES = [
  { path: '/', label: 'demo home, server-rendered', target: 98 },
  { path: '/bench/three-tags.html', label: "README's three tags, client-only", target: 95 },
];

const median = (/** @type {number[]} */ values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/**
 * @typedef {{ score: number, metrics: Record<string, number>, lcpElement: string, longTasks: string[] }} LighthouseRun
 * @typedef {{ path: string, label: string, target: number, score: number, metrics: Record<string, number>, runs: LighthouseRun[] }} LighthousePage
 */

/**
 * Audits each page RUNS times in one headless Chromium against the bench's server.
 * @param {{ root?: string }} [options]  root: whose demo/ and dist/ are served (bench/build.mjs's copy)
 * @returns {Promise<{ runs: number, pages: LighthousePage[] }>}
 */
export async function lighthouseAudit({ root } = {}) {
  const server = await startServer({ '/bench/three-tags.html': readmeSnippetPage() }, root ? { root } : {});
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  /** @type {LighthousePage[]} */
  const pages = [];
  try {
    for (const page of LIGHTHOUSE_PAGES) {
      /** @type {LighthouseRun[]} */
      const runs = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await audit(`${server.url}${page.path}`, chrome.port));
      const metrics = Object.fromEntries(Object.keys(runs[0]?.metrics ?? {}).map((name) => [name, median(runs.map((run) => run.metrics[name] ?? NaN))]));
      pages.push({ ...page, score: median(runs.map((run) => run.score)), metrics, runs });
    }
  } finally {
    await chrome.kill();
    await server.close();
  }
  return { runs: RUNS, pages };
}

/**
 * @param {string} url
 * @param {number} port  the Chromium's debugging port
 * @returns {Promise<LighthouseRun>}
 */
async function audit(url, port) {
  const result = await lighthouse(url, { port, onlyCategories: ['performance'], logLevel: 'error' });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { audits, categories } = result.lhr;
  const value = (/** @type {string} */ id) => Number(audits[id]?.numericValue);
  // The LCP element is the breakdown insight's node (Lighthouse 13); its path names the shadow root's host.
  const node = /** @type {any} */ (audits['lcp-breakdown-insight']?.details)?.items?.find((/** @type {any} */ item) => item.type === 'node');
  const longTasks = /** @type {any} */ (audits['long-tasks']?.details)?.items ?? [];
  return {
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
  };
}

/**
 * The sentences a run's targets are reported in (bench/run.mjs) and printed by `npm run bench:lighthouse`.
 * @param {{ runs: number, pages: LighthousePage[] }} result
 * @returns {{ what: string, met: boolean }[]}
 */
export function lighthouseTargets({ runs, pages }) {
  return pages.flatMap((page) => {
    const coachmark = page.runs.filter((run) => /coachmark/.test(run.lcpElement)).length;
    return [
      { what: `Lighthouse mobile performance, ${page.label}: ≥ ${String(page.target)} (median of ${String(runs)}: ${String(page.score)})`, met: page.score >= page.target },
      { what: `Lighthouse, ${page.label}: the sign-in coachmark is never the largest contentful paint (${String(coachmark)} of ${String(runs)})`, met: coachmark === 0 },
    ];
  });
}
