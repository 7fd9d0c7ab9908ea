// Issue 77: `npm start` waits for its database. Started while PostgreSQL cannot be reached, it
// logs each try and tries again, with a growing wait, and serves once the database is up; past
// DATABASE_START_TIMEOUT_MS it gives up with exit code 1. PostgreSQL only: the database that comes
// up late is the test's, behind a proxy that starts listening when told (helpers/tcpProxy.mjs).
// Giving up is in main.test.mjs.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { setTimeout as delay } from 'node:timers/promises';
import { POSTGRES, testDatabase } from './helpers/database.mjs';
import { MAIN, startServer } from './helpers/serverProcess.mjs';
import { databaseProxy } from './helpers/tcpProxy.mjs';

const skip = !POSTGRES && 'PostgreSQL only (npm run test:node:postgres)';

test('started before its database, it tries again until the database is up, then serves', { skip, timeout: 60_000 }, async () => {
  const db = await testDatabase();
  const proxy = await databaseProxy(/** @type {{ databaseUrl: string }} */ (db.options).databaseUrl);
  let early = '';
  const starting = startServer(MAIN, { DATABASE_URL: proxy.url, DATABASE_START_TIMEOUT_MS: '30000' }, (log) => {
    early = log;
  });
  /** @type {Awaited<typeof starting> | undefined} */
  let server;
  try {
    // Up once it has tried three times (at about 0, 250 and 750 ms: later on a busy machine).
    while (!/try 3 in 500 ms/.test(early)) await delay(50);
    await proxy.open();
    server = await starting;
    const log = server.log();
    const tries = log.match(/The database is not reachable yet \(connect ECONNREFUSED [^)]*\): try \d+ in \d+ ms/g) ?? [];
    assert.ok(tries.length >= 2, log);
    assert.match(log, /try 2 in 250 ms[\s\S]*try 3 in 500 ms/, 'each wait twice the last');
    const ready = await fetch(`${server.base}/readyz`);
    assert.equal(ready.status, 200, 'and writes work');
    assert.equal((await fetch(`${server.base}/tr/?ht=pageHit`)).status, 204);
  } finally {
    await server?.stop();
    await proxy.shut();
  }
});
