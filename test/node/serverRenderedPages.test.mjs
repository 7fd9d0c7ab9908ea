// Issue 38: the reference backend's server-rendered pages as faithful as client-rendered ones.
// The first response's HTML, as the server wrote it (no script run): the search category of `s`
// and `u` with the page's query (spec §2 link helper, §4 search), and the consent question in the
// language the page gives its elements (spec §3: the prompt in the page's locale). Needs dist/.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { after, before, test } from 'node:test';
import { startBackendServer } from './helpers/backendServer.mjs';

const root = new URL('../../', import.meta.url);
const skip = existsSync(new URL('dist/server/index.js', root)) ? false : 'dist/ is missing: run `npm run build` first';

/** @type {Awaited<ReturnType<typeof startBackendServer>>} */
let server;
before(async () => {
  if (skip) return;
  server = await startBackendServer();
});
after(async () => {
  await server?.close();
});

/** The page a new visitor gets, as text. */
const page = async (/** @type {string} */ path) => (await fetch(`${server.origin}${path}`, { headers: { accept: 'text/html' } })).text();

test('/?s=tt is rendered with the Titles category, and the links keep s in u', { skip }, async () => {
  const html = await page('/?s=tt');
  // The button holds every category's name and shows the chosen one (it follows the checked radio
  // without script): the chosen name, and the menu's checked radio.
  const chosen = (/** @type {string} */ html) => /<span class="category-name chosen"[^>]*>([\s\S]*?)<\/span><\/span>/.exec(html)?.[1] ?? '';
  assert.match(chosen(html), /Titles/, `the category button's chosen name: ${chosen(html).slice(0, 200)}`);
  assert.match(html, /<input type="radio" name="s" checked="" value="tt"\/>/, 'the Titles radio is checked');
  const returns = [...html.matchAll(/[?&]u=([^"&]*)/g)].map(([, u]) => decodeURIComponent(String(u)));
  assert.ok(returns.length > 5, 'the chrome\'s links carry u');
  assert.ok(returns.every((u) => u === '/?s=tt'), `every u is the page with its query: ${[...new Set(returns)].join(', ')}`);

  const plain = await page('/');
  assert.doesNotMatch(chosen(plain), /Titles/, 'without s, not Titles');
  assert.doesNotMatch(plain, /<input type="radio" name="s" checked="" value="tt"\/>/, 'without s, Titles is not checked');
});

test('/rtl.html, whose elements carry locale="ar-AE", asks the consent question in Arabic', { skip }, async () => {
  const html = await page('/rtl.html');
  const banner = html.slice(html.indexOf('<consent-banner'), html.indexOf('</consent-banner>'));
  assert.ok(banner.includes('shadowrootmode'), 'the banner is rendered with the page');
  const question = /<div[^>]*class="[^"]*(?:prompt-text|plain-text|question)[^"]*"[^>]*>([\s\S]*?)<\/div>/.exec(banner)?.[1] ?? banner;
  assert.match(question, /[\u0600-\u06FF]{3,}/, 'Arabic text in the banner');
  assert.doesNotMatch(question, /We use cookies|cookies and similar/i, 'not the English question');
  const english = await page('/');
  assert.match(english.slice(english.indexOf('<consent-banner'), english.indexOf('</consent-banner>')), /cookie/i, 'the English page asks in English');
});
