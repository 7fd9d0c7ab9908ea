// Issue 16, open redirect: every endpoint that redirects takes `u` from the client, and an
// attacker's `u` must land on this origin. Payloads as an attacker writes them.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { safeRedirect } from '../../demo/server/safeRedirect.mjs';
import { startBackend } from './helpers/backend.mjs';
import { HOSTILE } from './helpers/hostileTargets.mjs';

const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' };

/** Same-origin paths come back as the path they normalise to. @type {[string, string][]} */
const KEPT = [
  ['/title/tt8409075/', '/title/tt8409075/'],
  ['/a/b?c=d#e', '/a/b?c=d#e'],
  ['/x/../find', '/find'],
  ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
  ['/find?q=//evil.example', '/find?q=//evil.example'],
];

describe('safeRedirect', () => {
  test('sends every hostile target home', () => {
    for (const u of HOSTILE) assert.equal(safeRedirect(u), '/', JSON.stringify(u));
  });

  test('keeps same-origin paths, normalised', () => {
    for (const [u, path] of KEPT) assert.equal(safeRedirect(u), path, u);
  });

  test('judges against whatever origin it is given', () => {
    assert.equal(safeRedirect('/..//evil.example', 'https://marquee.example'), '/');
    assert.equal(safeRedirect('/a?b', 'https://marquee.example'), '/a?b');
  });

  test('never answers something a header cannot carry', () => {
    assert.doesNotMatch(safeRedirect('/a\r\nset-cookie: x=1'), /[\r\n]/);
  });
});

describe('the endpoints that redirect', () => {
  /** @type {import('./helpers/backend.mjs').TestBackend} */
  let server;
  before(async () => {
    server = await startBackend({ faults: true });
  });
  after(() => server.close());

  /** @param {string | undefined} location @param {string} what */
  function assertOnOrigin(location, what) {
    assert.ok(location, `${what}: no Location`);
    assert.equal(new URL(location, server.base).origin, server.base, `${what}: ${location}`);
  }

  test('GET /registration/logout never leaves the origin', async () => {
    for (const u of HOSTILE) {
      const res = await server.raw(`/registration/logout?u=${encodeURIComponent(u)}`, { headers: SAME_ORIGIN });
      assert.equal(res.status, 303, JSON.stringify(u));
      assert.equal(res.headers.location, '/', JSON.stringify(u));
    }
    // Exactly as in the report: the query not encoded at all.
    const raw = await server.raw('/registration/logout?u=/..//evil.example/x', { headers: SAME_ORIGIN });
    assert.equal(raw.headers.location, '/');
    for (const [u, path] of KEPT) {
      const res = await server.raw(`/registration/logout/?u=${encodeURIComponent(u)}`, { headers: SAME_ORIGIN });
      assert.equal(res.headers.location, path, u);
      assertOnOrigin(res.headers.location, u);
    }
  });

  test('POST /registration/signin never leaves the origin, and its form carries only the safe target', async () => {
    for (const u of HOSTILE) {
      const res = await server.raw('/registration/signin', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ username: 'mallory', u }).toString(),
      });
      assert.equal(res.status, 303, JSON.stringify(u));
      assert.equal(res.headers.location, '/', JSON.stringify(u));
      const form = await server.raw(`/registration/signin?u=${encodeURIComponent(u)}`);
      assert.match(form.text, /<input type="hidden" name="u" value="\/">/, JSON.stringify(u));
    }
  });

  test('nothing was stored, and the server still answers', async () => {
    assert.deepEqual(await server.events(), []);
    assert.equal((await server.fetch('/tr/?ht=pageHit')).status, 204);
  });
});
