// Issue 35 item 3, on the server: a page whose framework wrote the chrome's settings under their
// property names (React's server renderer writes `isLoggedIn`, HTML lowercases it) renders as the
// element shows it in the browser. Needs the build in dist/ (CI builds first).
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { test } from 'node:test';

const SERVER = new URL('../../dist/server/index.js', import.meta.url);
const skip = existsSync(SERVER) ? false : 'dist/ is missing: run `npm run build` first';
/** @type {{ renderElement: typeof import('../../src/server').renderElement, renderChromeTags: typeof import('../../src/server').renderChromeTags }} */
const server = skip ? /** @type {never} */ ({}) : await import(SERVER.href);

const signedIn = (/** @type {string} */ html) => /class="login-state" data-logged-in="true"/.test(html);
const count = (/** @type {string} */ html) => /class="count"[^>]*>(\d+)</.exec(html)?.[1];

test('settings written under their lowercased property names are rendered', { skip }, async () => {
  const html = await server.renderElement('site-header', { isloggedin: '', username: 'Ada', watchlistcount: '3' });
  assert.ok(signedIn(html), 'the header is signed out');
  assert.equal(count(html), '3');
  assert.match(html, /Ada/);
});

test('in a page, and the kebab-case attribute wins over the property name', { skip }, async () => {
  const html = await server.renderChromeTags('<body><site-header isLoggedIn watchlistCount="9" watchlist-count="2"></site-header></body>');
  assert.ok(signedIn(html), 'the header is signed out');
  assert.equal(count(html), '2');
});
