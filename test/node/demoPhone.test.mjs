// Issue 28 item 16: the demo on a phone. At 375 px every control at the bar's right end can be
// tapped (the event inspector's button, closed there, does not lie over them), and a fresh
// console on each demo page has no 404 (a favicon included). Needs dist/ (npm run build).
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { after, before, test } from 'node:test';
import puppeteer from 'puppeteer-core';
import { startBackendServer } from './helpers/backendServer.mjs';

const root = new URL('../../', import.meta.url);
const skip = existsSync(new URL('dist/manifest.json', root)) ? false : 'dist/ is missing: run `npm run build` first';
const PAGES = ['/', '/signed-in.html', '/rtl.html', '/partner.html', '/theming.html'];

/** @type {Awaited<ReturnType<typeof startBackendServer>>} */
let server;
/** @type {import('puppeteer-core').Browser} */
let browser;
let origin = '';

before(async () => {
  if (skip) return;
  server = await startBackendServer();
  origin = server.origin;
  browser = await puppeteer.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
});

after(async () => {
  await browser?.close();
  await server?.close();
});

for (const path of PAGES) {
  test(`the demo ${path} at 375 px: the bar's right end can be tapped, and nothing is missing`, { skip, timeout: 60_000 }, async () => {
    const context = await browser.createBrowserContext();
    try {
      const tab = await context.newPage();
      await tab.setViewport({ width: 375, height: 800 });
      /** @type {string[]} */
      const missing = [];
      tab.on('response', (response) => {
        if (response.status() === 404) missing.push(response.url());
      });
      await tab.goto(`${origin}${path}`, { waitUntil: 'networkidle0' });
      // The favicon is asked for after the load; give it the time.
      await new Promise((resolve) => setTimeout(resolve, 500));
      // The inspector (on the pages that have one: inspector.js) starts closed below 1408 px.
      const hasInspector = await tab.evaluate(() => document.querySelector('script[src="/inspector.js"]') !== null);
      await tab.waitForFunction(
        (inspector) => (!inspector || document.querySelector('marquee-inspector')?.hasAttribute('closed')) && document.querySelector('site-header')?.shadowRoot?.querySelector('.navbar'),
        { timeout: 10_000 },
        hasInspector,
      );
      // Each control of the bar whose centre is in its last 120 px: what a tap there reaches.
      const covered = await tab.evaluate(() => {
        const header = /** @type {Element} */ (document.querySelector('site-header'));
        const bar = /** @type {ShadowRoot} */ (header.shadowRoot).querySelector('.navbar')?.getBoundingClientRect() ?? new DOMRect();
        const rtl = getComputedStyle(header).direction === 'rtl';
        const controls = [...(header.shadowRoot?.querySelectorAll('.navbar a, .navbar button') ?? [])]
          // What a visitor sees: closed, mobile search's form is laid out over the bar, hidden.
          .filter((node) => getComputedStyle(node).visibility === 'visible')
          .map((node) => ({ node, box: node.getBoundingClientRect() }))
          .filter(({ box }) => box.width > 0 && (rtl ? box.left - bar.left < 120 : bar.right - box.right < 120));
        return controls
          .filter(({ box }) => document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2) !== header)
          .map(({ node }) => node.className);
      });
      assert.deepEqual(covered, [], `covered at the bar's end on ${path}`);
      assert.deepEqual(missing, [], `not found on ${path}`);
    } finally {
      await context.close();
    }
  });
}
