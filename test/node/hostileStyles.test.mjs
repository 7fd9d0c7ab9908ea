// Issue 14: the chrome looks the same on a page we did not write. Header and footer are shot on a
// plain page and on a page with Bootstrap plus hostile rules (inherited properties forced with
// !important on every element, resets, a changed root font size), at two widths: the pictures
// must be identical, pixel for pixel. Needs the build in dist/ (CI builds first).
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { after, before, test } from 'node:test';
import { launchChromium } from '../../bench/browser.mjs';
import { startServer } from '../../bench/server.mjs';

const built = existsSync(new URL('../../dist/marquee.js', import.meta.url));
const skip = built ? false : 'dist/ is missing: run `npm run build` first';

// Everything a page could push at its descendants. `*` matches the host elements themselves.
export const HOSTILE_CSS = `
  html { font-size: 10px !important; }
  * {
    color: #f0f !important;
    font-family: cursive !important;
    font-size: 21px !important;
    font-weight: 900 !important;
    font-style: italic !important;
    font-variant: small-caps !important;
    letter-spacing: 3px !important;
    word-spacing: 9px !important;
    line-height: 3 !important;
    text-transform: uppercase !important;
    text-align: right !important;
    text-indent: 12px !important;
    text-shadow: 2px 2px red !important;
    white-space: pre !important;
    word-break: break-all !important;
    hyphens: auto !important;
    list-style: square inside !important;
    box-sizing: content-box !important;
    -webkit-text-fill-color: lime !important;
    -webkit-text-stroke: 1px blue !important;
    fill: red !important;
    stroke: blue !important;
    stroke-width: 4px !important;
    cursor: wait !important;
    color-scheme: dark !important;
    caret-color: red !important;
    accent-color: red !important;
    font-feature-settings: "smcp" !important;
    tab-size: 40 !important;
    quotes: "<" ">" !important;
  }
  /* On the hosts, not on body: CSS draws an ancestor's text-decoration through all its in-flow
     descendants, shadow content included, and no descendant can undo that (docs/styling.md). */
  site-header, site-footer { writing-mode: vertical-rl !important; text-orientation: upright !important; text-decoration: underline wavy !important; }
  a, button, input, select { border: 3px dashed magenta !important; border-radius: 0 !important; }
`;

// No white space between the tags: under the page's `white-space: pre` it would make lines of its
// own, moving the footer down the page, which is the page's layout, not the chrome's look.
const elements = [
  '<site-header is-logged-in username="Ada" watchlist-count="3" current-uri="/title/tt0133093/" no-consent-banner></site-header>',
  '<main style="height: 40px"></main>',
  '<site-footer current-uri="/title/tt0133093/" current-year="2026"></site-footer>',
].join('');

// Both pages start with no margin on body, as Bootstrap's reboot does, so the elements get the same width.
/** @param {string} head */
const page = (head) =>
  `<!doctype html><html lang="en-US"><head><meta charset="utf-8"><style>body { margin: 0 }</style>${head}` +
  `<script type="module" src="/dist/marquee.js"></script></head><body>${elements}</body></html>`;

const PAGES = {
  '/hostile/plain.html': page(''),
  '/hostile/bootstrap.html': page(`<link rel="stylesheet" href="/node_modules/bootstrap/dist/css/bootstrap.min.css"><style>${HOSTILE_CSS}</style>`),
};

/** @type {Awaited<ReturnType<typeof startServer>>} */
let server;
/** @type {import('puppeteer-core').Browser} */
let browser;

before(async () => {
  if (skip) return;
  server = await startServer(PAGES);
  browser = await launchChromium();
});

after(async () => {
  await browser?.close();
  await server?.close();
});

/**
 * Screenshots of each element, once everything in it has rendered.
 * @param {string} path
 * @param {number} width
 */
async function shoot(path, width) {
  const context = await browser.createBrowserContext();
  try {
    const tab = await context.newPage();
    await tab.setViewport({ width, height: 900 });
    await tab.goto(`${server.url}${path}`, { waitUntil: 'networkidle0' });
    await tab.waitForFunction(() =>
      ['site-header', 'site-footer'].every((tag) => (document.querySelector(tag)?.shadowRoot?.querySelectorAll('a').length ?? 0) > 3),
    );
    await tab.evaluate(() => document.fonts.ready);
    /** @type {Record<string, Uint8Array>} */
    const shots = {};
    for (const tag of ['site-header', 'site-footer']) {
      const element = await tab.$(tag);
      assert.ok(element, `${tag} on ${path}`);
      shots[tag] = await element.screenshot({ type: 'png' });
    }
    return shots;
  } finally {
    await context.close();
  }
}

for (const width of [375, 1280]) {
  test(`header and footer look the same on a hostile Bootstrap page as on a plain one (${String(width)} px)`, { skip, timeout: 60_000 }, async () => {
    const plain = await shoot('/hostile/plain.html', width);
    const hostile = await shoot('/hostile/bootstrap.html', width);
    for (const tag of ['site-header', 'site-footer']) {
      const [a, b] = [plain[tag], hostile[tag]];
      assert.ok(a && b);
      const same = Buffer.from(a).equals(Buffer.from(b));
      if (!same) {
        // Kept for a person to look at: .tmp/hostile/<tag>-<width>-{plain,hostile}.png
        const dir = new URL('../../.tmp/hostile/', import.meta.url);
        mkdirSync(dir, { recursive: true });
        writeFileSync(new URL(`${tag}-${String(width)}-plain.png`, dir), a);
        writeFileSync(new URL(`${tag}-${String(width)}-hostile.png`, dir), b);
      }
      assert.ok(same, `<${tag}> at ${String(width)} px differs on the hostile page (pictures in .tmp/hostile/)`);
    }
  });
}
