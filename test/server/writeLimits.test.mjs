// Issue 22: a client cannot fill the database. Every endpoint that stores answers 429 past its
// per-client budget and 413 past its caps (the body's, and every stored field's), storing
// nothing; the database keeps a bounded history; and a page view stores nothing at all.
// Issue 34: the budget is in bytes too (about 1 MB a minute per client address, every kind of
// write together), and the stored events are bounded in bytes, not only in rows.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BYTES_PER_MINUTE } from '../../demo/server/app.mjs';
import { FIELD_MAX } from '../../demo/server/fieldCaps.mjs';
import { PROMPT_ID } from '../../demo/server/graph.mjs';
import { BODY_LIMIT } from '../../demo/server/http.mjs';
import { startBackend } from './helpers/backend.mjs';
import { testDatabase } from './helpers/database.mjs';

/** @param {Parameters<typeof startBackend>[0]} [options] */
async function start(options) {
  const db = await testDatabase();
  return { db, server: await startBackend({ ...db.options, ...options }) };
}

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const JSON_TYPE = { 'content-type': 'application/json' };
const RESPOND = 'mutation R($p: ID!, $a: PrivacyPromptAction!) { respondToPrivacyPrompt(promptId: $p, action: $a) { directives { vendors { allow } } } }';

/**
 * Each write endpoint, as one honest request, and the same with one field over FIELD_MAX.
 * @type {{ name: string, path: string, init: RequestInit, tooLong: { path: string, init: RequestInit } }[]}
 */
const WRITES = [
  { name: 'beacon', path: '/tr/?ht=pageHit&ref_=a', init: {}, tooLong: { path: `/tr/?ht=pageHit&ref_=${'a'.repeat(FIELD_MAX + 1)}`, init: {} } },
  {
    name: 'metric',
    path: '/tr/',
    init: { method: 'POST', headers: FORM, body: 'ht=actionOnly&pageAction=x' },
    tooLong: { path: '/tr/', init: { method: 'POST', headers: FORM, body: `ht=actionOnly&pageAction=${'x'.repeat(FIELD_MAX + 1)}` } },
  },
  {
    name: 'error report',
    path: '/api/_ajax/metrics/errors/',
    init: { method: 'POST', headers: JSON_TYPE, body: '{"message":"m"}' },
    tooLong: { path: '/api/_ajax/metrics/errors/', init: { method: 'POST', headers: JSON_TYPE, body: JSON.stringify({ message: 'm', pageType: 'p'.repeat(FIELD_MAX + 1) }) } },
  },
  {
    name: 'logging',
    path: '/logging/ops',
    init: { method: 'POST', headers: JSON_TYPE, body: JSON.stringify({ Input: { clientName: 'c', metrics: [{ name: 'm', value: 1 }] } }) },
    tooLong: { path: '/logging/ops', init: { method: 'POST', headers: JSON_TYPE, body: JSON.stringify({ Input: { clientName: 'c', metrics: [{ name: 'm'.repeat(FIELD_MAX + 1), value: 1 }] } }) } },
  },
  {
    name: 'weblab',
    path: '/api/_ajax/weblab/',
    init: { method: 'POST', headers: JSON_TYPE, body: '{"weblabs":["X"]}' },
    // Experiment ids have their own cap of 128 (a 400, weblab.mjs); the consent call's variables have this one.
    tooLong: { path: '/graphql', init: { method: 'POST', headers: JSON_TYPE, body: JSON.stringify({ query: RESPOND, variables: { p: 'p'.repeat(FIELD_MAX + 1), a: 'RejectAll' } }) } },
  },
  {
    name: 'graphql',
    path: '/graphql',
    init: { method: 'POST', headers: JSON_TYPE, body: JSON.stringify({ query: '{ privacyDirectives { directives { vendors { allow } } } }' }) },
    tooLong: { path: '/graphql', init: { method: 'POST', headers: JSON_TYPE, body: JSON.stringify({ query: `{ privacyDirectives { directives { vendors { allow } } } }${' '.repeat(FIELD_MAX)}` }) } },
  },
  {
    name: 'sign-in',
    path: '/registration/signin',
    init: { method: 'POST', headers: FORM, body: 'username=a&u=%2F' },
    tooLong: { path: '/registration/signin', init: { method: 'POST', headers: FORM, body: `username=${'a'.repeat(BODY_LIMIT + 1)}` } },
  },
];

test('every write endpoint answers 429 past its budget per client, and stores nothing more', async () => {
  const { db, server } = await start({ writesPerMinute: 5 });
  try {
    // One visitor, with a session as a browser has one (its weblab call spent one weblab write).
    const session = await server.session();
    for (const { name, path, init } of WRITES) {
      const headers = { ...(/** @type {Record<string, string>} */ (init.headers) ?? {}), cookie: session.cookie };
      const left = name === 'weblab' ? 4 : 5;
      const stored = (await db.rows('events')).length;
      for (let i = 0; i < left; i += 1) assert.ok((await server.fetch(path, { ...init, headers })).status < 400, `${name} ${i}`);
      const refused = await server.fetch(path, { ...init, headers });
      assert.equal(refused.status, 429, name);
      assert.equal(refused.headers.get('retry-after'), '60');
      assert.equal((await db.rows('events')).length, name === 'sign-in' ? stored : stored + left, `${name}: the refused one is not stored`);
    }
  } finally {
    await server.close();
  }
});

test('a new session is a write: past the budget a visitor without one gets a 429', async () => {
  const { db, server } = await start({ writesPerMinute: 5 });
  try {
    const weblab = { method: 'POST', headers: JSON_TYPE, body: '{"weblabs":[]}' };
    const graph = { method: 'POST', headers: JSON_TYPE, body: '{"query":"{ privacyDirectives { directives { vendors { allow } } } }"}' };
    // Three of each kind, within their own budgets; the sixth new session is one too many.
    const statuses = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await server.fetch(i % 2 ? '/graphql' : '/api/_ajax/weblab/', i % 2 ? graph : weblab)).status);
    assert.deepEqual(statuses, [200, 200, 200, 200, 200, 429]);
    assert.equal((await db.rows('sessions')).length, 5);
  } finally {
    await server.close();
  }
});

test('every write endpoint answers 413 past the body cap and past a field cap, and stores nothing', async () => {
  const { db, server } = await start();
  try {
    for (const { name, path, init, tooLong } of WRITES) {
      const big = { ...init, body: `${'x'.repeat(BODY_LIMIT + 1)}` };
      if (init.method === 'POST') assert.equal((await server.fetch(path, big)).status, 413, `${name}: body`);
      const res = await server.fetch(tooLong.path, tooLong.init);
      assert.equal(res.status, 413, `${name}: field`);
    }
    assert.deepEqual(await db.rows('events'), []);
    assert.deepEqual(await db.rows('consent_decisions'), []);
  } finally {
    await server.close();
  }
});

test('a page view without a cookie writes no session row, and no row at all', async () => {
  const { db, server } = await start();
  try {
    for (const path of ['/find?q=star', '/title/tt0133093/', '/registration/signin', '/chart/top/', '/nothing-here']) {
      const res = await server.fetch(path);
      await res.arrayBuffer();
      assert.equal(res.headers.get('set-cookie'), null, path);
    }
    assert.deepEqual(await db.rows('sessions'), []);
    assert.deepEqual(await db.rows('events'), []);
    // The first call that needs a session gets one.
    await server.session();
    assert.equal((await db.rows('sessions')).length, 1);
  } finally {
    await server.close();
  }
});

test('the database drops rows beyond the newest maxRows and rows older than maxAgeMs', async () => {
  const store = (await testDatabase()).openStore({
    events: { maxRows: 10, maxAgeMs: 60_000 },
    sessions: { maxRows: 3, maxAgeMs: 60_000 },
    decisions: { maxRows: 3, maxAgeMs: 60_000 },
    pruneEvery: 5,
  });
  try {
    const at = (/** @type {number} */ seconds) => new Date(Date.UTC(2025, 0, 1, 0, 0, seconds)).toISOString();
    const event = (/** @type {number} */ seconds) => ({ time: at(seconds), type: 'beacon', summary: String(seconds), method: 'GET', path: '/tr/', query: {}, headers: {}, body: null, response: null });
    for (let i = 0; i < 25; i += 1) await store.addEvent(event(i));
    assert.deepEqual((await store.events()).map((e) => e.summary), ['15', '16', '17', '18', '19', '20', '21', '22', '23', '24'], 'the newest ten');
    // Two minutes on: everything before the last minute goes at the next pruning.
    for (let i = 0; i < 5; i += 1) await store.addEvent(event(140 + i));
    assert.deepEqual((await store.events()).map((e) => e.summary), ['140', '141', '142', '143', '144']);

    for (let i = 0; i < 10; i += 1) await store.addSession(`000-0000000-00000${String(i).padStart(2, '0')}`, at(i));
    assert.ok(!(await store.hasSession('000-0000000-0000000')), 'the oldest sessions went');
    assert.ok(await store.hasSession('000-0000000-0000009'));
    for (let i = 0; i < 5; i += 1) await store.addDecision({ sessionId: 's', promptId: PROMPT_ID, action: 'RejectAll', clientName: 'c', time: at(i), site: '' });
    assert.equal(await store.countDecisionsSince('s', at(-1)), 3);
  } finally {
    await store.close();
  }
});

/**
 * The UTF-8 bytes of every text column of every row a database holds: what it stores, counted
 * from the database, whatever the server thinks it stored.
 * @param {import('./helpers/database.mjs').TestDatabase} db
 */
async function storedBytes(db) {
  let total = 0;
  for (const table of /** @type {const} */ (['events', 'sessions', 'consent_decisions'])) {
    for (const row of await db.rows(table)) {
      for (const value of Object.values(row)) if (typeof value === 'string') total += Buffer.byteLength(value);
    }
  }
  return total;
}

test('bytes stored by one address in a minute stay within the byte budget, even with maximal bodies of every kind', async () => {
  const now = new Date('2026-03-01T12:00:00Z');
  const { db, server } = await start({ now: () => now });
  try {
    const { cookie } = await server.session();
    // Each body near the 64 KB cap, every field FIELD_MAX characters (two bytes each in JSON).
    const field = (/** @type {number} */ i, fill = 'é') => `${String(i).padStart(4, '0')}${fill.repeat(FIELD_MAX - 4)}`;
    const fields = Object.fromEntries(Array.from({ length: 14 }, (_, i) => [`f${i}`, field(i)]));
    const form = `ht=actionOnly&${new URLSearchParams(Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`f${i}`, field(i, 'x')])))}`;
    const maximal = [
      { path: '/tr/', init: { method: 'POST', headers: FORM, body: form } },
      { path: '/logging/', init: { method: 'POST', headers: JSON_TYPE, body: JSON.stringify({ Operation: 'RecordBusinessMetrics', Input: { amabotData: fields } }) } },
      { path: '/graphql', init: { method: 'POST', headers: JSON_TYPE, body: JSON.stringify({ query: '{ privacyDirectives { directives { vendors { allow } } } }', variables: fields }) } },
      { path: '/api/_ajax/metrics/errors/', init: { method: 'POST', headers: JSON_TYPE, body: JSON.stringify({ message: field(0), stack: field(1), pageType: field(2), subPageType: field(3), pageConst: field(4) }) } },
    ];
    for (const { init } of maximal) assert.ok(Buffer.byteLength(String(init.body)) <= BODY_LIMIT);
    /** @type {number[]} */
    const statuses = [];
    for (let round = 0; round < 12; round += 1) {
      for (const { path, init } of maximal) {
        const res = await server.fetch(path, { ...init, headers: { ...init.headers, cookie } });
        await res.arrayBuffer();
        statuses.push(res.status);
      }
    }
    const stored = await storedBytes(db);
    assert.ok(stored <= BYTES_PER_MINUTE, `${stored} bytes stored in one minute`);
    assert.ok(stored > BYTES_PER_MINUTE / 2, `the budget, not something else, stopped it (${stored} bytes)`);
    assert.ok(statuses.filter((status) => status === 429).length > 0, 'past the budget: 429');
    assert.ok(statuses.every((status) => status < 300 || status === 429), statuses.join(' '));
    // Every kind shares the one budget: each is refused now, with a dozen of its 120 writes spent.
    for (const { path, init } of maximal) assert.equal((await server.fetch(path, { ...init, headers: { ...init.headers, cookie } })).status, 429, path);
    assert.equal(await storedBytes(db), stored);
  } finally {
    await server.close();
  }
});

test('stored events are bounded in bytes, oldest first out, not only in rows', async () => {
  const db = await testDatabase();
  const maxBytes = 20_000;
  const store = db.openStore({
    events: { maxRows: 1000, maxAgeMs: 60_000, maxBytes },
    pruneEvery: 1,
  });
  try {
    const time = new Date(Date.UTC(2025, 0, 1)).toISOString();
    for (let i = 0; i < 50; i += 1) await store.addEvent({ time, type: 'metric', summary: String(i), method: 'POST', path: '/tr/', query: {}, headers: {}, body: { f: 'x'.repeat(1000) }, response: null });
    const kept = (await store.events()).map((event) => Number(event.summary));
    assert.ok(kept.length < 50 && kept.length > 10, `${kept.length} kept`);
    assert.deepEqual(kept, Array.from({ length: kept.length }, (_, i) => 50 - kept.length + i), 'the newest are kept');
  } finally {
    await store.close();
  }
  const bytes = (await db.rows('events')).reduce((sum, row) => sum + Object.values(row).reduce((/** @type {number} */ n, value) => n + (typeof value === 'string' ? Buffer.byteLength(value) : 0), 0), 0);
  assert.ok(bytes <= maxBytes, `${bytes} bytes of events`);
});
