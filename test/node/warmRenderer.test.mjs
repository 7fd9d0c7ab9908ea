// Issue 54: a package user's first server-rendered page took 17.3 s, then 1.0 s, 0.5 s, 0.14 s: the
// renderer, its messages and jsdom loaded on the first request. warmRenderer() does that before the
// server listens. What this proves is that loading, counted, not timed (times depend on the machine:
// a timed version of this test failed on a busy CI machine): after warmRenderer() the first page
// loads no module, where a cold process's first page loads the renderer's lazy parts and jsdom.
// Each case runs in a Node process of its own, so that nothing is loaded beforehand.
// Needs the build in dist/ (CI builds first).
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { test } from 'node:test';
import { promisify } from 'node:util';

const SERVER = new URL('../../dist/server/index.js', import.meta.url);
const skip = existsSync(SERVER) ? false : 'dist/ is missing: run `npm run build` first';

/** Hooks that tell the main thread of every ES module loaded (they run on a thread of their own). */
const HOOKS = `
let port;
export function initialize(data) { port = data.port; }
export async function load(url, context, next) { port.postMessage(url); return next(url, context); }
`;

/** What a first visitor's page asks for (header, footer, a consent question with HTML); prints the
 * modules (ES and CommonJS) its first render loaded. */
const FIRST_PAGE = `
import Module, { register } from 'node:module';
import { MessageChannel } from 'node:worker_threads';
const { port1, port2 } = new MessageChannel();
const esm = new Set();
port1.on('message', (url) => esm.add(url));
register('data:text/javascript,' + encodeURIComponent(${JSON.stringify(HOOKS)}), { data: { port: port2 }, transferList: [port2] });
const settle = () => new Promise((resolve) => setTimeout(resolve, 200));
const loaded = () => [...esm, ...Object.keys(Module._cache)];

const { renderChromeTags, warmRenderer } = await import(${JSON.stringify(SERVER.href)});
if (process.argv[1] === 'warm') await warmRenderer();
await settle();
const before = new Set(loaded());
const prompt = { prompt: { id: 'p1', customizeUrl: '/privacy/', plainText: 'We use cookies.', plaidHtml: '<p>We use <b>cookies</b>.</p>', showPromptOnPageLoad: true }, directives: null };
const page = '<main><site-header current-uri="/title/tt1/"></site-header><p>Page</p><site-footer></site-footer><consent-banner></consent-banner></main>';
const html = await renderChromeTags(page, { locale: 'en-US', origin: 'https://www.example.com', prompt });
if (!html.includes('shadowrootmode') || !html.includes('<b>cookies</b>')) throw new Error('nothing rendered');
await settle();
console.log(JSON.stringify(loaded().filter((name) => !before.has(name))));
port1.close();
`;

/** The modules a fresh process's first page loaded, warmed first or not. */
async function loadedByFirstPage(/** @type {'warm' | 'cold'} */ mode) {
  const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', FIRST_PAGE, mode], { timeout: 120_000 });
  return /** @type {string[]} */ (JSON.parse(stdout.trim().split('\n').at(-1) ?? '[]'));
}

test('after warmRenderer() the first page loads no module; cold, it loads the lazy parts and jsdom', { skip, timeout: 240_000 }, async () => {
  const [warm, cold] = await Promise.all([loadedByFirstPage('warm'), loadedByFirstPage('cold')]);
  assert.deepEqual(warm, [], 'warmed, the first page loads nothing more');
  // The negative case: the same process without warming loads on its first page.
  assert.ok(cold.some((name) => name.includes('/jsdom/')), `cold, the first page loads jsdom (else this test proves nothing): ${cold.length} modules`);
  assert.ok(cold.some((name) => name.includes('/dist/server/')), `cold, the first page loads the renderer's lazy parts: ${cold.filter((name) => name.includes('/dist/')).join(', ')}`);
});
