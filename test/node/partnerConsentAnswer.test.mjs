// Issue 54 item 1: on a partner's server-rendered page, Accept with script off posted the partner's
// page to itself (the form had no action) and nothing was recorded. Now the partner mounts
// answerConsent (marquee-site-chrome/server) at its own route, which the banner's form posts to:
// the answer is stored by the main site's consent service, the partner's own consent cookie is set,
// and the visitor is back on the partner's page, without the question. Needs dist/ (CI builds first).
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { after, before, test } from 'node:test';
import { launchChromium } from '../../bench/browser.mjs';
import { startBackendServer } from './helpers/backendServer.mjs';

const root = new URL('../../', import.meta.url);
const skip = existsSync(new URL('dist/server/index.js', root)) ? false : 'dist/ is missing: run `npm run build` first';
/** @type {typeof import('../../src/server')} */
const server = skip ? /** @type {never} */ ({}) : await import(new URL('dist/server/index.js', root).href);

/** @type {Awaited<ReturnType<typeof startBackendServer>>} */
let main;
/** @type {import('node:http').Server} */
let partner;
let partnerOrigin = '';
/** @type {import('puppeteer-core').Browser} */
let browser;

before(async () => {
  if (skip) return;
  main = await startBackendServer();
  const endpoint = `${main.origin}/graphql`;
  // The partner's own server, on another origin (localhost, not 127.0.0.1): its page asks the main
  // site's service for this visitor's question, and its answer route passes the answer on.
  partner = createServer((req, res) => {
    void (async () => {
      if (req.url === '/consent/answer') {
        let body = '';
        for await (const chunk of req) body += String(chunk);
        const answer = await server.answerConsent({ method: req.method ?? 'GET', headers: req.headers, body, origin: partnerOrigin }, { endpoint });
        res.writeHead(answer.status, answer.headers).end(answer.body);
        return;
      }
      const consent = /(?:^|;\s*)ci=([^;]+)/.exec(req.headers.cookie ?? '')?.[1];
      const prompt = await server.fetchPrivacyPrompt({ endpoint, headers: consent ? { 'x-marquee-consent': consent } : {} });
      const html = await server.renderChromeTags('<consent-banner></consent-banner><main>Partner page</main>', {
        origin: partnerOrigin,
        prompt,
        answerForm: { action: '/consent/answer', returnTo: '/article/7' },
        defaults: { 'graph-endpoint': endpoint },
      });
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(`<!doctype html><html lang="en-US"><body>${html}</body></html>`);
    })().catch((/** @type {unknown} */ error) => {
      res.writeHead(500).end(String(error));
    });
  });
  await new Promise((resolve) => partner.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = partner.address();
  partnerOrigin = `http://localhost:${String(typeof address === 'object' && address ? address.port : 0)}`;
  browser = await launchChromium();
});

after(async () => {
  await browser?.close();
  partner?.closeAllConnections();
  partner?.close();
  await main?.close();
});

test('a partner page answers consent with script off: stored by the main site, the partner\'s cookie set, back on the partner\'s page without the question', { skip, timeout: 60_000 }, async () => {
  const context = await browser.createBrowserContext();
  try {
    const tab = await context.newPage();
    await tab.setJavaScriptEnabled(false);
    await tab.goto(`${partnerOrigin}/article/7`, { waitUntil: 'load' });
    const accept = /** @type {import('puppeteer-core').ElementHandle<HTMLButtonElement>} */ (
      await tab.evaluateHandle(() => document.querySelector('consent-banner')?.shadowRoot?.querySelector('button.accept'))
    );
    assert.equal(await accept.evaluate((button) => button.type), 'submit', 'the question, with Accept posting its form');
    const answers = main.asked.filter((path) => path === '/graphql').length;
    await Promise.all([tab.waitForNavigation({ waitUntil: 'load' }), accept.click()]);
    assert.equal(new URL(tab.url()).origin, partnerOrigin, 'back on the partner\'s site');
    assert.equal(new URL(tab.url()).pathname, '/article/7', 'on the page answered on');
    assert.ok(main.asked.filter((path) => path === '/graphql').length >= answers + 1, 'the main site\'s service was asked');
    const cookies = await tab.cookies(partnerOrigin);
    assert.ok(cookies.some((cookie) => cookie.name === 'ci' && cookie.value !== ''), 'the partner\'s own consent cookie');
    const banner = await tab.evaluate(() => document.querySelector('consent-banner')?.shadowRoot?.querySelector('button.accept') ?? null);
    assert.equal(banner, null, 'the question is not asked again: the service knows the answer');
  } finally {
    await context.close();
  }
});

test('the partner\'s answer route refuses a POST another site started, and any other method, and sets nothing', { skip }, async () => {
  const form = new URLSearchParams({ promptId: 'p1', action: 'AcceptAll', u: '/' }).toString();
  const forged = await server.answerConsent({ method: 'POST', headers: { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' }, body: form, origin: partnerOrigin }, { endpoint: `${main.origin}/graphql` });
  assert.equal(forged.status, 403);
  assert.equal(forged.headers['set-cookie'], undefined);
  const read = await server.answerConsent({ method: 'GET', headers: {}, body: '', origin: partnerOrigin }, { endpoint: `${main.origin}/graphql` });
  assert.equal(read.status, 405);
  const away = await server.answerConsent({ method: 'POST', headers: { 'sec-fetch-site': 'same-origin' }, body: new URLSearchParams({ action: 'Maybe' }).toString(), origin: partnerOrigin }, { endpoint: `${main.origin}/graphql` });
  assert.equal(away.status, 400);
});
