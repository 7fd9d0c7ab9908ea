#!/usr/bin/env node
// npm run bench:server: the live suggestion endpoint beside the same answers served as static
// files (the export of scripts/export-suggestions.mjs), on loopback, in one bounded run.
// Both servers run in this process, as does autocannon, so on a small machine the figures
// compare the two fairly but understate either alone.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createBackend } from '../demo/server/app.mjs';
import { createStatic } from '../demo/server/static.mjs';
import { exportQueries, exportSuggestions } from '../demo/server/suggestions/export.mjs';
import { loadIndex } from '../demo/server/suggestions/index.mjs';
import { CATEGORY_SCOPES, suggestionPath } from '../demo/server/suggestions/route.mjs';

/**
 * The part of autocannon's API used here (it ships no types).
 * @typedef {{ requests: { average: number }, latency: { p50: number, p99: number }, errors: number, non2xx: number, '2xx': number }} BenchResult
 * @typedef {(options: { url: string, connections: number, duration: number, requests: { method: string, path: string }[] }) => Promise<BenchResult>} Autocannon
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

const index = loadIndex();
const dir = await mkdtemp(join(tmpdir(), 'marquee-bench-'));
const backend = createBackend();
const live = createServer((req, res) => {
  void backend.handle(req, res).then((answered) => {
    if (!answered) res.writeHead(404).end();
  });
});
const serveStatic = createStatic([{ prefix: '/', dir }], { cacheControl: 'public, max-age=300' });
const files = createServer((req, res) => {
  const rawPath = (req.url ?? '/').split('?')[0] ?? '/';
  serveStatic(req, res, rawPath).then(
    (answered) => {
      if (!answered) res.writeHead(404).end();
    },
    () => res.writeHead(400).end(),
  );
});

try {
  const written = await exportSuggestions(index, dir, { maxPrefix: MAX_PREFIX });
  // Every n-th exported query of each category, so the set is spread and the same each run.
  const paths = Object.entries(CATEGORY_SCOPES).flatMap(([categoryPath, scope]) => {
    const queries = exportQueries(index, scope, MAX_PREFIX).filter((q) => index.search(scope, q).length > 0);
    const step = Math.max(1, Math.floor(queries.length / Math.ceil(pathCount / 3)));
    return queries.filter((_, i) => i % step === 0).slice(0, Math.ceil(pathCount / 3)).map((q) => `${suggestionPath(categoryPath, q)}?includeVideos=1`);
  });
  const liveUrl = await listen(live);
  const staticUrl = await listen(files);

  // Both must give the same answer for every path, or the comparison means nothing.
  for (const path of paths) {
    const [a, b] = await Promise.all([fetch(liveUrl + path), fetch(staticUrl + path)]);
    const [textA, textB] = await Promise.all([a.text(), b.text()]);
    if (a.status !== 200 || b.status !== 200 || textA !== textB) throw new Error(`answers differ for ${path}: ${a.status} / ${b.status}`);
  }

  console.log(`Exported ${written} files (prefixes up to ${MAX_PREFIX} characters); ${paths.length} paths, ${connections} connections, ${duration} s each, 127.0.0.1.`);
  const rows = [];
  for (const [name, url] of [['suggestion endpoint (node:http + index)', liveUrl], ['static export (node:http + files)', staticUrl]]) {
    const result = await autocannon({ url: `${url}`, connections, duration, requests: paths.map((path) => ({ method: 'GET', path })) });
    rows.push({
      target: name,
      'requests/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      '2xx': result['2xx'],
      'non-2xx': result.non2xx,
      errors: result.errors,
    });
  }
  console.table(rows);
  // A sample answer, so the figures are read with the payload size in mind.
  const sample = await readFile(join(dir, 'suggestion', 's', 's.json'), 'utf8').catch(() => '');
  if (sample) console.log(`Sample answer size: /suggestion/s/s.json is ${Buffer.byteLength(sample)} bytes.`);
} finally {
  await Promise.all([close(live), close(files)]);
  backend.close();
  await rm(dir, { recursive: true, force: true });
}
