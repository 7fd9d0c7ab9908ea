// The search box's keys before the suggestion list's code comes, or when it never does: the box
// handles Up, Down and Escape itself, as the list's keys (SuggestionList's optionKeys) would with
// no option to move to: Escape closes the list and then clears the box, Down opens it again, and
// neither arrow moves the caret. Needs dist/.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { after, before, test } from 'node:test';
import { launchChromium } from '../../bench/browser.mjs';
import { startBackendServer } from './helpers/backendServer.mjs';

const manifestFile = new URL('../../dist/manifest.json', import.meta.url);
const skip = existsSync(manifestFile) ? false : 'dist/ is missing: run `npm run build` first';
const listChunk = skip ? '' : (Object.keys(JSON.parse(readFileSync(manifestFile, 'utf8')).integrity).find((file) => /^lazy-SuggestionList-/.test(file)) ?? '');

/** @type {Awaited<ReturnType<typeof startBackendServer>>} */
let server;
/** @type {import('puppeteer-core').Browser} */
let browser;
before(async () => {
  if (skip) return;
  server = await startBackendServer({ faults: true });
  browser = await launchChromium();
});
after(async () => {
  await browser?.close();
  await server?.close();
});

for (const how of /** @type {const} */ (['404', 'stall'])) {
  test(`the box's own keys with the suggestion list's code ${how === '404' ? 'answered 404' : 'left unanswered'}`, { skip, timeout: 120_000 }, async () => {
    assert.ok(listChunk, 'the build has a suggestion list chunk');
    const context = await browser.createBrowserContext();
    try {
      const tab = await context.newPage();
      await tab.setViewport({ width: 1280, height: 900 });
      /** @type {string[]} */
      const uncaught = [];
      tab.on('pageerror', (error) => void uncaught.push(String(error)));
      await tab.setRequestInterception(true);
      tab.on('request', (request) => {
        if (new URL(request.url()).pathname !== `/dist/${listChunk}`) return void request.continue();
        if (how === '404') void request.respond({ status: 404, body: 'gone' });
      });
      await tab.goto(`${server.origin}/`, { waitUntil: 'domcontentloaded' });
      await tab.waitForFunction(() => document.querySelector('site-header')?.hasAttribute('data-hydrated'), { timeout: 20_000 });
      const box = () =>
        tab.evaluate(() => {
          const input = /** @type {HTMLInputElement | null | undefined} */ (document.querySelector('site-header')?.shadowRoot?.querySelector('[role="combobox"]'));
          return { value: input?.value, expanded: input?.getAttribute('aria-expanded'), caret: input?.selectionStart, active: input?.getAttribute('aria-activedescendant') ?? null };
        });
      await tab.evaluate(() => /** @type {HTMLInputElement | null | undefined} */ (document.querySelector('site-header')?.shadowRoot?.querySelector('[role="combobox"]'))?.focus());
      await tab.keyboard.type('alien');
      await tab.waitForFunction(() => document.querySelector('site-header')?.shadowRoot?.querySelector('[role="combobox"]')?.getAttribute('aria-expanded') === 'true', { timeout: 10_000 });
      // Up with the list open: no option to go to, and the caret stays at the end.
      await tab.keyboard.press('ArrowUp');
      assert.deepEqual(await box(), { value: 'alien', expanded: 'true', caret: 5, active: null });
      // Escape closes the list, keeping the text.
      await tab.keyboard.press('Escape');
      await tab.waitForFunction(() => document.querySelector('site-header')?.shadowRoot?.querySelector('[role="combobox"]')?.getAttribute('aria-expanded') === 'false', { timeout: 10_000 });
      assert.deepEqual(await box(), { value: 'alien', expanded: 'false', caret: 5, active: null });
      // Down opens it again, and the caret stays.
      await tab.keyboard.press('ArrowDown');
      await tab.waitForFunction(() => document.querySelector('site-header')?.shadowRoot?.querySelector('[role="combobox"]')?.getAttribute('aria-expanded') === 'true', { timeout: 10_000 });
      assert.deepEqual(await box(), { value: 'alien', expanded: 'true', caret: 5, active: null });
      // Escape twice: closed, then cleared.
      await tab.keyboard.press('Escape');
      await tab.keyboard.press('Escape');
      await tab.waitForFunction(() => /** @type {HTMLInputElement | null | undefined} */ (document.querySelector('site-header')?.shadowRoot?.querySelector('[role="combobox"]'))?.value === '', { timeout: 10_000 });
      assert.deepEqual(uncaught, []);
    } finally {
      await context.close();
    }
  });
}
