import assert from 'node:assert/strict';
import { request as httpRequest, createServer } from 'node:http';
import { after, before, describe, test } from 'node:test';
import { createBackend } from '../../demo/server/app.mjs';
import { BODY_LIMIT } from '../../demo/server/http.mjs';
import { NAMESPACE } from '../../demo/server/logging.mjs';
import { startBackend } from './helpers/backend.mjs';
import { POSTGRES, testDatabase } from './helpers/database.mjs';

const middlewareDatabase = POSTGRES ? (await testDatabase()).options : {};

describe('middleware() for web-test-runner', () => {
  const backend = createBackend({ ...middlewareDatabase, faults: true });
  /** @type {{ respond?: boolean }[]} */
  const contexts = [];
  const middleware = backend.middleware();
  const server = createServer((req, res) => {
    /** @type {{ req: typeof req, res: typeof res, respond?: boolean }} */
    const ctx = { req, res };
    contexts.push(ctx);
    void middleware(ctx, async () => {
      res.end('next');
    });
  });
  /** @type {string} */
  let base;
  before(async () => {
    await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
    const address = server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  after(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await backend.close();
  });

  test('answers its endpoints and tells Koa to keep out', async () => {
    const res = await fetch(`${base}/tr/?ht=pageHit`);
    assert.equal(res.status, 204);
    assert.equal(contexts.at(-1)?.respond, false);
  });

  test('passes everything else on to next()', async () => {
    for (const path of ['/', '/test/some.test.js', '/__web-dev-server__/x', '/node_modules/lit/index.js']) {
      const res = await fetch(base + path);
      assert.equal(await res.text(), 'next', path);
      assert.equal(contexts.at(-1)?.respond, undefined);
    }
  });

  test('the fault switches are reachable through it', async () => {
    const res = await fetch(`${base}/__faults`);
    assert.equal(res.status, 200);
  });
});

describe('failures', () => {
  /** @type {import('./helpers/backend.mjs').TestBackend} */
  let server;
  before(async () => {
    server = await startBackend({ faults: true });
  });
  after(() => server.close());

  test('a body over the limit is a 413, declared or streamed', async (t) => {
    const declared = await server.raw('/api/_ajax/weblab/', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(BODY_LIMIT + 1) },
      body: Buffer.alloc(BODY_LIMIT + 1, 0x20),
    });
    assert.equal(declared.status, 413);
    const streamed = await new Promise((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port: server.port, path: '/api/_ajax/weblab/', method: 'POST', headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' } }, (res) => {
        res.resume();
        resolve(res.statusCode);
      });
      req.on('error', reject);
      for (let i = 0; i < 20; i++) req.write(Buffer.alloc(8192, 0x20));
      req.end();
    });
    assert.equal(streamed, 413);
    t.diagnostic('the server still answers after both');
    assert.equal((await server.fetch('/tr/?ht=pageHit')).status, 204);
  });

  test('an unexpected error is a 500 and a log line, and the server lives on', async (t) => {
    const logged = t.mock.method(console, 'error', () => {});
    const broken = createBackend(POSTGRES ? (await testDatabase()).options : {});
    await broken.ready;
    const httpServer = createServer((req, res) => void broken.handle(req, res));
    await new Promise((resolve) => httpServer.listen(0, '127.0.0.1', () => resolve(undefined)));
    const address = httpServer.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    try {
      await broken.close(); // every write to the store now throws
      const beacon = await fetch(`${base}/tr/?ht=pageHit`);
      assert.equal(beacon.status, 500);
      assert.deepEqual(await beacon.json(), { error: 'internal error' });
      const logging = await fetch(`${base}/logging/ops`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ Input: { clientName: 'c', metrics: [{ name: 'm', value: 1 }] } }),
      });
      assert.equal(logging.status, 500);
      assert.equal(/** @type {{ Output: { __type: string } }} */ (await logging.json()).Output.__type, `${NAMESPACE}DependencyException`);
      assert.ok(logged.mock.callCount() >= 2);
      assert.equal((await fetch(`${base}/suggestion/s/s.json`)).status, 200, 'what needs no store still works');
    } finally {
      httpServer.closeAllConnections();
      await new Promise((resolve) => httpServer.close(resolve));
    }
  });

  test('a client that goes away mid-body does not hurt the server', async () => {
    await new Promise((resolve) => {
      const req = httpRequest({ host: '127.0.0.1', port: server.port, path: '/api/_ajax/weblab/', method: 'POST', headers: { 'content-type': 'application/json', 'content-length': '1000' } });
      req.on('error', () => resolve(undefined));
      req.write('{"weblabs":');
      setTimeout(() => {
        req.destroy();
        resolve(undefined);
      }, 50);
    });
    assert.equal((await server.fetch('/tr/?ht=pageHit')).status, 204);
  });

  test('unknown paths are left to the caller', async () => {
    assert.equal((await server.fetch('/nothing/here')).headers.get('x-unanswered'), '1');
  });
});
