// Issue 36: a server-rendered page whose locale's messages fail to load in the browser hydrates in
// the fallback language, as a client-only page renders: every element ends hydrated (so the
// testing kit's rendered() resolves), with no uncaught error. Needs dist/ (npm run build).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { backendAndBrowser } from './helpers/backendAndBrowser.mjs';

const started = backendAndBrowser();
const { skip } = started;

/**
 * Opens the server-rendered home in German, the German messages' chunk answered 404 or not:
 * the header's HTML as the server sent it, and its text once header and footer are hydrated.
 * @param {boolean} failGerman
 */
async function germanHome(failGerman) {
  const context = await started.browser.createBrowserContext();
  try {
    const tab = await context.newPage();
    /** @type {string[]} */
    const uncaught = [];
    tab.on('pageerror', (error) => void uncaught.push(String(error)));
    await tab.setRequestInterception(true);
    tab.on('request', (request) => {
      if (failGerman && /\/dist\/locale-de-DE-[^/]*\.js$/.test(new URL(request.url()).pathname)) return void request.respond({ status: 404, body: 'gone' });
      void request.continue();
    });
    const response = await tab.goto(`${started.server.origin}/?locale=de-DE`, { waitUntil: 'load' });
    // The server's HTML as sent: by the page's load event the header may have hydrated already.
    const page = (await response?.text()) ?? '';
    const served = page.slice(page.indexOf('<site-header'), page.indexOf('</site-header>'));
    await tab.waitForFunction(() => ['site-header', 'site-footer'].every((tag) => document.querySelector(tag)?.hasAttribute('data-hydrated')), { timeout: 20_000 });
    const hydrated = await tab.evaluate(() => document.querySelector('site-header')?.shadowRoot?.textContent ?? '');
    return { served, hydrated, uncaught };
  } finally {
    await context.close();
  }
}

test('[I18N-11] the German chunk failing, the server-rendered German page hydrates in English; loading, it stays German', { skip, timeout: 90_000 }, async () => {
  const failed = await germanHome(true);
  assert.match(failed.served, /Anmelden/, 'the server rendered German');
  assert.match(failed.hydrated, /Sign In/, 'hydrated in the fallback language');
  assert.doesNotMatch(failed.hydrated, /Anmelden/);
  assert.deepEqual(failed.uncaught, []);

  const loaded = await germanHome(false);
  assert.match(loaded.hydrated, /Anmelden/, 'with its messages, German stays');
  assert.deepEqual(loaded.uncaught, []);
});
