// The demo backend on a free loopback port, serving the repository's demo/ and dist/ as
// `npm start` does (its own static handler, so dist/ has its Cache-Control: hashed files immutable
// for a year, stable names revalidated), plus a few pages of the bench's own (path → HTML).
// Scripts and pages go out gzipped, as any host or CDN can send them (the backend itself does
// not compress): on an emulated phone network the bytes on the wire are what costs. Not brotli,
// though Chromium asks for it: gzip is what every host has, so the figures do not flatter.
import { createServer, request } from 'node:http';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { createBackend } from '../demo/server/app.mjs';

const repository = fileURLToPath(new URL('..', import.meta.url));
const COMPRESSED = /^(text\/html|text\/javascript|application\/json)/;

/** Each answer's gzip, by URL and ETag: compressed once, so no request pays for it after the first. */
const gzipped = new Map();

/** @param {Buffer} body */
function gzip(body, key = '') {
  if (!key) return gzipSync(body, { level: 9 });
  if (!gzipped.has(key)) gzipped.set(key, gzipSync(body, { level: 9 }));
  return /** @type {Buffer} */ (gzipped.get(key));
}

/** @param {import('node:http').IncomingMessage} req */
const acceptsGzip = (req) => /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));

/**
 * @param {Record<string, string>} [pages]  extra HTML pages by path, e.g. '/bench/empty.html'
 * @param {{ root?: string }} [options]  root: the folder whose demo/ and dist/ are served (bench/build.mjs's copy)
 * @returns {Promise<{ url: string, pages: Record<string, string>, close: () => Promise<void> }>}
 */
export async function startServer(pages = {}, { root = repository } = {}) {
  const backend = createBackend({ dbFile: ':memory:', staticRoot: root });
  const upstream = createServer((req, res) => {
    backend.handle(req, res).then(
      (answered) => {
        if (!answered) res.writeHead(404).end();
      },
      () => res.writeHead(500).end(),
    );
  });
  const upstreamPort = await listen(upstream);

  // In front of the backend, as a CDN would be: answers pass through with their headers, and
  // scripts, pages and JSON of 200 answers are gzipped when the browser accepts it.
  const server = createServer((req, res) => {
    const page = pages[(req.url ?? '/').split('?')[0] ?? '/'];
    if (page !== undefined) {
      const headers = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'private, no-cache' };
      if (!acceptsGzip(req)) return void res.writeHead(200, headers).end(page);
      return void res.writeHead(200, { ...headers, 'content-encoding': 'gzip', vary: 'accept-encoding' }).end(gzip(Buffer.from(page)));
    }
    const forward = request({ host: '127.0.0.1', port: upstreamPort, method: req.method, path: req.url, headers: req.headers }, (answer) => {
      const compress = req.method === 'GET' && answer.statusCode === 200 && acceptsGzip(req) && COMPRESSED.test(String(answer.headers['content-type'] ?? ''));
      if (!compress) {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
        return;
      }
      /** @type {Buffer[]} */
      const chunks = [];
      answer.on('data', (/** @type {Buffer} */ chunk) => chunks.push(chunk));
      answer.on('end', () => {
        // Only files with an ETag are the same every time; API answers are compressed afresh.
        const key = answer.headers.etag ? `${req.url ?? ''} ${answer.headers.etag}` : '';
        const body = gzip(Buffer.concat(chunks), key);
        const headers = { ...answer.headers };
        delete headers['content-length'];
        res.writeHead(200, { ...headers, 'content-encoding': 'gzip', 'content-length': body.length, vary: 'accept-encoding' }).end(body);
      });
    });
    forward.on('error', () => res.writeHead(502).end());
    req.pipe(forward);
  });
  const port = await listen(server);
  return {
    url: `http://127.0.0.1:${String(port)}`,
    pages,
    async close() {
      for (const each of [server, upstream]) {
        each.closeAllConnections();
        await new Promise((resolve) => each.close(resolve));
      }
      backend.close();
    },
  };
}

/**
 * @param {import('node:http').Server} server
 * @returns {Promise<number>} its port on loopback
 */
async function listen(server) {
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  return typeof address === 'object' && address ? address.port : 0;
}
