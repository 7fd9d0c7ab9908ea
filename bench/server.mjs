// The demo backend on a free loopback port, serving the repository's demo/ and dist/ as
// `npm start` does: its own static handler, so dist/ has its Cache-Control (hashed files immutable
// for a year, stable names revalidated) and its build-time brotli and gzip copies, and pages and
// JSON compressed as they are sent (demo/server/compression.mjs). No proxy in front: what is
// measured is what ships. Plus a few pages of the bench's own (path → HTML), sent the same way.
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { createBackend } from '../demo/server/app.mjs';
import { sendCompressed } from '../demo/server/compression.mjs';

const repository = fileURLToPath(new URL('..', import.meta.url));

/**
 * @param {Record<string, string>} [pages]  extra HTML pages by path, e.g. '/bench/empty.html'
 * @param {{ root?: string }} [options]  root: the folder whose demo/ and dist/ are served (bench/build.mjs's copy)
 * @returns {Promise<{ url: string, pages: Record<string, string>, close: () => Promise<void> }>}
 */
export async function startServer(pages = {}, { root = repository } = {}) {
  const backend = createBackend({ dbFile: ':memory:', staticRoot: root });
  const server = createServer((req, res) => {
    const page = pages[(req.url ?? '/').split('?')[0] ?? '/'];
    if (page !== undefined) return void sendCompressed(res, 200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'private, no-cache' }, page);
    backend.handle(req, res).then(
      (answered) => {
        if (!answered) res.writeHead(404).end();
      },
      () => res.writeHead(500).end(),
    );
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  return {
    url: `http://127.0.0.1:${String(typeof address === 'object' && address ? address.port : 0)}`,
    pages,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      backend.close();
    },
  };
}
