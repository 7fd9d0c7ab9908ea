// Issue 51, item 6: Back is instant for a new visitor too. A visitor's very first page has no
// session-id yet; a later page gives the first one. That is no change of member (nothing a member
// sees was on the first page), so Back restores the first page from the back/forward cache rather
// than loading it anew; a change from one session to another still reloads (signOutBack.test.mjs).
// Needs dist/ (npm run build; CI builds first).
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { after, before, test } from 'node:test';
import { launchChromium } from '../../bench/browser.mjs';
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

test('a new visitor’s Back to their first page comes from the back/forward cache, though the next page gave the first session', { skip, timeout: 60_000 }, async () => {
  const browser = await launchChromium();
  try {
    const tab = await browser.newPage();
    const session = async () => (await browser.cookies()).find((cookie) => cookie.name === 'session-id')?.value;
    await tab.goto(`${server.origin}/`, { waitUntil: 'load' });
    await tab.waitForFunction(() => document.querySelector('site-header')?.hasAttribute('data-hydrated') || document.querySelector('site-header')?.shadowRoot?.querySelector('.chrome-root'), { timeout: 15_000 });
    // What the page held when the visitor left it: only a page restored from the cache still has it.
    await tab.evaluate(() => Object.assign(window, { leftAt: 'first page' }));
    // However soon this backend gives a session (the first page's own calls may), the visitor leaves
    // a first page without one, as on a site whose first page is served from a cache.
    await tab.deleteCookie({ name: 'session-id', url: server.origin });
    const first = await session();
    assert.equal(first, undefined);

    await tab.goto(`${server.origin}/title/tt0111161/`, { waitUntil: 'load' });
    await tab.waitForFunction(() => document.querySelector('site-header')?.shadowRoot?.querySelector('.chrome-root'), { timeout: 15_000 });
    // The visitor's first session-id, given by the next page or its calls.
    await tab.waitForFunction(() => document.cookie.includes('session-id='), { timeout: 10_000 });
    const second = await session();
    assert.ok(second !== undefined, 'the site gave a session-id');

    await tab.goBack({ waitUntil: 'load' });
    await tab.waitForFunction(() => location.pathname === '/', { timeout: 10_000 });
    await new Promise((resolve) => setTimeout(resolve, 500));
    const kept = await tab.evaluate(() => /** @type {{ leftAt?: string }} */ (window).leftAt);
    assert.equal(kept, 'first page', `Back loaded the first page anew (no session-id, then ${String(second)})`);
  } finally {
    await browser.close();
  }
});
