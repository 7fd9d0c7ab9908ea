// Issue 77: SIGTERM stops `npm start`'s process gracefully. It takes no new connection, closes the
// idle kept-alive ones, finishes the requests it is answering (each answer closing its
// connection: no more requests on it), cuts what is still unanswered at SHUTDOWN_TIMEOUT_MS,
// closes its store and exits 0.
import assert from 'node:assert/strict';
import { connect } from 'node:net';
import { test } from 'node:test';
import { setTimeout as delay } from 'node:timers/promises';
import { testDatabase } from './helpers/database.mjs';
import { MAIN, startServer } from './helpers/serverProcess.mjs';

const SHUTDOWN_TIMEOUT_MS = 1_500;

/**
 * A raw connection to the server: what it receives, and whether it closed.
 * @param {number} port
 */
async function open(port) {
  const socket = connect(port, '127.0.0.1');
  await new Promise((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  const state = { received: '', closed: false, closedAt: 0 };
  socket.on('data', (chunk) => (state.received += chunk));
  socket.on('close', () => Object.assign(state, { closed: true, closedAt: performance.now() }));
  socket.on('error', () => {});
  /** Resolves once `pattern` was received (or the socket closed). @param {RegExp} pattern */
  const receive = async (pattern) => {
    while (!pattern.test(state.received) && !state.closed) await delay(20);
    return state.received;
  };
  return { socket, state, receive };
}

const FORM = 'ht=actionOnly&pageAction=drained';
/** @param {string} form */
const postHead = (form) => `POST /tr/ HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${form.length}\r\n\r\n`;

test('SIGTERM: no new connections, idle ones closed, requests in flight answered (and their connections closed), the rest cut in time, exit 0', { timeout: 60_000 }, async () => {
  const db = await testDatabase();
  const server = await startServer(MAIN, { ...db.env, SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS) });
  const port = Number(new URL(server.base).port);
  const exited = new Promise((resolve) => server.child.once('exit', (code) => resolve({ code, at: performance.now() })));

  // Idle: kept alive after one answer.
  const idle = await open(port);
  idle.socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
  assert.match(await idle.receive(/"alive":true/), /Connection: keep-alive/i);
  // Being answered: its body half sent, the rest after the signal.
  const inFlight = await open(port);
  inFlight.socket.write(postHead(FORM) + FORM.slice(0, 10));
  // Never finished: cut at SHUTDOWN_TIMEOUT_MS.
  const stalled = await open(port);
  stalled.socket.write(postHead(FORM) + FORM.slice(0, 5));
  await delay(200);

  const signalled = performance.now();
  server.child.kill('SIGTERM');
  await delay(300);
  assert.equal(idle.state.closed, true, 'the idle connection is closed at once');
  await assert.rejects(fetch(`${server.base}/healthz`), 'no new connection is taken');

  inFlight.socket.write(FORM.slice(10));
  const answer = await inFlight.receive(/\r\n\r\n/);
  assert.match(answer, /^HTTP\/1\.1 204/, 'the request it was receiving is answered');
  assert.match(answer, /Connection: close/i, 'and its connection closed after it, so no more come on it');
  await delay(100);
  assert.equal(inFlight.state.closed, true);

  const { code, at } = /** @type {{ code: number, at: number }} */ (await exited);
  assert.equal(code, 0, server.log());
  assert.equal(stalled.state.received, '', 'the stalled request got no answer');
  assert.ok(stalled.state.closed && stalled.state.closedAt - signalled >= SHUTDOWN_TIMEOUT_MS - 100, 'it was cut at the stated time, not before');
  assert.ok(at - signalled < SHUTDOWN_TIMEOUT_MS + 2_000, `exited ${Math.round(at - signalled)} ms after SIGTERM`);
  assert.match(server.log(), /SIGTERM: stopping; requests being answered have 1500 ms to finish/);
  assert.match(server.log(), /Cut 1 unfinished request after 1500 ms/);
  assert.ok((await db.rows('events')).some((row) => String(row.body).includes('drained')), 'the answered request was stored');
});
