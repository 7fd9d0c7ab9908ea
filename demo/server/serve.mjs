// The reference backend on a port, as `npm start` (main.mjs) and `npx marquee-site-chrome serve`
// (cli.mjs) start it: its database waited for, warm before it listens, stopped gently.
//
// Start-up: a database that cannot be reached yet (refused, timed out, starting up: unavailable.mjs)
// is tried again, after 250 ms, then twice as long each time up to 5 s, for startTimeoutMs in all,
// each try logged; instances started with (or before) their database come up once it does. Any
// other failure (a wrong password, no such database, a file that cannot be opened) stops it at once.
//
// Stop (SIGTERM, SIGINT): /readyz answers 503, no new connection is taken (behind a proxy, the
// other instances take them), idle keep-alive ones are closed, requests being answered get
// shutdownTimeoutMs to finish (httpServer.mjs stop()), then the store is closed and it exits 0.
import { setTimeout as delay } from 'node:timers/promises';
import { createBackend } from './app.mjs';
import { createHttpServer } from './httpServer.mjs';
import { USER_COOKIE } from './session.mjs';
import { isStoreUnavailable } from './unavailable.mjs';
import { warmUp } from './warmUp.mjs';

/** How long requests already being answered get to finish when the server is stopped. */
export const SHUTDOWN_TIMEOUT_MS = 5_000;
/** How long, in all, start-up waits for its database. */
export const START_TIMEOUT_MS = 60_000;
const FIRST_RETRY_MS = 250;
const LONGEST_RETRY_MS = 5_000;

/**
 * @typedef {object} ServeOptions
 * @property {number} port 0 for any free one
 * @property {string} host
 * @property {string} title what the first line calls it ("Marquee demo")
 * @property {NonNullable<Parameters<typeof createBackend>[0]>} backend
 * @property {string} mode the second line: the mode it runs in
 * @property {string} store the third line: where it stores
 * @property {number} [startTimeoutMs] how long start-up waits for the database (START_TIMEOUT_MS)
 * @property {number} [shutdownTimeoutMs] how long a stop waits for requests being answered (SHUTDOWN_TIMEOUT_MS)
 */

/**
 * The backend, once its store is ready: tried again while the database cannot be reached, for
 * `timeoutMs` in all. A database that cannot be opened is one line and exit code 1.
 * @param {ServeOptions['backend']} settings
 * @param {number} timeoutMs
 */
async function openBackend(settings, timeoutMs) {
  const started = Date.now();
  for (let attempt = 1; ; attempt += 1) {
    /** @type {ReturnType<typeof createBackend> | undefined} */
    let backend;
    try {
      // SQLite opens its file here, at once; PostgreSQL connects in `ready`.
      backend = createBackend(settings);
      await backend.ready;
      return backend;
    } catch (error) {
      await backend?.close();
      const message = error instanceof Error ? error.message : String(error);
      const wait = Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** (attempt - 1));
      const waited = Date.now() - started;
      if (!isStoreUnavailable(error) || waited + wait > timeoutMs) {
        console.error(`The database could not be opened: ${message}`);
        process.exit(1);
      }
      console.error(`The database is not reachable yet (${message}): try ${attempt + 1} in ${wait} ms (waited ${waited} ms of ${timeoutMs}).`);
      await delay(wait);
    }
  }
}

/**
 * Starts the backend and prints three lines: its address, its mode, its store.
 * @param {ServeOptions} options
 */
export async function serve({ port, host, title, backend: settings, mode, store, startTimeoutMs = START_TIMEOUT_MS, shutdownTimeoutMs = SHUTDOWN_TIMEOUT_MS }) {
  const backend = await openBackend(settings, startTimeoutMs);
  // The home for a new visitor: the chrome rendered with the consent question, as most first views are.
  // As a new visitor and as a member: each is a variant the renderer compiles on its first page.
  await warmUp(() => createHttpServer(backend), ['/', '/find/?q=star'], ['', `${USER_COOKIE}=${encodeURIComponent('Warm up')}`]);
  const server = createHttpServer(backend);

  server.listen(port, host, () => {
    const address = server.address();
    const actual = typeof address === 'object' && address ? address.port : port;
    console.log(`${title}: http://localhost:${String(actual)}/`);
    console.log(`Mode: ${mode}`);
    console.log(`Store: ${store}.`);
    if (settings.trustProxy) console.log('TRUST_PROXY=1: https and client addresses come from X-Forwarded-Proto and X-Forwarded-For.');
  });

  let stopping = false;
  /** @param {NodeJS.Signals} signal */
  const stop = (signal) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: stopping; requests being answered have ${shutdownTimeoutMs} ms to finish.`);
    backend.drain();
    void server
      .stop(shutdownTimeoutMs)
      .then(({ cut }) => {
        if (cut > 0) console.error(`Cut ${cut} unfinished request${cut === 1 ? '' : 's'} after ${shutdownTimeoutMs} ms.`);
        return backend.close();
      })
      .then(
        () => {
          console.log('Stopped.');
          process.exit(0);
        },
        (error) => {
          console.error('The store did not close cleanly:', error);
          process.exit(1);
        },
      );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  return server;
}
