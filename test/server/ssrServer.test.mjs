// Issue 34: the example SSR server (demo/ssr/server.mjs) sends the reference backend's security
// headers (demo/server/securityHeaders.mjs): its pages could be framed, banner and all, and had
// no Content-Security-Policy. It runs as its own process, as `node demo/ssr/server.mjs` does.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { request } from 'node:http';
import { fileURLToPath } from 'node:url';
import { after, before, test } from 'node:test';
import { API_POLICY } from '../../demo/server/securityHeaders.mjs';
import { SSR, startServer } from './helpers/serverProcess.mjs';

const built = existsSync(fileURLToPath(new URL('../../dist/server/index.js', import.meta.url)));
const skip = !built && 'needs npm run build';

/** @type {Awaited<ReturnType<typeof startServer>> | undefined} */
let server;
before(async () => {
  if (built) server = await startServer(SSR);
});
after(() => server?.stop());

/**
 * A request sent exactly as written (fetch would not send a target such as `*`).
 * @param {string} path
 * @returns {Promise<{ status: number, headers: import('node:http').IncomingHttpHeaders, text: string }>}
 */
function raw(path) {
  const { port } = new URL(server?.base ?? '');
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** @param {import('node:http').IncomingHttpHeaders} headers @param {string} what */
function assertHardened(headers, what) {
  assert.match(String(headers['content-security-policy'] ?? ''), /frame-ancestors 'none'/, what);
  assert.equal(headers['x-frame-options'], 'DENY', what);
  assert.equal(headers['x-content-type-options'], 'nosniff', what);
  assert.equal(headers['referrer-policy'], 'strict-origin-when-cross-origin', what);
}

test("the SSR example server's pages carry the reference backend's security headers, and their inline code runs by the nonce alone", { skip }, async () => {
  for (const path of ['/', '/movies/?sort=new&locale=de-DE']) {
    const { status, headers, text } = await raw(path);
    assert.equal(status, 200, path);
    assertHardened(headers, path);
    const csp = String(headers['content-security-policy']);
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1] ?? '';
    assert.ok(nonce.length >= 16, csp);
    assert.match(csp, /script-src 'self' 'nonce-/);
    assert.match(csp, /style-src 'self' 'nonce-/);
    assert.doesNotMatch(csp, /unsafe-inline/);
    assert.match(text, /<template shadowrootmode="open">/, 'the chrome is rendered into the page');
    const inline = (text.match(/<(script|style)\b[^>]*>/gi) ?? []).filter((tag) => !/\ssrc=/.test(tag));
    assert.ok(inline.length > 0, `${path} has inline styles to test`);
    for (const tag of inline) assert.ok(tag.includes(`nonce="${nonce}"`), `${path}: ${tag}`);
  }
  const nonceOf = async () => /'nonce-([^']+)'/.exec(String((await raw('/')).headers['content-security-policy']))?.[1];
  assert.notEqual(await nonceOf(), await nonceOf(), 'a fresh nonce per answer');
});

test('its other answers (the bundle, the backend\'s calls, errors) carry them too', { skip }, async () => {
  for (const [path, status] of /** @type {const} */ ([['/dist/marquee-after-paint.js', 200], ['/suggestion/s/star.json', 200], ['/graphql', 405], ['/favicon.ico', 404], ['/dist/nothing.js', 404], ['http://evil.example/', 400], ['*', 400]])) {
    const res = await raw(path);
    assert.equal(res.status, status, path);
    assertHardened(res.headers, path);
  }
  for (const path of ['/favicon.ico', '*']) assert.equal((await raw(path)).headers['content-security-policy'], API_POLICY, `${path}: may run and load nothing`);
});

// Issue 71: the example bounds what a request may write into the chrome's links, as
// docs/server-rendering.md asks of a caller: an address past URL_MAX is a 414, and one within it
// writes no more than CURRENT_URI_MAX of itself into the links (the attack's address made a page
// of megabytes).
test('the SSR example answers a 15 KB address with a 414, and an 8 KB one with a page of the usual size', { skip }, async () => {
  const normal = (await raw('/')).text.length;
  assert.equal((await raw(`/?x=${'%FF'.repeat(5000)}`)).status, 414);
  const within = await raw(`/?x=${'%FF'.repeat(2700)}`);
  assert.equal(within.status, 200);
  assert.ok(within.text.length < normal * 1.1, `${within.text.length} characters against ${normal}`);
});
