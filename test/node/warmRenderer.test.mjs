// Issue 54: a package user's first server-rendered page took 17.3 s, then 1.0 s, 0.5 s, 0.14 s: the
// renderer, its messages and jsdom loaded on the first request. warmRenderer() does that before the
// server listens. Each case runs in a Node process of its own, so that nothing is warm beforehand.
// Needs the build in dist/ (CI builds first).
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { test } from 'node:test';
import { promisify } from 'node:util';

const SERVER = new URL('../../dist/server/index.js', import.meta.url);
const skip = existsSync(SERVER) ? false : 'dist/ is missing: run `npm run build` first';

/** What a first visitor's page asks for: header, footer and a consent question with HTML. */
const TIMED = `
const { renderChromeTags, warmRenderer } = await import(${JSON.stringify(SERVER.href)});
if (process.argv[1] === 'warm') await warmRenderer();
const prompt = { prompt: { id: 'p1', customizeUrl: '/privacy/', plainText: 'We use cookies.', plaidHtml: '<p>We use <b>cookies</b>.</p>', showPromptOnPageLoad: true }, directives: null };
const page = '<main><site-header current-uri="/title/tt1/"></site-header><p>Page</p><site-footer></site-footer><consent-banner></consent-banner></main>';
const times = [];
for (let i = 0; i < 6; i += 1) {
  const started = performance.now();
  const html = await renderChromeTags(page, { locale: 'en-US', origin: 'https://www.example.com', prompt });
  times.push(performance.now() - started);
  if (!html.includes('shadowrootmode')) throw new Error('nothing rendered');
}
console.log(JSON.stringify(times));
`;

/** The six render times (ms) of a fresh process, warmed first or not. */
async function renderTimes(/** @type {'warm' | 'cold'} */ mode) {
  const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', TIMED, mode], { timeout: 120_000 });
  return /** @type {number[]} */ (JSON.parse(stdout.trim().split('\n').at(-1) ?? '[]'));
}

const median = (/** @type {number[]} */ values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

test('after warmRenderer() the first page renders within twice the time of the pages after it; cold, it does not', { skip, timeout: 240_000 }, async () => {
  const warm = await renderTimes('warm');
  const cold = await renderTimes('cold');
  // Later pages: the median of the second to sixth, so that one slow one (a collection) decides nothing.
  const steady = (/** @type {number[]} */ times) => median(times.slice(1));
  const [warmFirst = 0, coldFirst = 0] = [warm[0], cold[0]];
  const report = `warm ${warm.map(Math.round).join(', ')} ms; cold ${cold.map(Math.round).join(', ')} ms`;
  // 10 ms beside the factor: a page renders in a few ms once warm, where a timer tick is a factor.
  assert.ok(warmFirst <= 2 * steady(warm) + 10, `warmed, the first page is within 2× the next ones: ${report}`);
  // The negative case: the same process without warming pays for loading on its first page.
  assert.ok(coldFirst > 2 * steady(cold) + 10, `cold, the first page pays for loading (else this test proves nothing): ${report}`);
});
