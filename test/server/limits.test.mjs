// Issue 16, limits: rate limits keyed on what a client cannot rotate for free, and JSON bodies
// bounded in shape as well as size. Each attack as sent, then: the 4xx, no row that should not
// be there, and a server that still answers.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { ADDRESS_RATE_LIMIT, PROMPT_ID } from '../../demo/server/graph.mjs';
import { BODY_LIMIT } from '../../demo/server/http.mjs';
import { MAX_DEPTH, MAX_KEYS } from '../../demo/server/jsonShape.mjs';
import { NAMESPACE } from '../../demo/server/logging.mjs';
import { addressKey } from '../../demo/server/rateLimit.mjs';
import { startBackend } from './helpers/backend.mjs';
import { testDatabase } from './helpers/database.mjs';

const RESPOND = 'mutation R($p: ID!, $a: PrivacyPromptAction!) { respondToPrivacyPrompt(promptId: $p, action: $a) { directives { vendors { allow } } } }';

/** @param {Parameters<typeof startBackend>[0]} [options] */
async function start(options) {
  const db = await testDatabase();
  return { db, server: await startBackend({ ...db.options, ...options }) };
}

/** @param {import('./helpers/backend.mjs').TestBackend} server @param {Record<string, string>} headers */
const decide = (server, headers) => server.postJson('/graphql', { query: RESPOND, variables: { p: PROMPT_ID, a: 'AcceptAll' } }, headers);

describe('consent decisions per client address', () => {
  test('rotating session ids, made up or freshly issued, stops at the address limit', async () => {
    const { db, server } = await start();
    try {
      const statuses = [];
      for (let i = 0; i < ADDRESS_RATE_LIMIT + 20; i++) {
        const made = `${String(i).padStart(3, '0')}-0000000-0000000`;
        /** @type {Record<string, string>[]} */
        const rotation = [{ 'x-imdb-session-id': made }, { cookie: `session-id=${made}` }, {}, { cookie: (await server.session()).cookie }];
        statuses.push((await decide(server, rotation[i % rotation.length] ?? {})).status);
      }
      assert.deepEqual(statuses.slice(0, ADDRESS_RATE_LIMIT), Array(ADDRESS_RATE_LIMIT).fill(200));
      assert.deepEqual(statuses.slice(ADDRESS_RATE_LIMIT), Array(20).fill(429));
      assert.equal((await db.rows('consent_decisions')).length, ADDRESS_RATE_LIMIT, 'nothing stored beyond the limit');
      assert.equal((await server.fetch('/tr/?ht=pageHit')).status, 204, 'the server still answers');
    } finally {
      await server.close();
    }
  });

  test('X-Forwarded-For is no way around it unless a proxy is trusted', async () => {
    const direct = await start();
    try {
      for (let i = 0; i < ADDRESS_RATE_LIMIT; i++) await decide(direct.server, { 'x-forwarded-for': `198.51.100.${i}` });
      assert.equal((await decide(direct.server, { 'x-forwarded-for': '203.0.113.7' })).status, 429);
      assert.equal((await direct.db.rows('consent_decisions')).length, ADDRESS_RATE_LIMIT);
    } finally {
      await direct.server.close();
    }
    const proxied = await start({ trustProxy: true });
    try {
      // Behind a trusted proxy the address is the last one, which the proxy wrote; earlier ones are the client's.
      for (let i = 0; i < ADDRESS_RATE_LIMIT; i++) await decide(proxied.server, { 'x-forwarded-for': `10.0.0.${i}, 198.51.100.1` });
      assert.equal((await decide(proxied.server, { 'x-forwarded-for': '10.9.9.9, 198.51.100.1' })).status, 429);
      assert.equal((await decide(proxied.server, { 'x-forwarded-for': '203.0.113.7' })).status, 200, 'another client behind the proxy');
    } finally {
      await proxied.server.close();
    }
  });

  test('IPv6 addresses count by their /64, IPv4-mapped ones as IPv4', () => {
    assert.equal(addressKey('2001:db8:1:2:aaaa::1'), addressKey('2001:db8:1:2:ffff:ffff:ffff:ffff'));
    assert.notEqual(addressKey('2001:db8:1:2::1'), addressKey('2001:db8:1:3::1'));
    assert.equal(addressKey('::ffff:192.0.2.1'), addressKey('192.0.2.1'));
  });
});

describe('JSON bodies bounded in shape', () => {
  /** @type {import('./helpers/database.mjs').TestDatabase} */
  let db;
  /** @type {import('./helpers/backend.mjs').TestBackend} */
  let server;
  before(async () => {
    ({ db, server } = await start({ faults: true }));
  });
  after(() => server.close());

  const deepArray = (n = 10_000) => `${'['.repeat(n)}${']'.repeat(n)}`;
  const deepObject = (n = 5_000) => `${'{"a":'.repeat(n)}1${'}'.repeat(n)}`;
  const manyKeys = (n = MAX_KEYS + 1) => `{${Array.from({ length: n }, (_, i) => `"k${i}":0`).join(',')}}`;

  /** Every JSON endpoint, each with a hostile body in the place its values go. */
  const ATTACKS = [
    ['/graphql', (/** @type {string} */ v) => `{"query":${JSON.stringify(RESPOND)},"variables":{"p":"${PROMPT_ID}","a":"AcceptAll","x":${v}}}`],
    ['/graphql', (/** @type {string} */ v) => `{"query":"{ __typename }","variables":${v}}`],
    ['/api/_ajax/weblab/', (/** @type {string} */ v) => `{"weblabs":["X"],"x":${v}}`],
    ['/api/_ajax/metrics/errors/', (/** @type {string} */ v) => `{"message":"m","extra":${v}}`],
    ['/logging/', (/** @type {string} */ v) => `{"Operation":"RecordBusinessMetrics","Input":{"amabotData":${v}}}`],
  ];

  test('nested ten thousand levels, or past the member count, is a 400 with nothing stored or logged', async (t) => {
    const logged = t.mock.method(console, 'error', () => {});
    for (const [path, body] of ATTACKS) {
      for (const value of [deepArray(), deepObject(), deepArray(MAX_DEPTH), manyKeys()]) {
        const text = /** @type {(v: string) => string} */ (body)(value);
        assert.ok(Buffer.byteLength(text) <= BODY_LIMIT, 'under the size cap: only the shape limit stops it');
        const res = await server.raw(/** @type {string} */ (path), { method: 'POST', headers: { 'content-type': 'application/json' }, body: text });
        assert.equal(res.status, 400, `${path} ${text.slice(0, 60)}`);
        if (path === '/logging/') assert.equal(JSON.parse(res.text).Output.__type, `${NAMESPACE}InvalidRequestException`);
      }
    }
    assert.deepEqual(await db.rows('events'), []);
    assert.deepEqual(await db.rows('consent_decisions'), []);
    assert.equal(logged.mock.callCount(), 0, 'a client mistake, not a server failure');
    assert.equal((await server.fetch('/tr/?ht=pageHit')).status, 204, 'the server still answers');
  });

  test('a GraphQL document nested deep or very long is a 4xx before it is executed', async () => {
    // Nested deep: 400 (too many tokens); longer than a field may be: 413 (fieldCaps.mjs).
    for (const [query, status] of [[`{${'a{'.repeat(5000)}b${'}'.repeat(5001)}`, 413], [`{ ${'a '.repeat(1001)}}`, 400], [`{ ${'__typename '.repeat(2000)}}`, 413]]) {
      const res = await server.postJson('/graphql', { query });
      assert.equal(res.status, status);
    }
    assert.deepEqual(await db.rows('consent_decisions'), []);
  });

  test('brackets inside strings do not count, and the largest honest body passes', async () => {
    await server.fetch('/__events', { method: 'DELETE' });
    assert.equal((await server.postJson('/api/_ajax/metrics/errors/', { message: `${'[{'.repeat(100)}\\"` })).status, 204);
    const metrics = Array.from({ length: 100 }, (_, i) => ({
      name: `m${i}`, value: i, unit: 'Count', timestamp: 1, dimensions: Object.fromEntries(Array.from({ length: 10 }, (_, d) => [`d${d}`, 'v'])),
    }));
    const res = await server.postJson('/logging/ops', { Operation: 'PostMetricData', Input: { clientName: 'c', metrics, defaultDimensions: { a: 'b' } } });
    assert.equal(res.status, 200);
    assert.equal((await db.rows('events')).length, 2);
  });
});

test('a decision whose event cannot be stored is not stored either: the client hears of a failure, and nothing was decided', async (t) => {
  const logged = t.mock.method(console, 'error', () => {});
  const { db, server } = await start();
  try {
    const session = await server.session();
    await db.failInserts('events');
    const failed = await decide(server, { cookie: session.cookie });
    assert.equal(failed.status, 500);
    assert.deepEqual(await db.rows('consent_decisions'), []);
    assert.ok(logged.mock.callCount() >= 1);
    await db.allowInserts('events');
    assert.equal((await decide(server, { cookie: session.cookie })).status, 200, 'the server still answers');
    assert.equal((await db.rows('consent_decisions')).length, 1);
  } finally {
    await server.close();
  }
});
