// Issue 77: a slow or restarting database never stalls the site. A write the store cannot make in
// time (a lock held past the statement timeout; SQLite: the file locked by another connection
// past its busy timeout) or cannot make at all (PostgreSQL down) is a 503 with Retry-After within
// a bounded time, nothing stored; requests beyond the queue are refused at once; a page that reads
// the visitor's session renders without it. Runs on both stores; the cases only PostgreSQL has
// (a lock that stops reads, a queue, a restart) are skipped on SQLite.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from 'node:test';
import { createGraph, PROMPT_ID } from '../../demo/server/graph.mjs';
import { STORE_LIMITS } from '../../demo/server/postgres.mjs';
import { RETRY_AFTER_SECONDS, StoreUnavailable } from '../../demo/server/unavailable.mjs';
import { startBackend } from './helpers/backend.mjs';
import { POSTGRES, testDatabase } from './helpers/database.mjs';
import { databaseProxy } from './helpers/tcpProxy.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const built = existsSync(join(root, 'dist/server/index.js'));
/** Short waits, so each case takes well under a second of them. */
const LIMITS = { statementTimeoutMs: 300, acquireTimeoutMs: 300 };
/** What any answer may take with LIMITS: a few statements' worth, and a loaded machine's slack. */
const BOUND_MS = 2_500;
const RESPOND = 'mutation R($p: ID!, $a: PrivacyPromptAction!) { respondToPrivacyPrompt(promptId: $p, action: $a) { directives { vendors { allow } } } }';

/**
 * The answer to `send()`, with how long it took.
 * @param {() => Promise<Response>} send
 */
async function timed(send) {
  const started = performance.now();
  const res = await send();
  const text = await res.text();
  return { res, text, ms: performance.now() - started };
}

/** @param {{ res: Response, text: string, ms: number }} answer @param {string} what */
function assertUnavailable({ res, text, ms }, what) {
  assert.equal(res.status, 503, `${what}: ${text}`);
  assert.equal(res.headers.get('retry-after'), String(RETRY_AFTER_SECONDS), what);
  assert.match(text, /not answering/, what);
  assert.ok(ms < BOUND_MS, `${what} took ${Math.round(ms)} ms`);
}

test('the bounds are the documented ones: statements 2 s, a connection 2 s, 200 waiting, 10 connections', () => {
  assert.deepEqual(STORE_LIMITS, { poolSize: 10, statementTimeoutMs: 2_000, acquireTimeoutMs: 2_000, queueMax: 200 });
});

test('writes the store cannot make in time are a 503 with Retry-After, within a bounded time, and store nothing', async (t) => {
  t.mock.method(console, 'error', () => {});
  const db = await testDatabase();
  const server = await startBackend({ ...db.options, storeLimits: LIMITS });
  try {
    const { cookie } = await server.session();
    const before = (await db.rows('events')).length;
    const release = await db.hold('events');
    try {
      assertUnavailable(await timed(() => server.fetch('/tr/?ht=pageHit')), 'a beacon');
      assertUnavailable(await timed(() => server.postJson('/graphql', { query: RESPOND, variables: { p: PROMPT_ID, a: 'AcceptAll' } }, { cookie })), 'a consent answer');
      const logged = await timed(() => server.postJson('/logging/ops', { Input: { clientName: 'c', metrics: [{ name: 'm', value: 1 }] } }));
      assertUnavailable(logged, 'a metric');
      assert.equal(JSON.parse(logged.text).Output.__type, 'com.marquee.logging#ServiceUnavailableException', 'in the logging service’s own shape');
    } finally {
      await release();
    }
    assert.equal((await db.rows('events')).length, before, 'nothing stored');
    assert.deepEqual(await db.rows('consent_decisions'), [], 'no decision the client was not told of');
    assert.equal((await server.fetch('/tr/?ht=pageHit')).status, 204, 'and writes work again once the lock is gone');
  } finally {
    await server.close();
  }
});

test('a page whose visitor’s session cannot be read renders without it, in a bounded time', { skip: !built && 'needs npm run build' }, async (t) => {
  const logged = t.mock.method(console, 'error', () => {});
  const db = await testDatabase();
  const server = await startBackend({ ...db.options, staticRoot: root, storeLimits: LIMITS });
  try {
    const { cookie } = await server.session();
    assert.equal((await server.postJson('/graphql', { query: RESPOND, variables: { p: PROMPT_ID, a: 'RejectAll' } }, { cookie })).status, 200);
    const answered = await (await server.fetch('/', { headers: { cookie } })).text();
    assert.doesNotMatch(answered, /name="promptId"/, 'a visitor who answered is not asked');
    // Warm: the question's first render loads its sanitizer, which is no wait for the database.
    assert.match(await (await server.fetch('/')).text(), /name="promptId"/, 'a new visitor is asked');
    // PostgreSQL: reading sessions waits for the lock. SQLite's reads go on beside a writer (WAL).
    const release = await db.hold('sessions');
    try {
      const page = await timed(() => server.fetch('/', { headers: { cookie } }));
      assert.equal(page.res.status, 200);
      assert.ok(page.ms < BOUND_MS, `took ${Math.round(page.ms)} ms`);
      if (POSTGRES) {
        assert.match(page.text, /name="promptId"/, 'asked as a visitor without a session');
        assert.ok(logged.mock.calls.some((call) => /rendered without its session/.test(String(call.arguments[0]))));
      }
    } finally {
      await release();
    }
  } finally {
    await server.close();
  }
});

test('the graph asks a page’s question as for a visitor without a session when the store does not answer', async (t) => {
  t.mock.method(console, 'error', () => {});
  const graph = createGraph({ dev: false });
  const failing = () => Promise.reject(new StoreUnavailable('the database is down'));
  const ctx = /** @type {import('../../demo/server/context.mjs').Context} */ (
    /** @type {unknown} */ ({ req: { headers: {} }, received: new Date(), clientAddress: '127.0.0.1', currentSession: failing, store: { lastDecision: failing } })
  );
  const { prompt, directives } = await graph.privacyPromptFor(ctx, 'en-US');
  assert.equal(prompt.showPromptOnPageLoad, true);
  assert.equal(directives, null);
  // Any other failure is a bug, and fails the page as before.
  const broken = /** @type {typeof ctx} */ ({ ...ctx, currentSession: () => Promise.reject(new TypeError('a bug')) });
  await assert.rejects(graph.privacyPromptFor(broken, 'en-US'), TypeError);
});

test('past the queue, requests are refused at once instead of waiting', { skip: !POSTGRES && 'PostgreSQL only: SQLite has no queue' }, async (t) => {
  t.mock.method(console, 'error', () => {});
  const db = await testDatabase();
  const server = await startBackend({ ...db.options, storeLimits: { poolSize: 1, queueMax: 1, statementTimeoutMs: 1_500, acquireTimeoutMs: 1_500 } });
  try {
    const release = await db.hold('events');
    try {
      const answers = await Promise.all(Array.from({ length: 8 }, () => timed(() => server.fetch('/tr/?ht=pageHit'))));
      for (const answer of answers) assertUnavailable(answer, 'a beacon');
      const atOnce = answers.filter((answer) => answer.ms < 1_000).length;
      assert.ok(atOnce >= 5, `${atOnce} of 8 answered before a statement could time out: ${answers.map((answer) => Math.round(answer.ms)).join(', ')} ms`);
    } finally {
      await release();
    }
    assert.equal((await server.fetch('/tr/?ht=pageHit')).status, 204);
  } finally {
    await server.close();
  }
});

test('PostgreSQL down, then back: 503s with Retry-After at once, pages go on, and it recovers by itself', { skip: !POSTGRES && 'PostgreSQL only' }, async (t) => {
  t.mock.method(console, 'error', () => {});
  const db = await testDatabase();
  const proxy = await databaseProxy(/** @type {{ databaseUrl: string }} */ (db.options).databaseUrl);
  await proxy.open();
  const server = await startBackend({ databaseUrl: proxy.url, storeLimits: LIMITS, ...(built ? { staticRoot: root } : {}) });
  try {
    const { cookie } = await server.session();
    assert.equal((await server.fetch('/tr/?ht=pageHit')).status, 204);
    await proxy.shut();
    assertUnavailable(await timed(() => server.fetch('/tr/?ht=pageHit')), 'a beacon while it is down');
    assertUnavailable(await timed(() => server.postJson('/api/_ajax/weblab/', { weblabs: [] }, { cookie })), 'an experiment call while it is down');
    if (built) assert.equal((await server.fetch('/', { headers: { cookie } })).status, 200, 'a page while it is down');
    await proxy.open();
    assert.equal((await server.fetch('/tr/?ht=pageHit')).status, 204, 'back up: the pool connects anew');
  } finally {
    await server.close();
    await proxy.shut();
  }
});
