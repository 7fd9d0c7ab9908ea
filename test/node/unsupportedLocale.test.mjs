// An unsupported locale on a server-rendered page (spec §1): the page's console has one error for
// it, naming the element and the attribute, however many elements carry it and whichever way each
// was rendered (by the server and hydrated, or by the browser). Needs the build in dist/.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { after, before, test } from 'node:test';
import { launchChromium } from '../../bench/browser.mjs';
import { startServer } from '../../bench/server.mjs';

const SERVER = new URL('../../dist/server/index.js', import.meta.url);
const skip = existsSync(SERVER) ? false : 'dist/ is missing: run `npm run build` first';
/** @type {typeof import('../../src/server')} */
const { renderChromeTags } = skip ? /** @type {never} */ ({}) : await import(SERVER.href);
const TAGS = ['site-header', 'site-footer', 'consent-banner'];

/** A page whose three elements all carry `locale`; header and footer rendered by the server, the banner left to the browser. */
const page = (/** @type {string} */ locale) =>
  `<!doctype html><html lang="en-US"><head><meta charset="utf-8"><script type="module" src="/dist/marquee.js"></script></head><body>` +
  TAGS.map((tag) => `<${tag} locale="${locale}" current-uri="/ssr/" no-consent-banner></${tag}>`).join('') +
  '</body></html>';

/** @type {Awaited<ReturnType<typeof startServer>>} */
let server;
/** @type {import('puppeteer-core').Browser} */
let browser;
/** @type {Record<string, string>} */
const pages = {};
/** @type {string[]} what the server logged while rendering the pages */
const serverErrors = [];

before(async () => {
  if (skip) return;
  server = await startServer(pages);
  const error = console.error;
  console.error = (...args) => serverErrors.push(args.map(String).join(' '));
  try {
    pages['/ssr/unsupported.html'] = await renderChromeTags(page('xx-YY'), { origin: server.url });
    pages['/ssr/supported.html'] = await renderChromeTags(page('de_de'), { origin: server.url });
  } finally {
    console.error = error;
  }
  browser = await launchChromium();
});

after(async () => {
  await browser?.close();
  await server?.close();
});

/**
 * The console errors of the page at `path` once its elements have hydrated and settled.
 * @param {string} path
 */
async function pageErrors(path) {
  const context = await browser.createBrowserContext();
  try {
    const tab = await context.newPage();
    await tab.evaluateOnNewDocument(() => {
      sessionStorage.setItem('coachmarkShown', 'true');
    });
    /** @type {string[]} */
    const errors = [];
    tab.on('console', (message) => {
      if (message.type() === 'error' && !/Failed to load resource/.test(message.text())) errors.push(message.text());
    });
    tab.on('pageerror', (error) => errors.push(String(error)));
    await tab.goto(`${server.url}${path}`);
    await tab.waitForFunction(() => ['site-header', 'site-footer'].every((tag) => document.querySelector(tag)?.hasAttribute('data-hydrated')), { timeout: 15_000 });
    // The banner renders in the browser, and each element's locale is applied by then; the messages
    // of a locale (and any late error) have had time to arrive.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    return { errors, lang: await tab.evaluate(() => document.documentElement.lang) };
  } finally {
    await context.close();
  }
}

test('[I18N-03] [EL-03] a server-rendered page whose three elements carry an unsupported locale logs one error naming the element and attribute', { skip, timeout: 60_000 }, async () => {
  assert.match(pages['/ssr/unsupported.html'] ?? '', /<site-header[^>]*><template shadowrootmode="open">/, 'the header is server-rendered');
  const { errors, lang } = await pageErrors('/ssr/unsupported.html');
  const about = errors.filter((message) => message.includes('xx-YY'));
  assert.equal(about.length, 1, errors.join('\n'));
  assert.match(about[0] ?? '', /<site-header>.*locale="xx-YY".*en-US/);
  assert.equal(lang, 'en-US', 'English is used');
  // The server told it too, naming the element it rendered.
  assert.ok(serverErrors.some((message) => message.includes('<site-header>') && message.includes('locale="xx-YY"')), serverErrors.join('\n'));
});

test('[I18N-03] a server-rendered page whose elements carry a supported locale, written loosely, logs nothing about it', { skip, timeout: 60_000 }, async () => {
  const { errors, lang } = await pageErrors('/ssr/supported.html');
  assert.deepEqual(errors, []);
  assert.equal(lang, 'de-DE');
  assert.deepEqual(serverErrors.filter((message) => message.includes('de_de')), []);
});
