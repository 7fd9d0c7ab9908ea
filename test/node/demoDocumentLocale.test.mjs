// Issue 72, item 4: the reference backend's demo pages (npm start) are sent with the document's
// language and direction of the locale the visitor asked for (I18N-05, I18N-06): `?locale=`, or a
// language chosen from the home page's list of languages, which are plain links. A reader without
// script reads Hebrew right to left; with script, nothing flips as the chrome hydrates. Needs dist/.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { backendAndBrowser } from './helpers/backendAndBrowser.mjs';

const started = backendAndBrowser();
const { skip } = started;

/** The page a new visitor gets, as text. */
const page = async (/** @type {string} */ path) => (await fetch(`${started.server.origin}${path}`, { headers: { accept: 'text/html' } })).text();
/** The document's own start tags as sent. */
const documentTags = (/** @type {string} */ html) => ({ html: /<html[^>]*>/.exec(html)?.[0], body: /<body[^>]*>/.exec(html)?.[0] });

test('[I18N-05] [I18N-06] the demo\'s pages are sent in the locale asked for: Hebrew and Arabic right to left, English as the page has it', { skip }, async () => {
  assert.deepEqual(documentTags(await page('/?locale=he-IL')), { html: '<html lang="he-IL">', body: '<body dir="rtl" data-marquee-dir>' });
  assert.deepEqual(documentTags(await page('/?locale=ar-AE')), { html: '<html lang="ar-AE">', body: '<body dir="rtl" data-marquee-dir>' });
  assert.deepEqual(documentTags(await page('/signed-in.html?locale=he-IL')), { html: '<html lang="he-IL">', body: '<body dir="rtl" data-marquee-dir>' });
  // The page whose elements carry locale="ar-AE" themselves.
  assert.deepEqual(documentTags(await page('/rtl.html')).body, '<body dir="rtl" data-marquee-dir>');
  // The negative cases: English, asked for or not, is left to right, the page's own lang.
  assert.deepEqual(documentTags(await page('/?locale=en-US')), { html: '<html lang="en-US">', body: '<body>' });
  assert.deepEqual(documentTags(await page('/')), { html: '<html lang="en-US">', body: '<body>' });
});

test('[I18N-05] [I18N-06] choosing Hebrew from the home page\'s list of languages, without script: the page that comes says he-IL and reads right to left', { skip, timeout: 60_000 }, async () => {
  const context = await started.browser.createBrowserContext();
  try {
    const tab = await context.newPage();
    await tab.setJavaScriptEnabled(false);
    await tab.goto(`${started.server.origin}/`, { waitUntil: 'load' });
    const read = () => tab.evaluate(() => ({ lang: document.documentElement.lang, dir: document.body.dir, direction: getComputedStyle(document.body).direction }));
    assert.deepEqual(await read(), { lang: 'en-US', dir: '', direction: 'ltr' });
    const link = await tab.$('main a[href="?locale=he-IL"]');
    assert.ok(link, 'the home page lists Hebrew');
    await Promise.all([tab.waitForNavigation({ waitUntil: 'load' }), link.click()]);
    assert.equal(new URL(tab.url()).search, '?locale=he-IL');
    assert.deepEqual(await read(), { lang: 'he-IL', dir: 'rtl', direction: 'rtl' });
    // The chrome, as HTML, reads the same way.
    assert.equal(await tab.evaluate(() => document.querySelector('site-header')?.shadowRoot?.querySelector('.chrome-root')?.getAttribute('dir')), 'rtl');
  } finally {
    await context.close();
  }
});

test('[I18N-05] [I18N-06] /?locale=he-IL with script: <html lang> and <body dir> keep what was sent as the chrome hydrates', { skip, timeout: 60_000 }, async () => {
  const context = await started.browser.createBrowserContext();
  try {
    const tab = await context.newPage();
    // Every value the two attributes had and took once the parser wrote them, from the document's start.
    await tab.evaluateOnNewDocument(() => {
      /** @type {string[]} */
      const seen = [];
      Object.assign(window, { documentLocaleSeen: seen });
      new MutationObserver((records) => {
        for (const { target, attributeName, oldValue } of records) {
          if (target !== document.documentElement && target !== document.body) continue;
          seen.push(`${String(attributeName)}=${String(oldValue)}`, `${String(attributeName)}=${String(/** @type {Element} */ (target).getAttribute(String(attributeName)))}`);
        }
      }).observe(document, { subtree: true, attributes: true, attributeOldValue: true, attributeFilter: ['lang', 'dir'] });
    });
    await tab.goto(`${started.server.origin}/?locale=he-IL`, { waitUntil: 'load' });
    await tab.waitForFunction(() => ['site-header', 'site-footer'].every((tag) => document.querySelector(tag)?.hasAttribute('data-hydrated')), { timeout: 20_000 });
    await tab.waitForFunction(() => document.querySelector('site-header')?.shadowRoot?.querySelector('.chrome-root')?.getAttribute('aria-busy') === 'false', { timeout: 10_000 });
    const { lang, dir, seen } = await tab.evaluate(() => ({
      lang: document.documentElement.lang,
      dir: document.body.dir,
      seen: /** @type {Window & { documentLocaleSeen?: string[] }} */ (window).documentLocaleSeen ?? [],
    }));
    assert.deepEqual({ lang, dir }, { lang: 'he-IL', dir: 'rtl' });
    assert.deepEqual(seen.filter((value) => value !== 'lang=he-IL' && value !== 'dir=rtl'), [], `values taken: ${seen.join(', ')}`);
  } finally {
    await context.close();
  }
});
