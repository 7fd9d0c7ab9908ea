// Issue 26: a partner's page on its own site embeds the chrome, with the main site's reference
// backend on another (127.0.0.1 here, the partner on localhost: another host is another site).
// Both set-ups: the bundle from the main site (with integrity), and the bundle self-hosted. The
// chrome loads, suggests, asks, keeps the answer on the partner's site, tracks only after it, and
// its calls reach the main site with no CORS error. Needs dist/ (npm run build; CI builds first).
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { launchChromium } from '../../bench/browser.mjs';
import { createBackend } from '../../demo/server/app.mjs';

const root = new URL('../../', import.meta.url);
const skip = existsSync(new URL('dist/manifest.json', root)) ? false : 'dist/ is missing: run `npm run build` first';
/** @type {typeof import('../../src/server')} */
const { chromeHeadTags } = skip ? /** @type {never} */ ({}) : await import(new URL('dist/server/index.js', root).href);

/** @type {ReturnType<typeof createBackend>} */
let backend;
/** @type {import('node:http').Server[]} */
const servers = [];
/** @type {import('puppeteer-core').Browser} */
let browser;
let main = '';
let partner = '';

/** Listens on loopback; resolves to the port. */
async function listen(/** @type {import('node:http').RequestListener} */ handler) {
  const server = createServer(handler);
  servers.push(server);
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  return typeof address === 'object' && address ? address.port : 0;
}

/** The partner's page: the three elements pointed at the main site, a gated tracker, and a page script. */
function partnerPage(/** @type {string} */ head, /** @type {string} */ bundle) {
  const endpoints = [
    `suggestion-host="${main}"`,
    `graph-endpoint="${main}/graphql"`,
    `graph-dev-endpoint="${main}/graphql"`,
    `logging-endpoint="${main}/logging/"`,
    `weblab-endpoint="${main}/api/_ajax/weblab/"`,
    `tracking-endpoint="${main}/tr/"`,
    `error-endpoint="${main}/api/_ajax/metrics/errors/"`,
  ].join(' ');
  return `<!doctype html><html lang="en-US"><head><meta charset="utf-8"><title>Partner</title><meta name="marquee-origins" content="${main}">${head}</head><body>
<consent-banner ${endpoints}></consent-banner>
<site-header ${endpoints} current-uri="/partner/"></site-header>
<main><h1>A partner's page</h1></main>
<site-footer ${endpoints}></site-footer>
<script type="text/plain" data-consent-vendor="755">window.partnerTrackerRuns = (window.partnerTrackerRuns ?? 0) + 1;</script>
<script type="module">
  // A page script that asks for an element it does not have: an error the main site hears of.
  const { initialise } = await import('${bundle}');
  initialise('#no-such-element');
</script>
</body></html>`;
}

before(async () => {
  if (skip) return;
  const dist = fileURLToPath(new URL('dist/', root));
  /** @type {Record<string, string>} */
  const pages = {};
  const partnerPort = await listen((req, res) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    // The npm package's dist/, self-hosted by the partner.
    const file = /^\/dist\/([\w.-]+\.js)$/.exec(path)?.[1];
    if (file && existsSync(dist + file)) return void res.writeHead(200, { 'content-type': 'text/javascript' }).end(readFileSync(dist + file));
    const page = pages[path];
    if (page === undefined) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(page);
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
  pages['/from-main.html'] = partnerPage(chromeHeadTags({ base: `${main}/dist/`, integrity: true }), `${main}/dist/marquee.js`);
  pages['/self-hosted.html'] = partnerPage('<script type="module" src="/dist/marquee.js"></script>', '/dist/marquee.js');
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

/** Runs in the page: the element at a selector path through shadow roots. */
const pierce = (/** @type {string[]} */ path) =>
  `(() => { let node = document; for (const s of ${JSON.stringify(path)}) { node = (node.shadowRoot ?? node).querySelector(s); if (!node) return null; } return node; })()`;

/** What the main site received since event `after`, of one type. */
async function received(/** @type {string} */ type, /** @type {number} */ after) {
  const { events } = await (await fetch(`${main}/__events?type=${type}&after=${String(after)}`)).json();
  return /** @type {{ id: number, body: Record<string, unknown>, summary: string }[]} */ (events);
}

async function lastEventId() {
  const { events } = await (await fetch(`${main}/__events`)).json();
  return Math.max(0, ...events.map((/** @type {{ id: number }} */ event) => event.id));
}

async function eventually(/** @type {() => Promise<boolean>} */ check, /** @type {string} */ what) {
  for (let waited = 0; waited < 10_000; waited += 100) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  assert.fail(`never: ${what}`);
}

for (const [setUp, path] of [
  ['the bundle from the main site, with integrity', '/from-main.html'],
  ['the bundle self-hosted', '/self-hosted.html'],
]) {
  test(`a partner page on its own site, ${setUp}: renders, suggests, asks, keeps the answer, tracks after it, reports`, { skip, timeout: 60_000 }, async () => {
    const context = await browser.createBrowserContext();
    try {
      const tab = await context.newPage();
      await tab.setViewport({ width: 1280, height: 900 });
      /** @type {string[]} */
      const problems = [];
      tab.on('console', (message) => {
        if (/CORS|Access-Control|cross-origin|integrity/i.test(message.text())) problems.push(message.text());
      });
      tab.on('pageerror', (error) => problems.push(String(error)));
      // A CORS refusal fails a request with net::ERR_FAILED; a reload cuts those still in flight
      // with net::ERR_ABORTED (keepalive ones carry on in the browser), which is no error here.
      tab.on('requestfailed', (request) => {
        const reason = request.failure()?.errorText ?? '';
        if (reason !== 'net::ERR_ABORTED') problems.push(`${request.url()} failed: ${reason}`);
      });
      const from = await lastEventId();

      await tab.goto(`${partner}${path}`);
      await tab.waitForFunction(`${pierce(['site-header', '.navbar'])} !== null && ${pierce(['site-footer', 'footer'])} !== null`, { timeout: 10_000 });

      // A new visitor is asked; nothing marked runs before the answer.
      await tab.waitForFunction(`${pierce(['consent-banner', 'button.accept'])} !== null`, { timeout: 10_000 });
      assert.equal(await tab.evaluate('window.partnerTrackerRuns'), undefined, 'the tracker waits for the answer');

      // Suggestions come from the main site.
      await tab.evaluate(`${pierce(['site-header', 'input[role="combobox"]'])}.focus()`);
      await tab.keyboard.type('star w');
      await tab.waitForFunction(`${pierce(['site-header', '[role="listbox"] [role="option"]'])} !== null`, { timeout: 10_000 });

      await tab.evaluate(`${pierce(['consent-banner', 'button.accept'])}.click()`);
      await tab.waitForFunction('window.partnerTrackerRuns === 1', { timeout: 10_000 });
      // The answer is kept on the partner's own site: a first-party cookie.
      const consentCookies = (await context.cookies()).filter((cookie) => cookie.name === 'ci');
      assert.deepEqual(consentCookies.map((cookie) => cookie.domain), ['localhost'], 'the consent cookie is the partner site\'s alone');
      const decision = (await received('graphql', from)).find((event) => event.summary.includes('RespondToPrivacyPrompt'));
      assert.equal(decision?.body.site, partner, 'the main site records which site the answer was given on');

      // A reload does not ask again, and the tracker runs at once.
      await tab.reload();
      await tab.waitForFunction('window.partnerTrackerRuns === 1', { timeout: 10_000 });
      await tab.waitForFunction(`${pierce(['site-header', '.navbar'])} !== null`);
      const prompts = async () => (await received('graphql', from)).filter((event) => event.summary.startsWith('consent prompt'));
      await eventually(async () => (await prompts()).length === 2, 'the reloaded page asks the consent service');
      await new Promise((resolve) => setTimeout(resolve, 300));
      assert.equal(await tab.evaluate(`${pierce(['consent-banner', 'button.accept'])}`), null, 'the banner is not shown again');
      assert.match((await prompts())[1]?.summary ?? '', /show=false/);

      // The page views and the page script's error reached the main site.
      await eventually(
        async () => (await received('logging', from)).filter((event) => event.body.operation === 'RecordBusinessMetrics').length >= 1,
        'a page view reaches the main site',
      );
      await eventually(async () => (await received('error-report', from)).some((event) => String(event.body.message).includes('#no-such-element')), 'the error report arrives');
      assert.deepEqual(problems, [], 'no CORS, integrity or network error');
    } finally {
      await context.close();
    }
  });
}

test('an origin not on the partner list gets no CORS answer from any endpoint', { skip }, async () => {
  for (const [path, method] of [
    ['/graphql', 'POST'],
    ['/logging/tr', 'POST'],
    ['/api/_ajax/metrics/errors/', 'POST'],
    ['/api/_ajax/weblab/', 'POST'],
    ['/tr/', 'POST'],
  ]) {
    const preflight = await fetch(`${main}${path}`, {
      method: 'OPTIONS',
      headers: { origin: 'http://not-a-partner.example', 'access-control-request-method': method ?? 'POST', 'access-control-request-headers': 'content-type' },
    });
    assert.equal(preflight.headers.get('access-control-allow-origin'), null, `${path} preflight`);
    assert.equal(preflight.headers.get('access-control-allow-credentials'), null, `${path} preflight`);
    const listed = await fetch(`${main}${path}`, {
      method: 'OPTIONS',
      headers: { origin: partner, 'access-control-request-method': method ?? 'POST', 'access-control-request-headers': 'content-type' },
    });
    assert.equal(listed.status, 204, `${path} answers the partner's preflight`);
    assert.equal(listed.headers.get('access-control-allow-origin'), partner, path);
  }
  // Credentials only where the call carries the visitor's cookies.
  const ops = await fetch(`${main}/logging/ops`, { method: 'OPTIONS', headers: { origin: partner, 'access-control-request-method': 'POST' } });
  assert.equal(ops.headers.get('access-control-allow-credentials'), null);
  const graph = await fetch(`${main}/graphql`, { method: 'OPTIONS', headers: { origin: partner, 'access-control-request-method': 'POST' } });
  assert.equal(graph.headers.get('access-control-allow-credentials'), 'true');
});
