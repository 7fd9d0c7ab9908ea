// Issue 3: the demo as a person meets it. `npm start`'s server, in headless Chromium: the page
// shows the three elements, a typed query gets suggestions from the real data, and an answer in
// the consent banner shows up in the event inspector. Needs dist/ (npm run build; CI builds first).
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { after, before, test } from 'node:test';
import puppeteer from 'puppeteer-core';
import { renderedScript } from '../../testing/ready.js';

const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const root = new URL('../../', import.meta.url);

/** @type {import('node:child_process').ChildProcess} */
let server;
/** @type {import('puppeteer-core').Browser} */
let browser;
let origin = '';

before(async () => {
  assert.ok(existsSync(new URL('dist/marquee.js', root)), 'dist/marquee.js is missing: run npm run build first');
  server = spawn(process.execPath, ['demo/server/main.mjs'], {
    cwd: root,
    env: { ...process.env, PORT: '0', MARQUEE_DB_FILE: ':memory:' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  origin = await new Promise((resolve, reject) => {
    server.stdout?.on('data', (chunk) => {
      const address = /http:\/\/[^\s/]+/.exec(String(chunk))?.[0];
      if (address) resolve(address.replace('localhost', '127.0.0.1'));
    });
    server.on('exit', (code) => {
      reject(new Error(`demo server exited with ${String(code)}`));
    });
  });
  browser = await puppeteer.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
});

after(async () => {
  await browser?.close();
  server?.kill();
});

/** Runs in the page: the element at a selector path through shadow roots, e.g. ['site-header', 'input']. */
const pierce = (/** @type {string[]} */ path) =>
  `(() => { let node = document; for (const s of ${JSON.stringify(path)}) { node = (node.shadowRoot ?? node).querySelector(s); if (!node) return null; } return node; })()`;

test('the demo page shows the header, footer and banner; search suggests from the real data; an answer reaches the inspector', async () => {
  const page = await browser.newPage();
  await page.setViewport({ width: 1280, height: 900 });
  await page.goto(`${origin}/`, { waitUntil: 'networkidle0' });

  // The page is server-rendered and loads the bundle after its first frame: typing into the server's
  // HTML of the search box, or clicking its banner, before the elements hydrate would do nothing.
  await page.waitForFunction(renderedScript(['site-header', 'site-footer', 'consent-banner']), { timeout: 10_000 });
  await page.waitForFunction(`${pierce(['site-header', '.navbar'])} !== null`);
  await page.waitForFunction(`${pierce(['site-footer', 'footer'])} !== null`);

  const input = await page.waitForFunction(pierce(['site-header', 'input.search-input']));
  await /** @type {import('puppeteer-core').ElementHandle<HTMLInputElement>} */ (input).type('shawshank', { delay: 30 });
  await page.waitForFunction(`[...(${pierce(['site-header'])}.shadowRoot.querySelectorAll('[role=option]'))].some((o) => o.textContent.includes('The Shawshank Redemption'))`, { timeout: 5000 });

  const accept = await page.waitForFunction(pierce(['consent-banner', 'button.accept']), { timeout: 5000 });
  await /** @type {import('puppeteer-core').ElementHandle<HTMLButtonElement>} */ (accept).click();
  await page.waitForFunction(`${pierce(['consent-banner', 'button.accept'])} === null`);
  await page.waitForFunction(
    `[...(document.querySelector('marquee-inspector')?.shadowRoot?.querySelectorAll('.events li') ?? [])].some((li) => /AcceptAll/.test(li.textContent))`,
    { timeout: 8000 },
  );
  await page.close();
});

test('no demo page breaks its Content-Security-Policy: inline code runs by nonce, nothing is refused', async () => {
  const pages = ['/', '/?locale=de-DE', '/signed-in.html', '/rtl.html', '/partner.html', '/theming.html', '/find?q=star', '/title/tt8409075/', '/registration/signin'];
  for (const path of pages) {
    const page = await browser.newPage();
    /** @type {string[]} */
    const refused = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) refused.push(message.text());
    });
    await page.exposeFunction('reportViolation', (/** @type {string} */ text) => refused.push(text));
    await page.evaluateOnNewDocument(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        // @ts-expect-error exposed by puppeteer
        void window.reportViolation(`${event.violatedDirective} ${event.blockedURI}`);
      });
    });
    const res = await page.goto(`${origin}${path}`, { waitUntil: 'networkidle0' });
    assert.match(res?.headers()['content-security-policy'] ?? '', /'nonce-/, path);
    // Hydrated, so whatever the bundle does (and a policy could refuse) has run.
    await page.waitForFunction(renderedScript(['site-header']), { timeout: 10_000 });
    if (path === '/theming.html') await page.waitForFunction(`document.getElementById('brand-css').textContent.length > 0`, { timeout: 2000 });
    if (path === '/?locale=de-DE') await page.waitForFunction(`document.querySelector('site-header').getAttribute('locale') === 'de-DE'`, { timeout: 2000 });
    assert.deepEqual(refused, [], path);
    await page.close();
  }
});

test('the inspector has its room from the first paint: nothing on the demo page shifts', async () => {
  // A new visitor, so the consent banner appears too (the first test answered it).
  const visitor = await browser.createBrowserContext();
  const page = await visitor.newPage();
  // Wide enough for it to open by itself (from 1408 px: the page beside it keeps its 1024).
  await page.setViewport({ width: 1440, height: 900 });
  await page.evaluateOnNewDocument(() => {
    /** @type {string[]} */
    const shifts = [];
    Object.assign(window, { shifts });
    /** @typedef {{ node?: Node | null, previousRect: DOMRectReadOnly, currentRect: DOMRectReadOnly }} Source */
    const where = (/** @type {Source} */ s) => `${s.node?.nodeName ?? 'a node in a shadow root'} ${String(s.previousRect.y)}→${String(s.currentRect.y)}`;
    // The inspector's own list moves as events arrive, newest first: that is the tool, not the page.
    const inPanel = (/** @type {Source} */ s) => s.previousRect.left >= (document.querySelector('marquee-inspector')?.getBoundingClientRect().left ?? Infinity);
    new PerformanceObserver((list) => {
      for (const entry of /** @type {(PerformanceEntry & { value: number, hadRecentInput: boolean, sources: Source[] })[]} */ (list.getEntries())) {
        const page = entry.sources.filter((s) => !inPanel(s));
        if (!entry.hadRecentInput && page.length > 0) shifts.push(`${entry.value.toFixed(4)} at ${String(Math.round(entry.startTime))} ms (${page.map(where).join(', ')})`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(`${origin}/`, { waitUntil: 'networkidle0' });
  await page.waitForFunction(`document.querySelector('marquee-inspector')?.shadowRoot?.querySelector('.panel') != null`, { timeout: 5000 });
  await page.waitForFunction(`${pierce(['consent-banner', 'button.accept'])} !== null`, { timeout: 5000 });
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const inspectorOpen = await page.evaluate(() => document.body.dataset.inspector);
  const shifts = /** @type {string[]} */ (await page.evaluate('window.shifts'));
  assert.equal(inspectorOpen, 'open');
  assert.deepEqual(shifts, [], `layout shifts: ${shifts.join('; ')}`);
  await visitor.close();
});
