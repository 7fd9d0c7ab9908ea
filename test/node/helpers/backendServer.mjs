// The reference backend on a free loopback port, for the Node tests that drive a browser against
// it: with pages of the test's own (path → HTML, served as a visitor's private page) and a record
// of every path the browser asked for (its cache answers the rest).
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { createBackend } from '../../../demo/server/app.mjs';

const root = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * @param {{ pages?: Record<string, string>, faults?: boolean }} [options]
 *   pages: read per request, so a test may add pages once it knows the origin
 */
export async function startBackendServer({ pages = {}, faults = false } = {}) {
  const backend = createBackend({ dbFile: ':memory:', staticRoot: root, faults });
  /** @type {string[]} */
  const asked = [];
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    asked.push(path);
    const page = pages[path];
    if (page !== undefined) return void res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'private, no-cache' }).end(page);
    backend.handle(req, res).then(
      (answered) => void (answered || res.writeHead(404).end()),
      () => res.writeHead(500).end(),
    );
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    port,
    origin: `http://127.0.0.1:${String(port)}`,
    asked,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      backend.close();
    },
  };
}
