// Issue 16, headers: every answer, page or API, carries the security headers; pages' inline
// scripts and styles run only by the request's nonce; cookies are Secure when the request came
// over https, and X-Forwarded-Proto says so only behind a trusted proxy.
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { after, before, describe, test } from 'node:test';
import { clientFacts } from '../../demo/server/clientFacts.mjs';
import { startBackend } from './helpers/backend.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const DEMO_PAGES = readdirSync(new URL('demo/', `file://${root}`)).filter((name) => name.endsWith('.html'));

/** @type {import('./helpers/backend.mjs').TestBackend} */
let server;
before(async () => {
  server = await startBackend({ staticRoot: root });
});
after(() => server.close());

/** @param {import('node:http').IncomingHttpHeaders} headers @param {string} what */
function assertHardened(headers, what) {
  const csp = String(headers['content-security-policy'] ?? '');
  assert.match(csp, /frame-ancestors 'none'/, what);
  assert.equal(headers['x-content-type-options'], 'nosniff', what);
  assert.equal(headers['x-frame-options'], 'DENY', what);
  assert.equal(headers['referrer-policy'], 'strict-origin-when-cross-origin', what);
}

const form = { 'content-type': 'application/x-www-form-urlencoded' };

describe('security headers', () => {
  test('on every kind of answer', async () => {
    const requests = [
      ['/', {}],
      ['/index.html', {}],
      ['/inspector.js', {}],
      ['/find?q=star', {}],
      ['/title/tt0000000/', {}],
      ['/registration/logout?u=/find', {}],
      ['/registration/signin', { method: 'POST', headers: form, body: 'username=a&u=/' }],
      ['/suggestion/s/star.json', {}],
      ['/images/poster/tt8409075.svg', {}],
      ['/tr/?ht=pageHit', {}],
      ['/tr/?ht=nonsense', {}],
      ['/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":"{ __typename }"}' }],
      ['/graphql', {}],
      ['/logging/ops', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' }],
      ['/_demo/events', {}],
      ['/%2e%2e/secret', {}],
    ];
    for (const [path, init] of requests) {
      const res = await server.raw(/** @type {string} */ (path), /** @type {object} */ (init));
      assertHardened(res.headers, `${String(path)} → ${res.status}`);
    }
  });

  test('JSON answers may run and load nothing, even opened as a document', async () => {
    for (const path of ['/suggestion/s/star.json', '/_demo/events', '/tr/?ht=nonsense']) {
      const res = await server.raw(path);
      assert.match(String(res.headers['content-security-policy']), /^default-src 'none'; frame-ancestors 'none'$/, path);
    }
  });

  test('what the backend does not answer keeps the caller’s headers (web-test-runner serves its own files)', async () => {
    const res = await server.raw('/nothing/here.js');
    assert.equal(res.headers['x-unanswered'], '1');
    assert.equal(res.headers['content-security-policy'], undefined);
  });
});

describe('page policy', () => {
  /** @param {string} path */
  async function page(path) {
    const res = await server.raw(path);
    assert.equal(res.status, 200, path);
    const csp = String(res.headers['content-security-policy']);
    const nonce = /script-src 'self' 'nonce-([^']+)'/.exec(csp)?.[1];
    assert.ok(nonce, `${path}: no script nonce in ${csp}`);
    return { csp, nonce, html: res.text };
  }

  test('no inline script or style runs without the nonce; no framing, plugins or <base>', async () => {
    const { csp } = await page('/find');
    assert.doesNotMatch(csp, /unsafe-inline|unsafe-eval|\*/);
    for (const directive of ["default-src 'self'", "object-src 'none'", "base-uri 'none'", "form-action 'self'", "connect-src 'self'"]) {
      assert.ok(csp.includes(directive), directive);
    }
  });

  test(`every inline <script> and <style> of the demo pages (${DEMO_PAGES.length}) and the server's pages carries this answer's nonce`, async () => {
    for (const path of [...DEMO_PAGES.map((name) => `/${name}`), '/', '/find?q=star', '/title/tt8409075/', '/registration/signin']) {
      const { csp, nonce, html } = await page(path);
      assert.ok(csp.includes(`style-src 'self' 'nonce-${nonce}'`), path);
      const inline = (html.match(/<(script|style)\b[^>]*>/gi) ?? []).filter((tag) => !/\ssrc=/.test(tag));
      assert.ok(inline.length > 0, `${path} has inline code to test`);
      for (const tag of inline) assert.ok(tag.includes(`nonce="${nonce}"`), `${path}: ${tag}`);
    }
  });

  test('each answer has a fresh nonce', async () => {
    const first = await page('/');
    const second = await page('/');
    assert.notEqual(first.nonce, second.nonce);
    assert.ok(first.nonce.length >= 16);
  });
});

describe('Secure cookies', () => {
  /** @param {import('./helpers/backend.mjs').TestBackend} backend @param {Record<string, string>} headers */
  async function cookiesSet(backend, headers) {
    const session = await backend.raw('/api/_ajax/weblab/', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: '{"weblabs":[]}' });
    const signIn = await backend.raw('/registration/signin', { method: 'POST', headers: { ...form, ...headers }, body: 'username=a&u=/' });
    const logout = await backend.raw('/registration/logout', { headers: { 'sec-fetch-site': 'same-origin', ...headers } });
    return [session, signIn, logout].flatMap((res) => res.headers['set-cookie'] ?? []);
  }

  // The session call sets session-id; sign-in and sign-out each set marquee-user, a new session-id and an expired ci.
  const COOKIES_SET = 7;

  test('over plain http, no Secure (the browser would drop the cookie)', async () => {
    const cookies = await cookiesSet(server, {});
    assert.equal(cookies.length, COOKIES_SET);
    for (const cookie of cookies) assert.doesNotMatch(cookie, /Secure/, cookie);
  });

  test('a client claiming https itself is not believed without a trusted proxy', async () => {
    for (const cookie of await cookiesSet(server, { 'x-forwarded-proto': 'https' })) assert.doesNotMatch(cookie, /Secure/, cookie);
  });

  test('behind a trusted proxy that says https, every cookie is Secure', async () => {
    const proxied = await startBackend({ trustProxy: true });
    try {
      const cookies = await cookiesSet(proxied, { 'x-forwarded-proto': 'https' });
      assert.equal(cookies.length, COOKIES_SET);
      for (const cookie of cookies) assert.match(cookie, /; Secure(;|$)/, cookie);
      for (const cookie of await cookiesSet(proxied, { 'x-forwarded-proto': 'http' })) assert.doesNotMatch(cookie, /Secure/, cookie);
    } finally {
      await proxied.close();
    }
  });

  test('a TLS socket is https, with or without a proxy', () => {
    const req = /** @type {import('node:http').IncomingMessage} */ (/** @type {unknown} */ ({ socket: { encrypted: true, remoteAddress: '192.0.2.1' }, headers: {} }));
    assert.deepEqual(clientFacts(req, { trustProxy: false }), { secure: true, address: '192.0.2.1' });
    assert.deepEqual(clientFacts(req, { trustProxy: true }), { secure: true, address: '192.0.2.1' });
  });
});
