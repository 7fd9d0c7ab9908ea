// The demo backend on a free loopback port, serving the repository's demo/ and dist/ as
// `npm start` does, plus a few pages of the bench's own (path → HTML).
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { createBackend } from '../demo/server/app.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * @param {Record<string, string>} [pages]  extra HTML pages by path, e.g. '/bench/empty.html'
 * @returns {Promise<{ url: string, pages: Record<string, string>, close: () => Promise<void> }>}
 */
export async function startServer(pages = {}) {
  const backend = createBackend({ dbFile: ':memory:', staticRoot: root });
  const server = createServer((req, res) => {
    const page = pages[(req.url ?? '/').split('?')[0] ?? '/'];
    if (page !== undefined) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(page);
      return;
    }
    backend.handle(req, res).then(
      (answered) => {
        if (!answered) res.writeHead(404).end();
      },
      () => res.writeHead(500).end(),
    );
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${String(port)}`,
    pages,
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => {
        server.close(() => {
          backend.close();
          resolve();
        });
      });
    },
  };
}
