// Issue 35 item 5: a page whose Content-Security-Policy allows inline code by hash only (no nonce,
// no 'unsafe-inline'): the server-rendered chrome is styled from its first paint, and the after-paint
// loader runs, with the hashes marquee-site-chrome/server publishes (and dist/head/ beside them).
// Needs dist/ (npm run build; CI builds first).
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { after, before, test } from 'node:test';
import { launchChromium } from '../../bench/browser.mjs';
import { renderedScript } from '../../testing/ready.js';
import { startBackendServer } from './helpers/backendServer.mjs';

const root = new URL('../../', import.meta.url);
const skip = existsSync(new URL('dist/manifest.json', root)) ? false : 'dist/ is missing: run `npm run build` first';
/** @type {typeof import('../../src/server')} */
const server = skip ? /** @type {never} */ ({}) : await import(new URL('dist/server/index.js', root).href);

/** @type {Record<string, string>} */
const pages = {};
/** @type {Awaited<ReturnType<typeof startBackendServer>>} */
let backend;
/** @type {import('puppeteer-core').Browser} */
let browser;

before(async () => {
  if (skip) return;
  const styles = await server.chromeStyleHashes();
  const policy = (/** @type {string[]} */ styleHashes) =>
    `default-src 'self'; script-src 'self' '${String(server.afterPaintLoaderHash({ locale: 'en-US' }))}'; style-src 'self' ${styleHashes.map((hash) => `'${hash}'`).join(' ')}; img-src 'self' data:`;
  const page = async (/** @type {string} */ csp) =>
    `<!doctype html><html lang="en-US"><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="${csp}"></head><body>` +
    (await server.renderChromeTags('<site-header no-consent-banner></site-header><main>Film</main><site-footer no-consent-banner></site-footer>', { origin: 'http://127.0.0.1' })) +
    `${server.chromeHeadTags({ locale: 'en-US', load: 'after-paint' })}</body></html>`;
  pages['/csp/hashes.html'] = await page(policy(styles));
  pages['/csp/no-style-hashes.html'] = await page(policy([]));
  // Issue 54: integrity on, its import map allowed by the hash chromeHeadTagHashes gives (or not).
  const integrityPage = (/** @type {string[]} */ scriptHashes) =>
    `<!doctype html><html lang="en-US"><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self' ${scriptHashes.map((hash) => `'${hash}'`).join(' ')}; img-src 'self' data:">` +
    `${server.chromeHeadTags({ locale: 'en-US', integrity: true })}</head><body><site-header no-consent-banner></site-header></body></html>`;
  pages['/csp/integrity.html'] = integrityPage(server.chromeHeadTagHashes({ locale: 'en-US', integrity: true }));
  pages['/csp/integrity-no-hash.html'] = integrityPage([]);
  backend = await startBackendServer({ pages });
  browser = await launchChromium();
});

after(async () => {
  await browser?.close();
  await backend?.close();
});

/** Opens a page, with or without JavaScript; returns the header's height at first paint, after hydration (with script), and the CSP violations. */
async function visit(/** @type {string} */ path, /** @type {boolean} */ javaScript) {
  const context = await browser.createBrowserContext();
  try {
    const tab = await context.newPage();
    await tab.setJavaScriptEnabled(javaScript);
    /** @type {string[]} */
    const violations = [];
    tab.on('console', (message) => {
      if (/Content.Security.Policy/i.test(message.text())) violations.push(message.text());
    });
    await tab.goto(`${backend.origin}${path}`, { waitUntil: 'load' });
    const height = () => tab.evaluate(() => document.querySelector('site-header')?.getBoundingClientRect().height ?? 0);
    const painted = await height();
    if (javaScript) await tab.waitForFunction(renderedScript(['site-header', 'site-footer'], 'en-US'), { timeout: 15_000 });
    return { painted, hydrated: javaScript ? await height() : painted, violations };
  } finally {
    await context.close();
  }
}

for (const javaScript of [false, true]) {
  test(`a hash-only CSP page paints the server-rendered header styled (3.5rem), ${javaScript ? 'hydrated' : 'without script'}, with no violation`, { skip, timeout: 60_000 }, async () => {
    const { painted, hydrated, violations } = await visit('/csp/hashes.html', javaScript);
    assert.deepEqual(violations, []);
    assert.equal(painted, 56, 'the header is its 3.5rem at first paint');
    assert.equal(hydrated, 56, 'and after hydration');
  });
}

test('without the style hashes the same page refuses the chrome\'s styles: the hashes are what styles it', { skip, timeout: 60_000 }, async () => {
  const { painted, violations } = await visit('/csp/no-style-hashes.html', false);
  assert.ok(violations.some((text) => /style/i.test(text)), 'the browser reports the refused styles');
  assert.notEqual(painted, 56);
});

test('the build publishes the style hashes beside the head includes', { skip }, async () => {
  assert.deepEqual(JSON.parse(readFileSync(new URL('dist/head/style-hashes.json', root), 'utf8')), await server.chromeStyleHashes());
});

test('integrity with a hash-only CSP: chromeHeadTagHashes allows the import map, so the files loaded later are checked too (issue 54)', { skip, timeout: 60_000 }, async () => {
  const hashes = server.chromeHeadTagHashes({ locale: 'en-US', integrity: true });
  assert.equal(hashes.length, 1, 'one inline script: the import map');
  for (const [path, allowed] of /** @type {[string, boolean][]} */ ([['/csp/integrity.html', true], ['/csp/integrity-no-hash.html', false]])) {
    const context = await browser.createBrowserContext();
    try {
      const tab = await context.newPage();
      /** @type {string[]} */
      const violations = [];
      tab.on('console', (message) => {
        if (/Content.Security.Policy/i.test(message.text())) violations.push(message.text());
      });
      await tab.goto(`${backend.origin}${path}`, { waitUntil: 'load' });
      await tab.waitForFunction(renderedScript(['site-header'], 'en-US'), { timeout: 15_000 });
      // A file loaded later, through the import map's integrity: the drawer's code, on the menu button.
      await tab.evaluate(() => document.querySelector('site-header')?.shadowRoot?.querySelector('button.hamburger')?.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true })));
      const drawer = await tab
        .waitForFunction(() => document.querySelector('site-header')?.shadowRoot?.querySelector('.drawer:popover-open a[href]'), { timeout: 10_000 })
        .then(() => true, () => false);
      if (allowed) {
        assert.deepEqual(violations, [], path);
        assert.ok(drawer, 'the drawer loads');
      } else {
        assert.ok(violations.some((text) => /script/i.test(text)), `${path}: the browser refuses the import map without its hash`);
      }
    } finally {
      await context.close();
    }
  }
});
