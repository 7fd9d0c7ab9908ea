// Issue 24: the chrome on every page view. Hashed files are cached for good and stable names
// revalidated; the head tags name the whole up-front graph at once, so the browser asks for it in
// one round and asks for nothing hashed on a repeat view; the demo home enters the back/forward
// cache and its chrome works after a restore. Needs dist/ (npm run build; CI builds first).
import assert from 'node:assert/strict';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { after, before, test } from 'node:test';
import { launchChromium } from '../../bench/browser.mjs';
import { EAGER_COMPILE_HINT } from '../../scripts/compile-hints.mjs';
import { renderedScript } from '../../testing/ready.js';
import { startBackendServer } from './helpers/backendServer.mjs';
import { waitRendered } from './helpers/waitRendered.mjs';

const root = new URL('../../', import.meta.url);
const skip = existsSync(new URL('dist/manifest.json', root)) ? false : 'dist/ is missing: run `npm run build` first';
/** @type {typeof import('../../src/server')} */
const { chromeHeadTags, afterPaintLoaderHash } = skip ? /** @type {never} */ ({}) : await import(new URL('dist/server/index.js', root).href);
/** @type {{ entries: Record<string, { file: string, imports: string[] }>, locales: Record<string, { file: string, imports: string[] }>, immutable: string[], hydration: string[], parts: string[] }} */
const manifest = skip ? /** @type {never} */ ({}) : JSON.parse(readFileSync(new URL('dist/manifest.json', root), 'utf8'));

const IMMUTABLE = 'public, max-age=31536000, immutable';
const STALE = 'public, max-age=0, stale-while-revalidate=86400';
const NO_CACHE = 'public, no-cache';
const elements = '<site-header locale="de-DE" no-consent-banner></site-header><main><h1>Film</h1></main><site-footer locale="de-DE" no-consent-banner></site-footer>';
/** Pages of this test's own, by path. */
const pages = {
  '/delivery/head-tags.html': `<!doctype html><html lang="de-DE"><head><meta charset="utf-8">${skip ? '' : chromeHeadTags({ locale: 'de-DE' })}</head><body>${elements}</body></html>`,
  '/delivery/after-paint.html': afterPaintPage(''),
  '/delivery/after-paint-prefetch.html': afterPaintPage(skip ? '' : chromeHeadTags({ locale: 'de-DE', load: 'prefetch' })),
  // A strict policy that allows the loader by its published hash, and one that allows something else.
  '/delivery/after-paint-csp.html': afterPaintPage(`<meta http-equiv="Content-Security-Policy" content="script-src 'self' '${skip ? '' : afterPaintLoaderHash({ locale: 'de-DE' })}'">`),
  '/delivery/after-paint-other-csp.html': afterPaintPage(`<meta http-equiv="Content-Security-Policy" content="script-src 'self' 'sha256-${'A'.repeat(43)}='">`),
};

/** A page of client-rendered chrome loaded by the after-paint tags at the end of its body, as docs/server-rendering.md puts them. */
function afterPaintPage(/** @type {string} */ head) {
  return `<!doctype html><html lang="de-DE"><head><meta charset="utf-8">${head}</head><body>${elements}${skip ? '' : chromeHeadTags({ locale: 'de-DE', load: 'after-paint' })}</body></html>`;
}

/** @type {Awaited<ReturnType<typeof startBackendServer>>} */
let server;
/** @type {import('puppeteer-core').Browser} */
let browser;
let origin = '';

before(async () => {
  if (skip) return;
  server = await startBackendServer({ pages, faults: true });
  origin = server.origin;
  browser = await launchChromium();
});

/** @type {string[]} Folders a test made, removed once all have run. */
const copies = [];

after(async () => {
  await browser?.close();
  await server?.close();
  for (const copy of copies) rmSync(copy, { recursive: true, force: true });
});

/** Runs in the page: the element at a selector path through shadow roots, e.g. ['site-header', 'input']. */
const pierce = (/** @type {string[]} */ path) =>
  `(() => { let node = document; for (const s of ${JSON.stringify(path)}) { node = (node.shadowRoot ?? node).querySelector(s); if (!node) return null; } return node; })()`;

/** What started each chrome file's first request on this tab ('parser', 'script', …), by file. */
function initiatorsOf(/** @type {import('puppeteer-core').Page} */ tab) {
  /** @type {Map<string, string>} */
  const initiators = new Map();
  tab.on('request', (request) => {
    const file = new URL(request.url()).pathname.replace(/^\/dist\//, '');
    if (request.url().includes('/dist/') && !initiators.has(file)) initiators.set(file, request.initiator()?.type ?? '');
  });
  return initiators;
}

/**
 * Marks, as `contentFrameAt`, the page's first frame with its content, as its main thread sees
 * it: the first animation frame in which the page's <main> is parsed (that frame is then drawn).
 * Not paint timing's first-paint: that is when the compositor presented the frame, on a loaded
 * machine some 50 ms after the main thread handed it over and the loader asked.
 */
async function markContentFrame(/** @type {import('puppeteer-core').Page} */ tab) {
  await tab.evaluateOnNewDocument(() => {
    const frame = () => {
      if (document.querySelector('main')) Object.assign(window, { contentFrameAt: performance.now() });
      else requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

/** The chrome files the server was asked for while `steps` ran. */
async function chromeFilesAsked(/** @type {() => Promise<void>} */ steps) {
  const from = server.asked.length;
  await steps();
  return server.asked.slice(from).filter((path) => path.startsWith('/dist/')).map((path) => path.slice('/dist/'.length));
}

test('hashed files are cached for a year, stable names revalidated (a page\'s scripts behind their use), pages too, and dist/ serves any origin', { skip }, async () => {
  const hashed = manifest.entries['marquee']?.imports[0] ?? '';
  const locale = manifest.locales['de-DE']?.file ?? '';
  for (const file of [hashed, locale, manifest.entries['marquee']?.file ?? '', `${hashed}.map`]) {
    const response = await fetch(`${origin}/dist/${file}`, { headers: { origin: 'https://partner.example' } });
    assert.equal(response.status, 200, file);
    assert.equal(response.headers.get('cache-control'), IMMUTABLE, file);
    assert.equal(response.headers.get('access-control-allow-origin'), '*', file);
    assert.equal(response.headers.get('cross-origin-resource-policy'), 'cross-origin', file);
    if (file.endsWith('.js')) assert.equal(response.headers.get('sourcemap'), `${file}.map`, `${file} names its map`);
  }
  // The stable names a page loads are used from the cache and revalidated behind it; the others
  // (a server's reads) on every use.
  const stable = { 'marquee.js': STALE, 'site-header.js': STALE, 'marquee-after-paint.js': STALE, 'manifest.json': NO_CACHE, 'server/index.js': NO_CACHE, 'head/de-DE.html': NO_CACHE };
  for (const [file, rule] of Object.entries(stable)) {
    const response = await fetch(`${origin}/dist/${file}`);
    assert.equal(response.status, 200, file);
    assert.equal(response.headers.get('cache-control'), rule, file);
    // A revalidation keeps the same rules.
    const again = await fetch(`${origin}/dist/${file}`, { headers: { 'if-none-match': response.headers.get('etag') ?? '' } });
    assert.equal(again.status, 304, file);
    assert.equal(again.headers.get('cache-control'), rule, file);
  }
  // The visitor's own page: kept, but asked for again on every view (no-store would keep it out of the back/forward cache).
  assert.equal((await fetch(`${origin}/`)).headers.get('cache-control'), 'private, no-cache');
});

test('the head tags name exactly what the page loads up front, all found by the parser at once; a repeat view asks for no hashed file', { skip, timeout: 60_000 }, async () => {
  const context = await browser.createBrowserContext();
  try {
    const tab = await context.newPage();
    const initiators = initiatorsOf(tab);
    const german = async () => {
      await tab.goto(`${origin}/delivery/head-tags.html`);
      // The chrome itself in German, not only the server's HTML of it: defined, hydrated, messages loaded.
      await tab.waitForFunction(renderedScript(['site-header', 'site-footer'], 'de-DE'));
      // Lazy code (the tracking senders after the page view, …) has arrived too: the cache has all of it.
      await tab.waitForNetworkIdle({ idleTime: 500 });
    };

    const first = await chromeFilesAsked(german);
    const named = [...pages['/delivery/head-tags.html'].matchAll(/(?:href|src)="\/dist\/([^"]+)"/g)].map(([, file]) => file ?? '');
    const upFront = [manifest.entries['marquee']?.file, ...(manifest.entries['marquee']?.imports ?? []), manifest.locales['de-DE']?.file, ...(manifest.locales['de-DE']?.imports ?? [])];
    assert.deepEqual([...named].sort(), [...new Set(upFront)].sort(), 'the tags name the entry, its static imports and the locale');
    for (const file of named) {
      assert.equal(first.filter((asked) => asked === file).length, 1, `${file} is fetched once: the preload is the fetch the module uses`);
      assert.equal(initiators.get(file), 'parser', `${file} is found by the parser, not discovered by a script a round later`);
    }
    // Whatever else loads is on demand (lazy code), never a file the tags should have named.
    const lazy = first.filter((file) => !named.includes(file));
    assert.ok(lazy.every((file) => file.startsWith('lazy-')), `only lazy chunks are loaded beyond the tags: ${lazy.join(', ')}`);
    assert.ok(!first.includes('marquee.js'), 'the stable name is not needed');

    const repeat = await chromeFilesAsked(german);
    const hashed = repeat.filter((file) => manifest.immutable.includes(file));
    assert.deepEqual(hashed, [], 'a repeat view asks for no hashed file');
  } finally {
    await context.close();
  }
});

test('the shared chunk, and no other file, asks V8 to compile all of it as it streams in; its source map still maps each line', { skip }, () => {
  const read = (/** @type {string} */ file) => readFileSync(new URL(`dist/${file}`, root), 'utf8');
  const shared = manifest.entries['marquee']?.imports.find((file) => file.startsWith('chrome-')) ?? 'chrome-';
  assert.ok(read(shared).startsWith(`${EAGER_COMPILE_HINT}\n`), `${shared} starts with the hint`);
  for (const file of [manifest.entries['marquee']?.file ?? '', ...manifest.hydration, ...manifest.parts]) assert.ok(!read(file).includes(EAGER_COMPILE_HINT), `${file} is compiled as V8 sees fit`);
  // The hint's line maps to nothing, so each line of the code maps where it did.
  assert.match(JSON.parse(read(`${shared}.map`)).mappings, /^;[^;]/);
});

test('after paint, the loader at the end of the body asks for nothing before the first frame, then for the whole graph at once, and once the bundle has run for the parts the footer and the banner hydrate with', { skip, timeout: 60_000 }, async () => {
  const context = await browser.createBrowserContext();
  try {
    const tab = await context.newPage();
    await markContentFrame(tab);
    const first = await chromeFilesAsked(async () => {
      await tab.goto(`${origin}/delivery/after-paint.html`);
      await tab.waitForFunction(renderedScript(['site-header', 'site-footer'], 'de-DE'));
      await tab.waitForNetworkIdle({ idleTime: 500 });
    });
    const tags = pages['/delivery/after-paint.html'];
    assert.deepEqual([...tags.matchAll(/\s(?:href|src)="([^"]*)"/g)].map(([, url]) => url), [], 'the parser is given no file to fetch');
    // The loader's orders are the JSON object in its own text.
    const orders = JSON.parse(/\}\)\((\{.*\}),document,Document\.prototype\)/.exec(tags)?.[1] ?? '{}');
    const local = (/** @type {unknown[]} */ urls) => urls.map((url) => String(url).replace('/dist/', ''));
    const preload = local([orders.bundle, ...orders.preload]);
    const later = local(orders.later);
    const upFront = [manifest.entries['marquee']?.file, ...(manifest.entries['marquee']?.imports ?? []), manifest.locales['de-DE']?.file, ...(manifest.locales['de-DE']?.imports ?? [])];
    // What the page hydrates with: the hydration code; the footer's content and the banner's question.
    assert.ok(manifest.hydration.some((file) => file.startsWith('lazy-hydration-')), 'the manifest names the hydration code');
    assert.ok(['lazy-SiteFooter-', 'lazy-PromptDialog-'].every((name) => manifest.parts.some((file) => file.startsWith(name))), 'the manifest names the parts elements hydrate with');
    assert.deepEqual([...preload].sort(), [...new Set([...upFront, ...manifest.hydration])].sort(), 'the loader names the bundle, its static imports, the locale and the hydration code');
    assert.deepEqual([...later].sort(), [...manifest.parts].sort(), 'and, for later, the parts');
    for (const file of [...preload, ...later]) assert.equal(first.filter((asked) => asked === file).length, 1, `${file} is fetched once`);
    const lazy = first.filter((file) => !preload.includes(file) && !later.includes(file));
    assert.ok(lazy.every((file) => file.startsWith('lazy-')), `only lazy chunks are loaded beyond them: ${lazy.join(', ')}`);
    // When each was asked for, against that frame (preloaded in the head, they went out as the page was parsed).
    const timing = /** @type {{ frame: number, started: Record<string, number>, arrived: Record<string, number> }} */ (
      await tab.evaluate(() => ({
        frame: /** @type {any} */ (window).contentFrameAt ?? Number.NaN,
        started: Object.fromEntries(performance.getEntriesByType('resource').map((r) => [new URL(r.name).pathname.replace('/dist/', ''), r.startTime])),
        arrived: Object.fromEntries(performance.getEntriesByType('resource').map((r) => [new URL(r.name).pathname.replace('/dist/', ''), /** @type {PerformanceResourceTiming} */ (r).responseEnd])),
      }))
    );
    assert.ok(Number.isFinite(timing.frame), 'the page had a frame with its content');
    for (const file of preload) assert.ok((timing.started[file] ?? 0) >= timing.frame, `${file} asked for once the first frame was drawn, not before (${String(timing.started[file])} ms, frame at ${String(timing.frame)} ms)`);
    const shared = preload.find((file) => file.startsWith('chrome-')) ?? 'chrome-';
    for (const file of later) assert.ok((timing.started[file] ?? 0) >= (timing.arrived[shared] ?? Infinity), `${file} asked for once the bundle had run (${String(timing.started[file])} ms, its shared code in at ${String(timing.arrived[shared])} ms)`);
  } finally {
    await context.close();
  }
});

test('after paint, the prefetch in the head asks for the shared code as the page is parsed, and the module the loader adds takes it from there: fetched once, none on a repeat view', { skip, timeout: 150_000 }, async () => {
  const head = chromeHeadTags({ locale: 'de-DE', load: 'prefetch' });
  const shared = ['site-header', 'site-footer', 'consent-banner'].map((entry) => manifest.entries[entry]?.imports ?? []).reduce((common, each) => common.filter((file) => each.includes(file)));
  assert.deepEqual(shared.map((file) => file.replace(/-[\w-]+\.js$/, '')), ['chrome'], 'the elements share one chunk');
  assert.equal(head, `<link rel="prefetch" href="/dist/${shared[0] ?? ''}" crossorigin="anonymous">`, 'the prefetch names it, as the module asks for it');
  assert.equal(chromeHeadTags({ load: 'prefetch', base: 'https://cdn.example/m/"x/' }), `<link rel="prefetch" href="https://cdn.example/m/&quot;x/${shared[0] ?? ''}" crossorigin="anonymous">`, 'under another base, escaped');
  assert.equal(readFileSync(new URL('dist/head/prefetch.html', root), 'utf8').trim(), head, 'the build publishes it for servers that are not Node');
  const context = await browser.createBrowserContext();
  try {
    const tab = await context.newPage();
    const initiators = initiatorsOf(tab);
    await markContentFrame(tab);
    /** @type {Set<string>} */
    const pending = new Set();
    tab.on('request', (request) => pending.add(request.url()));
    for (const settled of /** @type {const} */ (['requestfinished', 'requestfailed'])) tab.on(settled, (request) => pending.delete(request.url()));
    // Each wait bounded and named: on a machine busy with a build beside it, one of them once ran
    // past puppeteer's 30 s default without saying which.
    const view = async () => {
      await tab.goto(`${origin}/delivery/after-paint-prefetch.html`);
      await tab.waitForFunction(renderedScript(['site-header', 'site-footer'], 'de-DE'), { timeout: 45_000 }).catch((error) => {
        throw new Error(`the chrome did not render in German: ${String(error)}`);
      });
      await tab.waitForNetworkIdle({ idleTime: 500, timeout: 45_000 }).catch((error) => {
        throw new Error(`the network did not go quiet; still loading: ${[...pending].join(', ')}: ${String(error)}`);
      });
    };
    const first = await chromeFilesAsked(view);
    const chunk = shared[0] ?? '';
    assert.equal(first.filter((file) => file === chunk).length, 1, `${chunk} is fetched once: the module reads what the prefetch fetched`);
    assert.equal(initiators.get(chunk), 'parser', 'found by the parser');
    const timing = /** @type {{ frame: number, started: number }} */ (
      await tab.evaluate((file) => ({ frame: /** @type {any} */ (window).contentFrameAt ?? Number.NaN, started: Math.min(...performance.getEntriesByType('resource').filter((r) => r.name.endsWith(`/dist/${file}`)).map((r) => r.startTime)) }), chunk)
    );
    assert.ok(timing.started < timing.frame, `asked for before the first frame (${String(timing.started)} ms, frame at ${String(timing.frame)} ms)`);
    const repeat = await chromeFilesAsked(view);
    assert.deepEqual(repeat.filter((file) => manifest.immutable.includes(file)), [], 'a repeat view asks for no hashed file');
  } finally {
    await context.close();
  }
});

test('a strict CSP allows the after-paint loader by its published hash, and a policy without it stops the loader', { skip, timeout: 60_000 }, async () => {
  const context = await browser.createBrowserContext();
  try {
    /** @type {string[]} */
    const refused = [];
    const watchedTab = async () => {
      const tab = await context.newPage();
      tab.on('console', (message) => {
        if (/Content.Security.Policy/i.test(message.text())) refused.push(message.text());
      });
      return tab;
    };
    const allowed = await watchedTab();
    await allowed.goto(`${origin}/delivery/after-paint-csp.html`);
    await allowed.waitForFunction(renderedScript(['site-header', 'site-footer'], 'de-DE'));
    assert.deepEqual(refused, [], 'nothing refused under the policy with the hash');
    assert.equal(JSON.parse(readFileSync(new URL('dist/head/after-paint-hashes.json', root), 'utf8'))['de-DE'], afterPaintLoaderHash({ locale: 'de-DE' }), 'the build publishes this hash');
    // Closed, so that its own late requests (the calls after paint load their client) are not the next page's.
    await allowed.close();

    const tab = await watchedTab();
    const asked = await chromeFilesAsked(async () => {
      await tab.goto(`${origin}/delivery/after-paint-other-csp.html`);
      // Two seconds: past the loader's own fallback (one second) for a tab that draws no frame.
      await new Promise((resolve) => setTimeout(resolve, 2000));
    });
    assert.ok(refused.some((text) => /inline script/i.test(text)), `the browser says it refused the inline loader: ${refused.join(' | ')}`);
    assert.deepEqual(asked, [], 'without the hash, nothing of the bundle is fetched');
    assert.equal(await tab.evaluate(() => customElements.get('site-header') === undefined), true, 'and the elements stay undefined');
  } finally {
    await context.close();
  }
});

test('without a readable manifest, the tags load the chrome by its stable names, after paint by the entry that waits for the first frame', { skip }, async () => {
  // dist/server beside no manifest.json, inside node_modules so its own imports still resolve;
  // removed after the file's tests, as the renderer goes on importing its chunks once loaded.
  const copy = mkdtempSync(new URL('node_modules/.marquee-no-manifest-', root).pathname);
  copies.push(copy);
  /** @type {string[]} */
  const errors = [];
  const logged = console.error;
  console.error = (...args) => errors.push(args.join(' '));
  try {
    cpSync(new URL('dist/server', root), `${copy}/server`, { recursive: true });
    const { chromeHeadTags: withoutManifest } = await import(`${copy}/server/index.js`);
    assert.equal(withoutManifest({ locale: 'de-DE' }), '<script type="module" src="/dist/marquee.js"></script>');
    assert.equal(withoutManifest({ locale: 'de-DE', load: 'after-paint', nonce: 'n0nce' }), '<script type="module" src="/dist/marquee-after-paint.js" nonce="n0nce"></script>');
    assert.equal(withoutManifest({ locale: 'de-DE', load: 'prefetch' }), '', 'and nothing to prefetch: the stable names are revalidated');
    assert.ok(errors.some((text) => text.includes('manifest.json cannot be read')), 'it says why');
  } finally {
    console.error = logged;
  }
});

test('the demo home enters the back/forward cache; after a restore menus are closed, typeahead works and a page view is logged', { skip, timeout: 60_000 }, async () => {
  const context = await browser.createBrowserContext();
  try {
    const tab = await context.newPage();
    await tab.setViewport({ width: 1280, height: 900 });
    /** @type {string[]} */
    const errors = [];
    tab.on('pageerror', (error) => errors.push(String(error)));
    await tab.goto(`${origin}/`);
    // Every element hydrated before the visitor acts: a click on the server's HTML does nothing.
    await waitRendered(tab, ['site-header', 'site-footer', 'consent-banner']);
    // The visitor accepts: consent is known, so the page may track.
    await tab.waitForFunction(`${pierce(['consent-banner', 'button.accept'])} !== null`);
    await tab.evaluate(`${pierce(['consent-banner', 'button.accept'])}.click()`);
    await tab.waitForFunction(`${pierce(['consent-banner', 'button.accept'])} === null`);
    await tab.evaluate(() => {
      /** @type {Window & { restoredFromCache?: boolean }} */ (window).restoredFromCache = false;
      addEventListener('pageshow', (event) => {
        /** @type {Window & { restoredFromCache?: boolean }} */ (window).restoredFromCache = event.persisted;
      });
    });
    // The visitor opens the navigation drawer, then follows a link from it.
    await tab.evaluate(`${pierce(['site-header', 'button[aria-controls], .hamburger, button[aria-haspopup="dialog"]'])}.click()`);
    await tab.waitForFunction(`${pierce(['site-header', '.drawer:popover-open'])} !== null`);
    await tab.goto(`${origin}/signed-in.html`);
    await tab.waitForFunction(renderedScript(['site-header']));
    const { events: before } = await (await fetch(`${origin}/__events`)).json();
    const after = Math.max(0, ...before.map((/** @type {{ id: number }} */ event) => event.id));
    await tab.goBack();

    assert.equal(await tab.evaluate(() => /** @type {Window & { restoredFromCache?: boolean }} */ (window).restoredFromCache), true, 'the page came back from the back/forward cache');
    await tab.waitForFunction(`${pierce(['site-header', '.drawer:popover-open'])} === null`, { timeout: 5000 });
    // Typeahead works: typing shows suggestions from the real data.
    await tab.evaluate(`${pierce(['site-header', 'input[role="combobox"]'])}.focus()`);
    await tab.keyboard.type('star w');
    await tab.waitForFunction(`${pierce(['site-header', '[role="listbox"] [role="option"]'])} !== null`, { timeout: 10_000 });
    // The restore is a page view: a RecordBusinessMetrics entry for the home page arrives (the
    // page left may still be logging its own).
    const pageViews = async () => {
      const { events } = await (await fetch(`${origin}/__events?type=logging&after=${String(after)}`)).json();
      return /** @type {{ body: { operation: string } }[]} */ (events).filter((event) => event.body.operation === 'RecordBusinessMetrics' && JSON.stringify(event.body).includes('"pathInfo":"/"'));
    };
    for (let waited = 0; (await pageViews()).length === 0 && waited < 10_000; waited += 100) await new Promise((resolve) => setTimeout(resolve, 100));
    assert.equal((await pageViews()).length, 1, 'one page view for the restored page');
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});
