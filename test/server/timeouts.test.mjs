// Issue 16, slow requests: a client that trickles its headers or its body is cut off with a
// 408 instead of holding a socket for minutes, and the server goes on answering others.
import assert from 'node:assert/strict';
import { connect } from 'node:net';
import { after, before, test } from 'node:test';
import { createBackend } from '../../demo/server/app.mjs';
import { HEADERS_TIMEOUT_MS, REQUEST_TIMEOUT_MS, createHttpServer } from '../../demo/server/httpServer.mjs';
import { POSTGRES, testDatabase } from './helpers/database.mjs';

const backend = createBackend(POSTGRES ? (await testDatabase()).options : {});
const server = createHttpServer(backend, { headersTimeout: 300, requestTimeout: 600, connectionsCheckingInterval: 50 });
let port = 0;
before(async () => {
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
after(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await backend.close();
});

/**
 * Sends `start` and then nothing more; resolves with what came back and when the socket closed.
 * @param {string} start
 */
function stall(start) {
  return new Promise((resolve, reject) => {
    const began = Date.now();
    let answer = '';
    const socket = connect(port, '127.0.0.1', () => socket.write(start));
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve({ answer, ms: Date.now() - began }));
    setTimeout(() => reject(new Error('still open after 5 s')), 5000).unref();
  });
}

test('headers sent a line at a time and never finished: 408, socket closed', async () => {
  const { answer, ms } = /** @type {{ answer: string, ms: number }} */ (await stall('GET /tr/?ht=pageHit HTTP/1.1\r\nHost: x\r\nX-Slow: 1\r\n'));
  assert.match(answer, /^HTTP\/1\.1 408/);
  assert.ok(ms < 2000, `closed after ${ms} ms`);
});

test('a body that never arrives in full: 408, socket closed', async () => {
  const head = 'POST /api/_ajax/weblab/ HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"weblabs":';
  const { answer, ms } = /** @type {{ answer: string, ms: number }} */ (await stall(head));
  assert.match(answer, /^HTTP\/1\.1 408/);
  assert.ok(ms < 2000, `closed after ${ms} ms`);
});

test('the server answers others throughout', async () => {
  const slow = stall('GET / HTTP/1.1\r\n');
  assert.equal((await fetch(`http://127.0.0.1:${port}/tr/?ht=pageHit`)).status, 204);
  await slow;
  assert.equal((await fetch(`http://127.0.0.1:${port}/tr/?ht=pageHit`)).status, 204);
});

test('npm start sets them deliberately, far below Node’s defaults (60 s, 300 s)', () => {
  const real = createHttpServer(backend);
  assert.equal(real.headersTimeout, HEADERS_TIMEOUT_MS);
  assert.equal(real.requestTimeout, REQUEST_TIMEOUT_MS);
  assert.ok(HEADERS_TIMEOUT_MS <= 10_000 && REQUEST_TIMEOUT_MS <= 30_000);
});
