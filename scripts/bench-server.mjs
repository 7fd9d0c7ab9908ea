#!/usr/bin/env node
// npm run bench:server: two pairs, each a live answer beside the same bytes served as a static
// file, on loopback, in one bounded run:
//   - the server-rendered home page `/` (the reference backend with the demo, as `npm start`
//     serves it: chrome rendered by marquee-site-chrome/server, nonces, headers) beside its HTML as a file;
//     once as visitors mostly see it (repeat views come from serverRender.mjs's page cache), once
//     with a different signed-in name on every request (more names than the cache holds: each
//     request renders the chrome anew);
//   - the live suggestion endpoint beside the same answers exported as files
//     (scripts/export-suggestions.mjs).
// The page pair needs dist/ (`npm run build`). The servers run in this process, as does
// autocannon, so on a small machine the figures compare each pair fairly but understate either
// alone. The last column is the live answer's rate as a share of its file's.
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createBackend } from '../demo/server/app.mjs';
import { createStatic } from '../demo/server/static.mjs';
import { exportQueries, exportSuggestions } from '../demo/server/suggestions/export.mjs';
import { loadIndex } from '../demo/server/suggestions/index.mjs';
import { CATEGORY_SCOPES, suggestionPath } from '../demo/server/suggestions/route.mjs';
import { firstResponses } from './bench-first-response.mjs';

/**
 * The part of autocannon's API used here (it ships no types).
 * @typedef {{ requests: { average: number }, latency: { p50: number, p99: number }, errors: number, non2xx: number, '2xx': number }} BenchResult
 * @typedef {{ method: string, path: string, headers?: Record<string, string> }} BenchRequest
 * @typedef {(options: { url: string, connections: number, duration: number, requests: BenchRequest[] }) => Promise<BenchResult>} Autocannon
 */
const autocannon = /** @type {Autocannon} */ (createRequire(import.meta.url)('autocannon'));

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '3' },
    connections: { type: 'string', default: '4' },
    paths: { type: 'string', default: '40' },
  },
});
const duration = Math.min(30, Math.max(1, Number(values.duration)));
const connections = Math.min(32, Math.max(1, Number(values.connections)));
const pathCount = Math.min(500, Math.max(1, Number(values.paths)));
/** Short prefixes keep the export quick; the bench only needs paths both servers answer. */
const MAX_PREFIX = 3;

/**
 * @param {import('node:http').Server} server
 * @returns {Promise<string>}
 */
function listen(server) {
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`);
    });
  });
}

/** @param {import('node:http').Server} server */
function close(server) {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(resolve));
}

const root = fileURLToPath(new URL('..', import.meta.url));
if (!existsSync(join(root, 'dist', 'server', 'index.js'))) {
  console.error('dist/server/index.js is missing: run `npm run build` first (the page is rendered from dist/).');
  process.exit(1);
}

const index = loadIndex();
const dir = await mkdtemp(join(tmpdir(), 'marquee-bench-'));
// As `npm start` runs it (production mode, the demo's files), on a database file of its own.
const backend = createBackend({ staticRoot: root, dbFile: join(dir, 'bench.db') });
const live = createServer((req, res) => {
  void backend.handle(req, res).then((answered) => {
    if (!answered) res.writeHead(404).end();
  });
});
const serveStatic = createStatic([{ prefix: '/', dir: join(dir, 'files') }], { cacheControl: 'public, max-age=300' });
const files = createServer((req, res) => {
  const rawPath = (req.url ?? '/').split('?')[0] ?? '/';
  serveStatic(req, res, rawPath).then(
    (answered) => {
      if (!answered) res.writeHead(404).end();
    },
    () => res.writeHead(400).end(),
  );
});

/**
 * @param {string} target
 * @param {string} url
 * @param {BenchRequest[]} requests
 */
async function measure(target, url, requests) {
  const result = await autocannon({ url, connections, duration, requests });
  return {
    target,
    'requests/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    '2xx': result['2xx'],
    'non-2xx': result.non2xx,
    errors: result.errors,
  };
}

/**
 * A live row and its file's row, the live one with its share of the file's rate.
 * @param {Awaited<ReturnType<typeof measure>>} liveRow
 * @param {Awaited<ReturnType<typeof measure>>} fileRow
 */
function pair(liveRow, fileRow) {
  const share = fileRow['requests/s'] > 0 ? liveRow['requests/s'] / fileRow['requests/s'] : 0;
  return [{ ...liveRow, 'of file': `${Math.round(share * 100)} %` }, { ...fileRow, 'of file': '' }];
}

try {
  const written = await exportSuggestions(index, join(dir, 'files'), { maxPrefix: MAX_PREFIX });
  // Every n-th exported query of each category, so the set is spread and the same each run.
  const paths = Object.entries(CATEGORY_SCOPES).flatMap(([categoryPath, scope]) => {
    const queries = exportQueries(index, scope, MAX_PREFIX).filter((q) => index.search(scope, q).length > 0);
    const step = Math.max(1, Math.floor(queries.length / Math.ceil(pathCount / 3)));
    return queries.filter((_, i) => i % step === 0).slice(0, Math.ceil(pathCount / 3)).map((q) => `${suggestionPath(categoryPath, q)}?includeVideos=1`);
  });
  const liveUrl = await listen(live);
  const staticUrl = await listen(files);

  // The page as a file: the same bytes the live `/` sends (less its per-request nonces).
  const page = await fetch(`${liveUrl}/`);
  const html = await page.text();
  if (page.status !== 200 || !html.includes('shadowrootmode')) throw new Error(`/ is not a server-rendered page (status ${page.status})`);
  await writeFile(join(dir, 'files', 'home.html'), html);

  // Both must give the same answer for every path, or the comparison means nothing.
  for (const path of paths) {
    const [a, b] = await Promise.all([fetch(liveUrl + path), fetch(staticUrl + path)]);
    const [textA, textB] = await Promise.all([a.text(), b.text()]);
    if (a.status !== 200 || b.status !== 200 || textA !== textB) throw new Error(`answers differ for ${path}: ${a.status} / ${b.status}`);
  }

  console.log(`Exported ${written} files (prefixes up to ${MAX_PREFIX} characters); ${paths.length} paths, ${connections} connections, ${duration} s each, 127.0.0.1.`);
  const suggestions = paths.map((path) => ({ method: 'GET', path }));
  const everyoneAnew = Array.from({ length: 500 }, (_, i) => ({ method: 'GET', path: '/', headers: { cookie: `marquee-user=bench${i}` } }));
  const homeFile = await measure(`the same page as a file (${Buffer.byteLength(html)} bytes)`, staticUrl, [{ method: 'GET', path: '/home.html' }]);
  console.table([
    ...pair(await measure('server-rendered / (reference backend)', liveUrl, [{ method: 'GET', path: '/' }]), homeFile),
    pair(await measure('server-rendered /, rendered anew each time', liveUrl, everyoneAnew), homeFile)[0],
    ...pair(await measure('suggestion endpoint (node:http + index)', liveUrl, suggestions), await measure('static export (node:http + files)', staticUrl, suggestions)),
  ]);
  // A sample answer, so the figures are read with the payload size in mind.
  const sample = await readFile(join(dir, 'suggestion', 's', 's.json'), 'utf8').catch(() => '');
  if (sample) console.log(`Sample answer size: /suggestion/s/s.json is ${Buffer.byteLength(sample)} bytes.`);
} finally {
  await Promise.all([close(live), close(files)]);
  backend.close();
  await rm(dir, { recursive: true, force: true });
}

// The first answer after a start beside the second: within 2x when the server is warm before it listens.
const { listening, first, second } = await firstResponses();
console.log(`npm start: listening after ${listening.toFixed(0)} ms; first / for a new visitor ${first.toFixed(1)} ms, second ${second.toFixed(1)} ms (${(first / second).toFixed(2)}x).`);
