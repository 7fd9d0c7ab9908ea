// Issue 35 item 2, issue 34: a partner's page on its own site, rendered by the partner's server with
// marquee-site-chrome/server, names the main site with `site-origin`. Every link the chrome makes goes
// to the main site, before any script (JavaScript off) and once the bundle from the main site has
// hydrated the same HTML; an injected <base href> moves none of them. The main site's reference
// backend is on 127.0.0.1, the partner on localhost (another host is another site). Needs dist/
// (npm run build; CI builds first).
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { launchChromium } from '../../bench/browser.mjs';
import { createBackend } from '../../demo/server/app.mjs';

const root = new URL('../../', import.meta.url);
const skip = existsSync(new URL('dist/manifest.json', root)) ? false : 'dist/ is missing: run `npm run build` first';
/** @type {typeof import('../../src/server')} */
const { chromeHeadTags, renderChromeTags, renderElement } = skip ? /** @type {never} */ ({}) : await import(new URL('dist/server/index.js', root).href);

// Markup someone got into the partner's page: relative URLs would resolve here.
const ELSEWHERE = 'https://elsewhere.invalid';

/** @type {ReturnType<typeof createBackend>} */
let backend;
/** @type {import('node:http').Server[]} */
const servers = [];
/** @type {import('puppeteer-core').Browser} */
let browser;
let main = '';
let partner = '';

async function listen(/** @type {import('node:http').RequestListener} */ handler) {
  const server = createServer(handler);
  servers.push(server);
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  return typeof address === 'object' && address ? address.port : 0;
}

/** The partner's template, as its server has it before rendering: the elements pointed at the main site. */
function partnerTemplate(/** @type {{ base: boolean }} */ { base }) {
  const settings = [
    `site-origin="${main}"`,
    `suggestion-host="${main}"`,
    `graph-endpoint="${main}/graphql"`,
    `logging-endpoint="${main}/logging/"`,
    `weblab-endpoint="${main}/api/_ajax/weblab/"`,
    `tracking-endpoint="${main}/tr/"`,
    `error-endpoint="${main}/api/_ajax/metrics/errors/"`,
    'no-consent-banner',
    'current-uri="/reviews/the-matrix/"',
  ].join(' ');
  return `<!doctype html><html lang="en-US"><head><meta charset="utf-8"><title>Partner</title>
<meta name="marquee-origins" content="${main}">
${base ? `<base href="${ELSEWHERE}/">` : ''}${chromeHeadTags({ base: `${main}/dist/`, integrity: true })}</head><body>
<site-header ${settings}></site-header>
<main><h1>A partner's review of The Matrix</h1></main>
<site-footer ${settings} show-sign-in></site-footer>
</body></html>`;
}

before(async () => {
  if (skip) return;
  const partnerPort = await listen((req, res) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    if (path !== '/review.html' && path !== '/review-with-base.html') return void res.writeHead(404).end();
    // The partner's server renders the chrome into its page, for its own origin.
    renderChromeTags(partnerTemplate({ base: path === '/review-with-base.html' }), { origin: partner }).then(
      (html) => void res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(html),
      (error) => void res.writeHead(500).end(String(error)),
    );
  });
  partner = `http://localhost:${String(partnerPort)}`;
  backend = createBackend({ dbFile: ':memory:', staticRoot: fileURLToPath(root), faults: true, partnerOrigins: [partner] });
  const mainPort = await listen((req, res) => {
    backend.handle(req, res).then(
      (answered) => void (answered || res.writeHead(404).end()),
      () => res.writeHead(500).end(),
    );
  });
  main = `http://127.0.0.1:${String(mainPort)}`;
  browser = await launchChromium();
});

after(async () => {
  await browser?.close();
  for (const server of servers) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
  backend?.close();
});

/**
 * Runs in the page: every link of the header and the footer as the page wrote it (`written`) and as
 * the browser follows it (`href`), with the search form's action; JavaScript may be off.
 */
const chromeLinks = () =>
  ['site-header', 'site-footer'].flatMap((tag) => {
    const shadow = document.querySelector(tag)?.shadowRoot;
    const anchors = [...(shadow?.querySelectorAll('a[href]') ?? [])].map((a) => ({
      tag,
      what: a.className || (a.textContent ?? '').trim().slice(0, 30),
      written: a.getAttribute('href') ?? '',
      href: /** @type {HTMLAnchorElement} */ (a).href,
    }));
    const form = /** @type {HTMLFormElement | null | undefined} */ (shadow?.querySelector('form[role="search"]'));
    return form ? [...anchors, { tag, what: 'search form', written: form.getAttribute('action') ?? '', href: form.action }] : anchors;
  });

/** @typedef {{ tag: string, what: string, written: string, href: string }} Link */

/** The links that stay on the page's own origin or went to the injected base, and those on the main site. */
function sorted(/** @type {Link[]} */ links) {
  const origin = (/** @type {string} */ url) => new URL(url).origin;
  return {
    astray: links.filter((link) => origin(link.href) === partner || origin(link.href) === ELSEWHERE).map((link) => `${link.tag} ${link.what}: ${link.written}`),
    onMain: links.filter((link) => origin(link.href) === main && link.written.startsWith(`${main}/`)),
  };
}

/** Asserts the page's chrome links: none astray, the site's own (logo, sign-in, search, footer) on the main site, u carrying /. */
function assertOnMainSite(/** @type {Link[]} */ links, /** @type {string} */ when) {
  const { astray, onMain } = sorted(links);
  assert.deepEqual(astray, [], `${when}: links off the main site`);
  const find = (/** @type {string} */ tag, /** @type {string} */ what) => onMain.find((link) => link.tag === tag && link.what.includes(what));
  for (const [tag, what] of [
    ['site-header', 'logo'],
    ['site-header', 'tv-link'],
    ['site-header', 'pro-link'],
    ['site-header', 'watchlist'],
    ['site-header', 'account-link'],
    ['site-header', 'use-app'],
    ['site-footer', 'sign-in'],
  ]) {
    assert.ok(find(tag ?? '', what ?? ''), `${when}: ${tag} ${what} on the main site; links: ${JSON.stringify(links.map((l) => l.written))}`);
  }
  assert.equal(find('site-header', 'search form')?.written, `${main}/find`, `${when}: the search form submits to the main site`);
  assert.ok(onMain.filter((link) => link.tag === 'site-footer').length >= 8, `${when}: the footer's own links`);
  for (const link of onMain) {
    if (link.what === 'search form') continue;
    // The main site's sign-in returns only to its own paths: the partner's is none of them.
    assert.equal(new URL(link.href).searchParams.get('u'), '/', `${when}: ${link.what} ${link.written}`);
  }
  assert.equal(
    find('site-header', 'account-link')?.written,
    `${main}/registration/signin?ref_=signup_cm_nc_ca&u=%2F`,
    `${when}: Sign In goes to the main site's sign-in`,
  );
}

for (const [setUp, path] of [
  ['', '/review.html'],
  [', with a <base href> to another origin injected', '/review-with-base.html'],
]) {
  test(`a server-rendered partner page with site-origin has every chrome link on the main site, without script and with it${setUp}`, { skip, timeout: 60_000 }, async () => {
    // Without JavaScript: the server's HTML alone (declarative shadow DOM).
    const off = await browser.createBrowserContext();
    /** @type {Link[]} */
    let served;
    try {
      const tab = await off.newPage();
      await tab.setJavaScriptEnabled(false);
      await tab.setViewport({ width: 1280, height: 900 });
      await tab.goto(`${partner}${path}`, { waitUntil: 'load' });
      served = await tab.evaluate(chromeLinks);
      assertOnMainSite(served, 'without script');
    } finally {
      await off.close();
    }

    // With script: the bundle from the main site hydrates the same HTML, without a mismatch.
    const on = await browser.createBrowserContext();
    try {
      const tab = await on.newPage();
      await tab.setViewport({ width: 1280, height: 900 });
      // The sign-in coachmark (its links) comes on a timer: on a slow machine it came before the
      // hydrated links were read, which are compared with the server's.
      await tab.evaluateOnNewDocument(() => {
        sessionStorage.setItem('coachmarkShown', 'true');
      });
      /** @type {string[]} */
      const problems = [];
      tab.on('console', (message) => {
        if (/\[marquee\]|did not match|hydrat/i.test(message.text())) problems.push(message.text());
      });
      tab.on('pageerror', (error) => problems.push(String(error)));
      // Nothing the page asks for goes to the injected base, and nothing fails (but the partner's favicon).
      tab.on('request', (request) => void (request.url().startsWith(ELSEWHERE) && problems.push(`requested ${request.url()}`)));
      tab.on('requestfailed', (request) => void (!request.url().endsWith('/favicon.ico') && problems.push(`${request.url()} failed: ${request.failure()?.errorText ?? ''}`)));
      await tab.goto(`${partner}${path}`, { waitUntil: 'load' });
      await tab.evaluate(() => {
        // Kept to see that hydration adopted the server's link rather than making a new one.
        Object.assign(window, { serverLogo: document.querySelector('site-header')?.shadowRoot?.querySelector('.logo') });
      });
      await tab.waitForFunction(() => ['site-header', 'site-footer'].every((tag) => document.querySelector(tag)?.hasAttribute('data-hydrated')), { timeout: 20_000 });
      const hydrated = await tab.evaluate(chromeLinks);
      assertOnMainSite(hydrated, 'hydrated');
      assert.deepEqual(
        hydrated.map((link) => link.written),
        served.map((link) => link.written),
        'the hydrated links are the server\'s',
      );
      assert.equal(await tab.evaluate(() => document.querySelector('site-header')?.shadowRoot?.querySelector('.logo') === /** @type {any} */ (window).serverLogo), true, 'the same logo node');

      // The suggestions, from the main site's service, link to the main site's pages.
      await tab.evaluate(() => /** @type {HTMLInputElement | null | undefined} */ (document.querySelector('site-header')?.shadowRoot?.querySelector('input[name="q"]'))?.focus());
      await tab.keyboard.type('star w');
      await tab.waitForFunction(() => (document.querySelector('site-header')?.shadowRoot?.querySelectorAll('[role="option"]').length ?? 0) > 1, { timeout: 10_000 });
      const options = await tab.evaluate(() => [...(document.querySelector('site-header')?.shadowRoot?.querySelectorAll('[role="option"]') ?? [])].map((a) => a.getAttribute('href') ?? ''));
      for (const option of options) assert.ok(option.startsWith(`${main}/`), `suggestion ${option}`);
      assert.deepEqual(problems, [], 'no hydration mismatch, no error');
    } finally {
      await on.close();
    }
  });
}

test('renderElement writes the links absolute to the page\'s origin when told it, to site-origin when given, root-relative when told neither', { skip }, async () => {
  const hrefs = (/** @type {string} */ html) => [...html.matchAll(/<a [^>]*href="([^"]*)"/g)].map((match) => (match[1] ?? '').replaceAll('&amp;', '&'));
  const onOwn = hrefs(await renderElement('site-header', { 'current-uri': '/chart/' }, { origin: 'https://films.example' }));
  assert.ok(onOwn.length > 5);
  for (const href of onOwn.filter((h) => !h.includes('.marquee.example'))) assert.match(href, /^https:\/\/films\.example\/[^?]*\?(.*&)?u=%2Fchart%2F/);

  const onMain = hrefs(await renderElement('site-footer', { 'site-origin': 'https://www.example.com' }, { origin: 'https://films.example' }));
  assert.ok(onMain.some((h) => h.startsWith('https://www.example.com/help/?u=%2F')), onMain.join(' '));
  assert.deepEqual(onMain.filter((h) => h.startsWith('https://films.example') || h.startsWith('/')), []);

  const relative = hrefs(await renderElement('site-header', { 'current-uri': '/chart/' }));
  assert.ok(relative.includes('/?u=%2Fchart%2F'), `without origin the logo stays root-relative: ${relative.join(' ')}`);
});
