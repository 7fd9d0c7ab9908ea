// Issue 16, development-only features: GraphQL introspection and the consent geo override
// answer only a backend started in development mode; in production they are refused or
// ignored, whatever secret comes with them.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { isOwnHost } from '../../demo/server/ownHosts.mjs';
import { startBackend } from './helpers/backend.mjs';

const INTROSPECTION = [
  '{ __schema { types { name } } }',
  '{ __type(name: "PrivacyPrompt") { fields { name } } }',
  'query { privacyDirectives { directives { vendors { id } } } __schema { mutationType { name } } }',
  '{ ...F } fragment F on Query { __schema { queryType { name } } }',
];
const PROMPT = '{ privacyPrompt(type: CONSENT_PRIMARY) { privacyPrompt { showPromptOnPageLoad } } privacyDirectives { directives { vendors { allow } } } }';
const GEO = { 'x-imdb-detect-country': 'US' };

/**
 * @param {import('./helpers/backend.mjs').TestBackend} server
 * @param {string} query
 * @param {Record<string, string>} [headers]
 */
async function graph(server, query, headers = {}) {
  const res = await server.postJson('/graphql', { query }, headers);
  return { status: res.status, body: /** @type {{ data?: any, errors?: { message: string }[] }} */ (await res.json()) };
}

/** @param {{ data?: any }} body */
const asked = (body) => body.data.privacyPrompt.privacyPrompt.showPromptOnPageLoad === true && body.data.privacyDirectives.directives === null;

describe('production (the default, and npm start)', () => {
  /** @type {import('./helpers/backend.mjs').TestBackend} */
  let server;
  before(async () => {
    server = await startBackend();
  });
  after(() => server.close());

  test('introspection is a 400, however it is dressed', async () => {
    for (const query of INTROSPECTION) {
      const { status, body } = await graph(server, query);
      assert.equal(status, 400, query);
      assert.match(body.errors?.[0]?.message ?? '', /introspection/i, query);
    }
    assert.equal((await graph(server, '{ __typename }')).status, 200, '__typename is no introspection');
  });

  test('the geo override is ignored, whatever the secret', async () => {
    for (const secret of ['s3cret', 'test', 'x', 'a'.repeat(200)]) {
      const { status, body } = await graph(server, PROMPT, { ...GEO, 'x-imdb-geo-override-secret': secret });
      assert.equal(status, 200);
      assert.ok(asked(body), `secret ${secret}: consent must still be asked`);
    }
  });
});

describe('development mode', () => {
  test('answers introspection; the geo override works with any secret when none is configured', async () => {
    const server = await startBackend({ dev: true });
    try {
      for (const query of INTROSPECTION) assert.equal((await graph(server, query)).status, 200, query);
      assert.ok(!asked((await graph(server, PROMPT, { ...GEO, 'x-imdb-geo-override-secret': 'anything' })).body));
      assert.ok(asked((await graph(server, PROMPT, GEO)).body), 'no secret, no override');
    } finally {
      await server.close();
    }
  });

  test('with a configured secret, only that secret overrides', async () => {
    const server = await startBackend({ dev: true, geoOverrideSecret: 'right-secret' });
    try {
      for (const secret of ['wrong', 'right-secre', 'right-secret-', 'RIGHT-SECRET']) {
        assert.ok(asked((await graph(server, PROMPT, { ...GEO, 'x-imdb-geo-override-secret': secret })).body), secret);
      }
      assert.ok(!asked((await graph(server, PROMPT, { ...GEO, 'x-imdb-geo-override-secret': 'right-secret' })).body));
    } finally {
      await server.close();
    }
  });

  test('test mode (faults) is development mode unless told otherwise', async () => {
    const server = await startBackend({ faults: true, dev: false });
    try {
      assert.equal((await graph(server, INTROSPECTION[0] ?? '')).status, 400);
    } finally {
      await server.close();
    }
  });
});

// Issue 71 (f): the development backend answered any Host, so a page of any site could reach it by
// DNS rebinding (its name resolved to 127.0.0.1 after the page loaded) and read what it answers as
// same-origin: introspection, the geo override, the developer's events. It now answers its own
// names only (npm run start:dev and the cli give it their HOST; main.test.mjs starts it so).
describe('development mode answers only its own host names', () => {
  test('localhost, names under it, IP addresses and the names it was started on are its own; others are not', () => {
    const own = ['localhost', 'localhost:8000', 'LOCALHOST.:8000', 'app.localhost:5173', '127.0.0.1:8000', '127.1', '[::1]:8000', '192.168.1.20:8000', 'devbox.lan:8000', 'DEVBOX.LAN'];
    for (const host of own) assert.ok(isOwnHost(host, ['devbox.lan']), host);
    const others = ['evil.example', 'evil.example:8000', 'localhost.evil.example', '127.0.0.1.nip.io', 'devbox.lan.evil.example', 'a b', ''];
    for (const host of others) assert.ok(!isOwnHost(host, ['devbox.lan']), String(host));
    assert.ok(isOwnHost(undefined, []), 'HTTP/1.0 without Host: as localhost');
  });

  test('a rebinding page (Host: its own name) gets a 421 that says why, for pages and calls alike; its own names are answered', async () => {
    const server = await startBackend({ dev: true, hostNames: ['127.0.0.1'] });
    try {
      for (const path of ['/graphql', '/_demo/events', '/suggestion/s/star.json']) {
        const refused = await server.raw(path, { headers: { host: `evil.example:${server.port}` } });
        assert.equal(refused.status, 421, path);
        assert.match(JSON.parse(refused.text).error, /answers only its own host names \(localhost, IP addresses, 127\.0\.0\.1\), against DNS rebinding/);
      }
      for (const host of [`localhost:${server.port}`, `127.0.0.1:${server.port}`, `[::1]:${server.port}`]) {
        assert.equal((await server.raw('/suggestion/s/star.json', { headers: { host } })).status, 200, host);
      }
    } finally {
      await server.close();
    }
  });
});
