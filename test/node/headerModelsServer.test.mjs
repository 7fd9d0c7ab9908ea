// Issue 38 item 5: the header's user-menu and watchlist-button attributes shape the server's HTML
// as they do the browser's, and the page hydrates it in place: no node replaced, nothing logged.
// A bad model is refused there too, with the site's own button. Needs dist/.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { after, before, test } from 'node:test';
import { launchChromium } from '../../bench/browser.mjs';
import { startServer } from '../../bench/server.mjs';

const SERVER = new URL('../../dist/server/index.js', import.meta.url);
const skip = existsSync(SERVER) ? false : 'dist/ is missing: run `npm run build` first';
const { renderElement } = skip ? { renderElement: null } : await import(SERVER.href);
const ORIGIN = 'https://www.example.com';

const USER_MENU = JSON.stringify({ account: { isLoggedIn: true, userName: 'Grace', logOutUrl: '/leave/' } });
const SIGNED_OUT_MENU = JSON.stringify({ account: { isLoggedIn: false, logInUrl: '/login/' } });
const WATCHLIST = JSON.stringify({ isLoggedIn: true, link: { href: '/my/list/', ref: 'nv_wl_mine' }, count: 7 });

/** @param {string} html @param {string} className */
const anchor = (html, className) => new RegExp(`<a[^>]*class="${className}"[^>]*>[\\s\\S]*?</a>`).exec(html)?.[0] ?? '';
/** @param {string} tag */
const href = (tag) => (/href="([^"]*)"/.exec(tag)?.[1] ?? '').replaceAll('&amp;', '&');

test('the server renders the watchlist button and the account menu from the models', { skip }, async () => {
  const html = await renderElement('site-header', { 'user-menu': USER_MENU, 'watchlist-button': WATCHLIST, 'url-locale-prefix': '/de' }, { origin: ORIGIN });
  const watchlist = anchor(html, 'watchlist');
  const url = new URL(href(watchlist));
  assert.equal(url.href.split('?')[0], `${ORIGIN}/de/my/list/`);
  assert.equal(url.searchParams.get('ref_'), 'nv_wl_mine');
  assert.match(watchlist, /<span class="count"[^>]*>7<\/span>/);
  // Signed in by the model: the member's name, and no 'Sign In'.
  assert.match(html, /<span class="username">[\s\S]*?Grace[\s\S]*?<\/span>/);
  assert.doesNotMatch(html, /class="account-link"/);

  const signedOut = await renderElement('site-header', { 'user-menu': SIGNED_OUT_MENU, 'is-logged-in': '' }, { origin: ORIGIN });
  const signIn = new URL(href(anchor(signedOut, 'account-link')));
  assert.equal(signIn.pathname, '/login/');
  assert.equal(signIn.searchParams.get('ref_'), 'signup_cm_nc_ca');
});

test('a bad watchlist-button or user-menu leaves the server\'s button and menu the site\'s own, with one error each', { skip }, async () => {
  /** @type {string[]} */
  const errors = [];
  const error = console.error;
  console.error = (/** @type {unknown} */ message) => errors.push(String(message));
  try {
    const html = await renderElement(
      'site-header',
      { 'watchlist-button': '{"link":{"href":"javascript:alert(1)"},"count":3}', 'user-menu': '{"account":{"logInUrl":"/..//evil.example/"}}' },
      { origin: ORIGIN },
    );
    assert.equal(new URL(href(anchor(html, 'watchlist'))).pathname, '/list/watchlist/');
    assert.equal(new URL(href(anchor(html, 'account-link'))).pathname, '/registration/signin');
    // The attributes' text is kept for hydration; no link takes it.
    assert.doesNotMatch(html, /href="[^"]*(javascript:|evil\.example)/);
  } finally {
    console.error = error;
  }
  assert.equal(errors.filter((message) => message.includes('invalid watchlist-button=')).length, 1, errors.join('\n'));
  assert.equal(errors.filter((message) => message.includes('invalid user-menu=')).length, 1, errors.join('\n'));
});

/** @type {Awaited<ReturnType<typeof startServer>>} */
let server;
/** @type {import('puppeteer-core').Browser} */
let browser;
/** @type {Record<string, string>} */
const pages = {};

before(async () => {
  if (skip) return;
  server = await startServer(pages);
  const attributes = { 'user-menu': USER_MENU, 'watchlist-button': WATCHLIST, 'no-consent-banner': '', 'current-uri': '/ssr/' };
  const header = await renderElement('site-header', attributes, { origin: server.url });
  pages['/ssr/models.html'] = `<!doctype html><html lang="en-US"><head><meta charset="utf-8"></head><body>${header}</body></html>`;
  browser = await launchChromium();
});

after(async () => {
  await browser?.close();
  await server?.close();
});

test('the server-rendered header with both models hydrates in place, showing the same', { skip, timeout: 30_000 }, async () => {
  const context = await browser.createBrowserContext();
  try {
    const tab = await context.newPage();
    await tab.setViewport({ width: 1280, height: 800 });
    /** @type {string[]} */
    const problems = [];
    tab.on('console', (message) => {
      if (['error', 'warn'].includes(message.type()) && !/Failed to load resource/.test(message.text())) problems.push(message.text());
    });
    tab.on('pageerror', (failure) => problems.push(String(failure)));
    await tab.goto(`${server.url}/ssr/models.html`, { waitUntil: 'load' });
    const before = await tab.evaluate(() => {
      const root = document.querySelector('site-header')?.shadowRoot;
      const nodes = [...(root?.querySelectorAll('*') ?? [])].filter((node) => node.localName !== 'style');
      Object.assign(window, { serverNodes: nodes });
      return root?.querySelector('.watchlist')?.outerHTML ?? '';
    });
    await tab.addScriptTag({ type: 'module', url: '/dist/marquee.js' });
    await tab.waitForFunction(() => document.querySelector('site-header')?.hasAttribute('data-hydrated'), { timeout: 10_000 });
    const [replaced, afterwards, name] = await tab.evaluate(() => {
      const root = document.querySelector('site-header')?.shadowRoot;
      return [
        /** @type {Element[]} */ (/** @type {any} */ (window).serverNodes).filter((node) => !node.isConnected).map((node) => node.outerHTML.slice(0, 80)),
        root?.querySelector('.watchlist')?.outerHTML ?? '',
        root?.querySelector('.username')?.textContent ?? '',
      ];
    });
    assert.deepEqual(replaced, []);
    assert.equal(afterwards, before);
    assert.match(afterwards, />7</);
    assert.equal(name, 'Grace');
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});
