// Issue 11's budgets that need a browser, on the build in dist/ (CI builds first): no layout
// shift on the demo page, rendered in the browser and rendered on the server (issue 18), and no
// leak over 500 mount/remove cycles of each element.
// Figures for people are `npm run bench`; this only asserts.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { after, before, test } from 'node:test';
import { EMPTY_PAGE, demoPageWithoutInspector, launchChromium, measureCls, measureLeaks, serverRenderedDemoPage } from '../../bench/browser.mjs';
import { startServer } from '../../bench/server.mjs';

const built = existsSync(new URL('../../dist/marquee.js', import.meta.url));
const skip = built ? false : 'dist/ is missing: run `npm run build` first';

/** @type {Awaited<ReturnType<typeof startServer>>} */
let server;
/** @type {import('puppeteer-core').Browser} */
let browser;

before(async () => {
  if (skip) return;
  server = await startServer({ '/bench/demo.html': demoPageWithoutInspector(), '/bench/empty.html': EMPTY_PAGE });
  // Not the backend's own `/`: that one docks the demo's event inspector beside the page.
  server.pages['/bench/server-rendered.html'] = await serverRenderedDemoPage(server.url);
  browser = await launchChromium();
});

after(async () => {
  await browser?.close();
  await server?.close();
});

for (const [kind, path] of [['demo page', '/bench/demo.html'], ['server-rendered demo page', '/bench/server-rendered.html']]) {
  for (const width of [375, 768, 1280]) {
    test(`the ${kind} does not shift while the elements load (or hydrate) and the banner appears (${width} px)`, { skip, timeout: 30_000 }, async () => {
      const context = await browser.createBrowserContext();
      try {
        const page = await context.newPage();
        await page.setViewport({ width, height: 800 });
        const { cls, shifts } = await measureCls(page, `${server.url}${path}`);
        assert.equal(cls, 0, `layout shifts: ${shifts.join('; ')}`);
      } finally {
        await context.close();
      }
    });
  }
}

/**
 * DOM nodes one removed element may still hold after collection: sometimes one banner's tree
 * (14 nodes) is kept at the start or at the end of the cycles and released again later (27 → 41
 * and 41 → 27 both happen; the holder is not found). A leak would grow with every cycle: 500
 * cycles leaking one node each would be 500.
 */
const ONE_ELEMENT_TREE = 20;

test('500 mount/remove cycles of each element leave DOM nodes within one element of where they were and the heap within 10%', { skip, timeout: 90_000 }, async () => {
  const context = await browser.createBrowserContext();
  try {
    const results = await measureLeaks(await context.newPage(), `${server.url}/bench/empty.html`);
    for (const { tag, start, end } of results) {
      assert.ok(end.nodes - start.nodes <= ONE_ELEMENT_TREE, `<${tag}>: DOM nodes ${start.nodes} → ${end.nodes}`);
      assert.ok(end.heap <= start.heap * 1.1, `<${tag}>: JS heap ${start.heap} → ${end.heap} bytes, more than 10% up`);
    }
  } finally {
    await context.close();
  }
});
