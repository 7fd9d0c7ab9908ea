// Starts a real node:http server around createBackend().handle on 127.0.0.1, port 0. Without
// `dbFile` or `databaseUrl` it stores in the store under test (database.mjs): SQLite's ':memory:',
// or a fresh PostgreSQL schema.
import { request as httpRequest, createServer } from 'node:http';
import { setTimeout as delay } from 'node:timers/promises';
import { createBackend } from '../../../demo/server/app.mjs';
import { isStoreUnavailable } from '../../../demo/server/unavailable.mjs';
import { POSTGRES, testDatabase } from './database.mjs';

/**
 * @param {Parameters<typeof createBackend>[0]} [options]
 */
export async function startBackend(options = {}) {
  const chosen = options.dbFile !== undefined || options.databaseUrl !== undefined;
  const settings = { ...(POSTGRES && !chosen ? (await testDatabase()).options : {}), ...options };
  // As npm start opens it (serve.mjs): tried again while the database cannot be reached. A test's
  // short connection bound (storeLimits) can run out on a busy machine before the first connection.
  let backend = createBackend(settings);
  for (let attempt = 1; ; attempt += 1) {
    try {
      await backend.ready;
      break;
    } catch (error) {
      await backend.close();
      if (attempt === 5 || !isStoreUnavailable(error)) throw error;
      await delay(250 * attempt);
      backend = createBackend(settings);
    }
  }
  const server = createServer((req, res) => {
    void backend.handle(req, res).then((answered) => {
      if (!answered) {
        res.writeHead(404, { 'content-type': 'text/plain', 'x-unanswered': '1' });
        res.end('not answered by the backend');
      }
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const base = `http://127.0.0.1:${port}`;
  return {
    backend,
    server,
    port,
    base,
    /**
     * fetch against the server.
     * @param {string} path
     * @param {RequestInit} [init]
     */
    fetch: (path, init) => fetch(base + path, { redirect: 'manual', ...init }),
    /**
     * POSTs JSON.
     * @param {string} path
     * @param {unknown} body
     * @param {Record<string, string>} [headers]
     */
    postJson: (path, body, headers = {}) =>
      fetch(base + path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) }),
    /**
     * Sends the path exactly as written (fetch would normalise '..' and friends).
     * @param {string} path
     * @param {{ method?: string, headers?: Record<string, string>, body?: string | Buffer }} [options]
     * @returns {Promise<{ status: number, headers: import('node:http').IncomingHttpHeaders, text: string }>}
     */
    raw: (path, { method = 'GET', headers = {}, body } = {}) =>
      new Promise((resolve, reject) => {
        const req = httpRequest({ host: '127.0.0.1', port, path, method, headers }, (res) => {
          /** @type {Buffer[]} */
          const chunks = [];
          res.on('data', (chunk) => chunks.push(chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }));
          res.on('error', reject);
        });
        req.on('error', reject);
        req.end(body);
      }),
    /**
     * A session the server issued, as a browser gets one: from the Set-Cookie of the first call
     * that needs one (pages hand out none).
     * @returns {Promise<{ id: string, cookie: string }>}
     */
    async session() {
      const res = await fetch(`${base}/api/_ajax/weblab/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"weblabs":[]}' });
      await res.arrayBuffer();
      const id = /^session-id=([\d-]+);/.exec(res.headers.get('set-cookie') ?? '')?.[1];
      if (id === undefined) throw new Error('no session-id cookie from the weblab call');
      return { id, cookie: `session-id=${id}` };
    },
    /** Events the backend stored, oldest first (needs faults: true). */
    async events(type = '') {
      const res = await fetch(`${base}/__events${type ? `?type=${type}` : ''}`);
      const json = /** @type {{ events: import('../../../demo/server/db.mjs').StoredEvent[] }} */ (await res.json());
      return json.events;
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(() => resolve(undefined)));
      await backend.close();
    },
  };
}

/** @typedef {Awaited<ReturnType<typeof startBackend>>} TestBackend */
