// Issue 77: GET /healthz says the process answers; GET /readyz says a write to the store works now
// (503 with Retry-After when it does not, and while the instance stops). Neither is cached, stored,
// or counted against the client's budgets, so a probe every second from one address works.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { WRITES_PER_MINUTE } from '../../demo/server/app.mjs';
import { RETRY_AFTER_SECONDS } from '../../demo/server/unavailable.mjs';
import { startBackend } from './helpers/backend.mjs';
import { testDatabase } from './helpers/database.mjs';

/** A statement waits at most this long (PostgreSQL; SQLite waits its busy timeout, 100 ms). */
const LIMITS = { statementTimeoutMs: 300, acquireTimeoutMs: 300 };

test('/healthz and /readyz answer 200, are never cached, and HEAD works', async () => {
  const server = await startBackend({ storeLimits: LIMITS });
  try {
    for (const [path, body] of /** @type {const} */ ([['/healthz', { alive: true }], ['/readyz', { ready: true }]])) {
      const res = await server.fetch(path);
      assert.equal(res.status, 200, path);
      assert.equal(res.headers.get('cache-control'), 'no-store', path);
      assert.deepEqual(await res.json(), body, path);
      const head = await server.fetch(path, { method: 'HEAD' });
      assert.equal(head.status, 200, `HEAD ${path}`);
      assert.equal(await head.text(), '');
      assert.equal((await server.fetch(path, { method: 'POST' })).status, 405, `POST ${path}`);
    }
  } finally {
    await server.close();
  }
});

test('probes are not tracked and not rate-limited: more than a client’s write budget of them all answer 200, nothing stored', async () => {
  const db = await testDatabase();
  // Production mode: the write budget counts.
  const server = await startBackend({ ...db.options, storeLimits: LIMITS });
  try {
    for (let i = 0; i < WRITES_PER_MINUTE + 10; i += 1) {
      const res = await server.fetch('/readyz');
      assert.equal(res.status, 200, `probe ${i}`);
      assert.equal(res.headers.get('set-cookie'), null, 'no session handed out');
      await res.arrayBuffer();
    }
    assert.deepEqual(await db.rows('events'), []);
    assert.deepEqual(await db.rows('sessions'), []);
    assert.equal((await server.fetch('/tr/?ht=pageHit')).status, 204, 'the client’s budget is untouched');
  } finally {
    await server.close();
  }
});

test('/readyz is 503 with Retry-After while writes fail, /healthz stays 200, and /readyz is 200 again once they work', async (t) => {
  const logged = t.mock.method(console, 'error', () => {});
  const db = await testDatabase();
  const server = await startBackend({ ...db.options, storeLimits: LIMITS });
  try {
    assert.equal((await server.fetch('/readyz')).status, 200);
    const release = await db.hold('readiness');
    try {
      for (let i = 0; i < 2; i += 1) {
        const started = performance.now();
        const res = await server.fetch('/readyz');
        assert.equal(res.status, 503);
        assert.equal(res.headers.get('retry-after'), String(RETRY_AFTER_SECONDS));
        assert.equal(res.headers.get('cache-control'), 'no-store');
        assert.deepEqual(await res.json(), { ready: false, error: 'the database does not take writes now' }, 'says no more than that: the log says why');
        assert.ok(performance.now() - started < 2_000, `answered in ${Math.round(performance.now() - started)} ms`);
      }
      assert.equal((await server.fetch('/healthz')).status, 200, 'alive all the same: nothing to restart');
    } finally {
      await release();
    }
    assert.equal((await server.fetch('/readyz')).status, 200);
    const lines = logged.mock.calls.map((call) => String(call.arguments[0]));
    assert.equal(lines.filter((line) => /not ready/.test(line)).length, 1, 'the change is logged once, not once per probe');
    assert.equal(lines.filter((line) => /ready: writes to the database work again/.test(line)).length, 1);
  } finally {
    await server.close();
  }
});

test('/readyz is 503 once the instance is stopping', async () => {
  const server = await startBackend({ storeLimits: LIMITS });
  try {
    server.backend.drain();
    const res = await server.fetch('/readyz');
    assert.equal(res.status, 503);
    assert.equal(res.headers.get('retry-after'), String(RETRY_AFTER_SECONDS));
    assert.deepEqual(await res.json(), { ready: false, error: 'this instance is stopping' });
    assert.equal((await server.fetch('/healthz')).status, 200);
  } finally {
    await server.close();
  }
});
