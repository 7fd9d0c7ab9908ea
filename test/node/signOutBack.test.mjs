// Issue 34: after a member signs out with the chrome's link, Back (twice) shows no member's name:
// with the back/forward cache on and off (the HTTP cache then serves history navigations). The
// reference backend serves the demo pages rendered for the visitor, signed in by its demo cookie.
// Issue 51, item 6: a new visitor's first page has no session-id yet and a later page gives the
// first one; that is no change of member, so Back to the first page comes from the cache.
// Needs dist/ (npm run build; CI builds first).
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { after, before, test } from 'node:test';
import { launchChromium } from '../../bench/browser.mjs';
import { startBackendServer } from './helpers/backendServer.mjs';

const root = new URL('../../', import.meta.url);
const skip = existsSync(new URL('dist/server/index.js', root)) ? false : 'dist/ is missing: run `npm run build` first';
const MEMBER = 'Zelda Quince';

/** @type {Awaited<ReturnType<typeof startBackendServer>>} */
let server;

before(async () => {
  if (skip) return;
  server = await startBackendServer();
});

after(async () => {
  await server?.close();
});

/** Runs in the page: all its markup, shadow roots included. */
function everything() {
  /** @param {Document | ShadowRoot} node @returns {string} */
  const markup = (node) =>
    [node instanceof Document ? node.documentElement.outerHTML : node.innerHTML, ...[...node.querySelectorAll('*')].map((element) => (element.shadowRoot ? markup(element.shadowRoot) : ''))].join('');
  return markup(document);
}

/** @param {import('puppeteer-core').Page} tab */
const back = (tab) => tab.goBack({ waitUntil: 'domcontentloaded', timeout: 10_000 }).catch(() => undefined);

for (const [cache, flags] of /** @type {const} */ ([['on', []], ['off', ['--disable-back-forward-cache']]])) {
  test(`with the back/forward cache ${cache}, Back twice after sign-out shows no member's name`, { skip, timeout: 90_000 }, async () => {
    const browser = await launchChromium([...flags]);
    try {
      const tab = await browser.newPage();
      await tab.goto(`${server.origin}/registration/signin?u=%2F`);
      await tab.type('input[name="username"]', MEMBER);
      await Promise.all([tab.waitForNavigation(), tab.click('form[action="/registration/signin"] button, form[action="/registration/signin"] [type="submit"]')]);
      await tab.waitForFunction((name) => document.querySelector('site-header')?.shadowRoot?.innerHTML.includes(name), { timeout: 15_000 }, MEMBER);
      await tab.goto(`${server.origin}/title/tt0111161/`);
      assert.ok((await tab.evaluate(everything)).includes(MEMBER), 'signed in, the page shows the member');
      const sessionBefore = (await browser.cookies()).find((cookie) => cookie.name === 'session-id')?.value;

      // The chrome's sign-out link, followed from the page.
      await Promise.all([tab.waitForNavigation(), tab.evaluate(() => location.assign('/registration/logout/?u=%2Ftitle%2Ftt0111161%2F'))]);
      assert.ok(!(await tab.evaluate(everything)).includes(MEMBER), 'signed out');
      const sessionAfter = (await browser.cookies()).find((cookie) => cookie.name === 'session-id')?.value;
      assert.ok(sessionAfter && sessionAfter !== sessionBefore, 'sign-out began a new session');

      for (const [step, path] of [['once', '/title/tt0111161/'], ['twice', '/']]) {
        await back(tab);
        await tab.waitForFunction((expected) => location.pathname === expected && document.readyState !== 'loading', { timeout: 10_000 }, path);
        // Whatever the browser kept, the page now shown is the signed-out one (a restored page reloads).
        await tab.waitForFunction(() => document.querySelector('site-header')?.shadowRoot !== null, { timeout: 10_000 });
        await new Promise((resolve) => setTimeout(resolve, 300));
        assert.ok(!(await tab.evaluate(everything)).includes(MEMBER), `Back ${step} (${path}) shows no member's name`);
      }
    } finally {
      await browser.close();
    }
  });
}

test('a new visitor’s Back to their first page comes from the back/forward cache, though the next page gave the first session', { skip, timeout: 60_000 }, async () => {
  const browser = await launchChromium();
  try {
    const tab = await browser.newPage();
    const session = async () => (await browser.cookies()).find((cookie) => cookie.name === 'session-id')?.value;
    await tab.goto(`${server.origin}/`, { waitUntil: 'load' });
    await tab.waitForFunction(() => document.querySelector('site-header')?.shadowRoot?.querySelector('.chrome-root'), { timeout: 15_000 });
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
