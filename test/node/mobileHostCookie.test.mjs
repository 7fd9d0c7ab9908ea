// Issue 28 item 11: on the mobile site's host (m.example.com) the consent cookie is the whole
// site's (Domain=.example.com), so the desktop site reads the same answer. Chromium resolves
// m.example.com to the loopback server here; the page is the built bundle and a banner.
// Needs dist/ (npm run build; CI builds first).
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { after, before, test } from 'node:test';
import puppeteer from 'puppeteer-core';
import { startBackendServer } from './helpers/backendServer.mjs';

const root = new URL('../../', import.meta.url);
const skip = existsSync(new URL('dist/manifest.json', root)) ? false : 'dist/ is missing: run `npm run build` first';
const PAGE = `<!doctype html><html lang="en-US"><head><meta charset="utf-8"><title>Mobile site</title>
<script type="module" src="/dist/marquee.js"></script></head><body><consent-banner></consent-banner></body></html>`;

/** @type {Awaited<ReturnType<typeof startBackendServer>>} */
let server;
/** @type {import('puppeteer-core').Browser} */
let browser;
let port = 0;

before(async () => {
  if (skip) return;
  server = await startBackendServer({ pages: { '/mobile.html': PAGE }, faults: true });
  port = server.port;
  browser = await puppeteer.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--host-resolver-rules=MAP m.example.com 127.0.0.1'],
  });
});

after(async () => {
  await browser?.close();
  await server?.close();
});

test('on m.example.com, Accept writes the consent cookie for .example.com', { skip, timeout: 60_000 }, async () => {
  const context = await browser.createBrowserContext();
  try {
    const tab = await context.newPage();
    await tab.goto(`http://m.example.com:${String(port)}/mobile.html`);
    const accept = await tab.waitForFunction(
      () => [...(document.querySelector('consent-banner')?.shadowRoot?.querySelectorAll('button') ?? [])].find((b) => b.textContent === 'Accept'),
      { timeout: 10_000 },
    );
    const button = /** @type {import('puppeteer-core').ElementHandle<HTMLButtonElement>} */ (accept);
    // The banner slides in: click where Accept is once it has stopped moving (a loaded machine
    // draws the slide slowly, and a click at a moving button's old place misses it).
    const top = () => button.evaluate((element) => element.getBoundingClientRect().top);
    for (let last = Number.NaN, waited = 0; waited < 10_000; waited += 100) {
      const now = await top();
      if (now === last) break;
      last = now;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await button.click();
    let consent;
    for (let waited = 0; !consent && waited < 10_000; waited += 100) {
      consent = (await tab.cookies()).find((cookie) => cookie.name === 'ci');
      if (!consent) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    assert.ok(consent, 'no consent cookie was written');
    assert.equal(consent.domain, '.example.com');
    assert.equal(consent.path, '/');
  } finally {
    await context.close();
  }
});
