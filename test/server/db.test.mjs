import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { BUSY_TIMEOUT_MS, openStore } from '../../demo/server/db.mjs';
import { PROMPT_ID } from '../../demo/server/graph.mjs';
import { startBackend } from './helpers/backend.mjs';
import { POSTGRES, testDatabase } from './helpers/database.mjs';

const dir = mkdtempSync(join(tmpdir(), 'marquee-db-'));
after(() => rmSync(dir, { recursive: true, force: true }));

test('everything received survives a restart (a SQLite file, or PostgreSQL)', async () => {
  const db = await testDatabase();
  const first = await startBackend({ ...db.options, faults: true });
  const session = await first.session();
  await first.fetch('/tr/?ht=pageHit&pt=home');
  await first.fetch('/tr/', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'ht=actionOnly&pageAction=x' });
  await first.postJson('/api/_ajax/metrics/errors/', { message: 'kept' });
  await first.postJson('/api/_ajax/weblab/', { weblabs: ['X'] });
  await first.postJson('/logging/ops', { Input: { clientName: 'c', metrics: [{ name: 'm', value: 1 }] } });
  const mutation = await first.postJson(
    '/graphql',
    { query: 'mutation R($p: ID!, $a: PrivacyPromptAction!) { respondToPrivacyPrompt(promptId: $p, action: $a) { directives { vendors { allow } } } }', variables: { p: PROMPT_ID, a: 'RejectAll' } },
    { cookie: session.cookie },
  );
  assert.equal(mutation.status, 200);
  const before = await first.events();
  await first.close();
  if ('dbFile' in db.options) assert.ok(existsSync(db.options.dbFile));

  const second = await startBackend({ ...db.options, faults: true });
  try {
    assert.deepEqual(await second.events(), before);
    assert.deepEqual(before.map((e) => e.type), ['weblab', 'beacon', 'metric', 'error-report', 'weblab', 'logging', 'graphql'], 'the session came with a weblab call');
    const prompt = await second.postJson('/graphql', { query: '{ privacyPrompt(type: CONSENT_PRIMARY) { privacyPrompt { showPromptOnPageLoad } } }' }, { cookie: session.cookie });
    const body = /** @type {{ data: { privacyPrompt: { privacyPrompt: { showPromptOnPageLoad: boolean } } } }} */ (await prompt.json());
    assert.equal(body.data.privacyPrompt.privacyPrompt.showPromptOnPageLoad, false, 'the decision and its session are remembered');
  } finally {
    await second.close();
  }
});

test('the store round-trips an event, and closes twice', async () => {
  const store = (await testDatabase()).openStore();
  const id = await store.addEvent({ time: '2026-01-01T00:00:00.000Z', type: 't', summary: 's\u0000', method: 'GET', path: '/p', query: { a: ['1', '2\u0000'] }, headers: {}, body: { nested: [1, { two: 2 }] }, response: null });
  const summary = POSTGRES ? 's\uFFFD' : 's\u0000'; // PostgreSQL text cannot hold NUL (postgres.mjs); JSON escapes it
  assert.deepEqual(await store.events(), [{ id, time: '2026-01-01T00:00:00.000Z', type: 't', summary, method: 'GET', path: '/p', query: { a: ['1', '2\u0000'] }, headers: {}, body: { nested: [1, { two: 2 }] }, response: null }]);
  await store.close();
  await store.close();
});

test('a SQLite file database runs in WAL mode', { skip: POSTGRES && 'SQLite only' }, async () => {
  const store = openStore(join(dir, 'wal.db'));
  await store.addEvent({ time: '2026-01-01T00:00:00.000Z', type: 't', summary: 's', method: 'GET', path: '/p', query: {}, headers: {}, body: null, response: null });
  await store.close();
  // WAL is a property of the file: a fresh connection sees it.
  const Database = /** @type {new (file: string) => { pragma(sql: string, o: { simple: boolean }): unknown, close(): void }} */ (
    createRequire(import.meta.url)('better-sqlite3')
  );
  const db = new Database(join(dir, 'wal.db'));
  assert.equal(db.pragma('journal_mode', { simple: true }), 'wal');
  db.close();
});

test('a SQLite file database runs with synchronous=FULL, as its comment says, and waits 100 ms at most for another process’s lock', { skip: POSTGRES && 'SQLite only' }, async (t) => {
  // The setting is the connection's own: read back from the store's connection, after a write.
  const Database = /** @type {{ prototype: { prepare(sql: string): unknown } }} */ (createRequire(import.meta.url)('better-sqlite3'));
  const prepare = t.mock.method(Database.prototype, 'prepare');
  const store = openStore(join(dir, 'durable.db'));
  await store.addEvent({ time: '2026-01-01T00:00:00.000Z', type: 't', summary: 's', method: 'GET', path: '/p', query: {}, headers: {}, body: null, response: null });
  const connection = /** @type {{ pragma(sql: string, o: { simple: boolean }): unknown }} */ (prepare.mock.calls[0]?.this);
  // better-sqlite3 builds SQLite with SQLITE_DEFAULT_WAL_SYNCHRONOUS=1: NORMAL unless set.
  assert.equal(connection.pragma('synchronous', { simple: true }), 2, 'FULL');
  assert.equal(connection.pragma('journal_mode', { simple: true }), 'wal');
  assert.equal(connection.pragma('busy_timeout', { simple: true }), BUSY_TIMEOUT_MS);
  assert.equal(BUSY_TIMEOUT_MS, 100);
  await store.close();
});

test('bad input never reaches the store', async () => {
  const server = await startBackend({ faults: true });
  try {
    await server.postJson('/tr/', {});
    await server.fetch('/api/_ajax/metrics/errors/', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' });
    await server.postJson('/logging/', { Operation: 'Nope' });
    assert.deepEqual(await server.events(), []);
  } finally {
    await server.close();
  }
});
