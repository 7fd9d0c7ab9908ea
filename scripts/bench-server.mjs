#!/usr/bin/env node
// npm run bench:server: two pairs, each a live answer beside the same bytes served as a static
// file, on loopback, in one bounded run:
//   - the server-rendered home page `/` (the reference backend with the demo, as `npm start`
//     serves it: chrome rendered by marquee-site-chrome/server, nonces, headers) beside its HTML as a file;
//     once as visitors mostly see it (repeat views come from serverRender.mjs's page cache), once
//     with a different signed-in name on every request (more names than the page cache holds: each
//     request fills the renderer's kept variants with its member, src/server/renderVariant.ts);
//   - the live suggestion endpoint beside the same answers exported as files
//     (scripts/export-suggestions.mjs).
// The page pair needs dist/ (`npm run build`). The servers run in this process, as does
// autocannon, so on a small machine the figures compare each pair fairly but understate either
// alone. The last column is the live answer's rate as a share of its file's.
//
// Then the stores (issue 39): `npm start`'s own process (main.mjs) on the SQLite default, and one
// and two of them on one PostgreSQL (a throwaway cluster with PostgreSQL's durable defaults,
// scripts/postgres-cluster.mjs), each asked for the server-rendered `/` of a first visit (no
// cookie: no database), `/` of a visitor with a session (its session and consent are read from the
// store), and the suggestion endpoint (never the database). Two instances share the connections,
// as a load balancer would. `--no-postgres` leaves PostgreSQL out; without it where PostgreSQL
// cannot be had, the table says so and shows SQLite alone.
//
// Then the fault cases (bench/faults.mjs, PostgreSQL only): two instances under a steady load while
// PostgreSQL restarts, is slowed by a lock, and an instance is stopped and killed, and under 128
// connections; each write acknowledged is looked for in the database. Written to results.json too.
import { spawn, spawnSync } from 'node:child_process';
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
import { benchFaults } from '../bench/faults.mjs';
import { firstResponses } from './bench-first-response.mjs';
import { startCluster } from './postgres-cluster.mjs';

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
    'no-postgres': { type: 'boolean', default: false },
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

// The renderer per page view beside its string template (bench/renderer.mjs), in a process of its
// own: no server beside it, and the heap flags its allocation count needs. Written to
// bench/results.json (`server`), and shown in docs/performance.md.
const rendererRun = spawnSync(process.execPath, ['--expose-gc', '--min-semi-space-size=64', '--max-semi-space-size=64', join(root, 'bench', 'renderer.mjs')], { encoding: 'utf8' });
if (rendererRun.status !== 0) throw new Error(`bench/renderer.mjs failed: ${rendererRun.stderr}`);
const renderer = JSON.parse(rendererRun.stdout.trim().split('\n').at(-1) ?? '{}');
// Lines, not a table: `npm run bench` reads this script's tables as the backend's rows.
console.log(`The renderer, ${String(renderer.views)} page views each (header, footer and banner; ${renderer.locales.join(', ')}):`);
for (const row of ['floor', 'renderer', 'toBuffer', 'anew']) {
  const { cpuMsPerView, viewsPerSecondPerCore, p99Ms, allocatedKBPerView } = renderer[row];
  console.log(`  ${row}: ${String(cpuMsPerView)} CPU ms a page view, ${String(viewsPerSecondPerCore)} a second on one core, p99 ${String(p99Ms)} ms, ${String(allocatedKBPerView ?? '–')} KB allocated`);
}
for (const { what, met } of renderer.targets) console.log(`  ${met ? 'met' : 'MISSED'}: ${what}`);
const resultsFile = join(root, 'bench', 'results.json');
/**
 * Adds `figures` to this run's `server` section of bench/results.json (a section of the run
 * before is replaced whole by the first write).
 * @param {Record<string, unknown>} figures
 */
async function writeServerSection(figures) {
  const results = existsSync(resultsFile) ? JSON.parse(await readFile(resultsFile, 'utf8')) : {};
  const server = written ? results.server : { date: new Date().toISOString() };
  written = true;
  await writeFile(resultsFile, `${JSON.stringify({ ...results, server: { ...server, ...figures } }, null, 2)}\n`);
}
let written = false;
await writeServerSection({ renderer });
console.log('Written to bench/results.json (server), and shown in docs/performance.md (npm run build writes it).');

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
  const pageRows = [
    ...pair(await measure('server-rendered / (reference backend)', liveUrl, [{ method: 'GET', path: '/' }]), homeFile),
    pair(await measure('server-rendered /, a new member each time (no page kept)', liveUrl, everyoneAnew), homeFile)[0],
    ...pair(await measure('suggestion endpoint (node:http + index)', liveUrl, suggestions), await measure('static export (node:http + files)', staticUrl, suggestions)),
  ];
  console.table(pageRows);
  await writeServerSection({ pages: pageRows });
  // A sample answer, so the figures are read with the payload size in mind.
  const sample = await readFile(join(dir, 'suggestion', 's', 's.json'), 'utf8').catch(() => '');
  if (sample) console.log(`Sample answer size: /suggestion/s/s.json is ${Buffer.byteLength(sample)} bytes.`);
  await benchStores(suggestions);
} finally {
  await Promise.all([close(live), close(files)]);
  backend.close();
  await rm(dir, { recursive: true, force: true });
}

// The first answer after a start beside the second: within 2x when the server is warm before it listens.
const { listening, first, second } = await firstResponses();
console.log(`npm start: listening after ${listening.toFixed(0)} ms; first / for a new visitor ${first.toFixed(1)} ms, second ${second.toFixed(1)} ms (${(first / second).toFixed(2)}x).`);
/**
 * Starts `npm start`'s server (main.mjs) as a process of its own on a free port.
 * @param {Record<string, string>} env  its store: MARQUEE_DB_FILE or DATABASE_URL
 * @returns {Promise<import('../bench/faults.mjs').Main>}
 */
async function startMain(env) {
  const child = spawn(process.execPath, [join(root, 'demo', 'server', 'main.mjs')], { env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  child.stderr.on('data', (chunk) => (log += chunk));
  const port = await new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      log += chunk;
      const match = /Marquee demo: http:\/\/localhost:(\d+)\//.exec(log);
      if (match) resolve(Number(match[1]));
    });
    child.on('exit', (code) => reject(new Error(`main.mjs exited with ${String(code)}: ${log}`)));
  });
  /** Sends `signal` and waits for the process to end. @param {NodeJS.Signals} signal */
  const kill = async (signal) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.on('exit', resolve));
    child.kill(signal);
    await exited;
  };
  return { url: `http://127.0.0.1:${port}`, stop: () => kill('SIGTERM'), kill };
}

/**
 * One load spread over instances, as a load balancer spreads it: the connections split between
 * them, the rates added up, the slowest percentiles kept.
 * @param {string} target @param {string} store @param {string[]} urls @param {BenchRequest[]} requests
 */
async function measureSpread(target, store, urls, requests) {
  const results = await Promise.all(urls.map((url) => autocannon({ url, connections: Math.max(1, Math.round(connections / urls.length)), duration, requests })));
  return {
    target,
    store,
    instances: urls.length,
    'requests/s': Math.round(results.reduce((sum, result) => sum + result.requests.average, 0)),
    'p50 ms': Math.max(...results.map((result) => result.latency.p50)),
    'p99 ms': Math.max(...results.map((result) => result.latency.p99)),
    'non-2xx': results.reduce((sum, result) => sum + result.non2xx, 0),
    errors: results.reduce((sum, result) => sum + result.errors, 0),
  };
}

/**
 * The same three loads on each store and count of instances.
 * @param {BenchRequest[]} suggestions
 */
async function benchStores(suggestions) {
  /** @type {{ name: string, env: Record<string, string>, instances: number[], stop?: () => void }[]} */
  const stores = [{ name: 'SQLite (default)', env: { MARQUEE_DB_FILE: join(dir, 'main.db') }, instances: [1] }];
  /** @type {Awaited<ReturnType<typeof startCluster>> | undefined} */
  let cluster;
  if (!values['no-postgres']) {
    try {
      cluster = await startCluster({ durable: true });
      // Ctrl-C skips `finally`: stop the cluster then too (the instances get the same signal).
      for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
        process.once(signal, () => {
          cluster?.stop();
          process.exit(130);
        });
      }
      stores.push({ name: 'PostgreSQL', env: { DATABASE_URL: cluster.url }, instances: [1, 2], stop: cluster.stop });
    } catch (error) {
      console.log(`PostgreSQL left out: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  const rows = [];
  try {
    for (const store of stores) {
      for (const count of store.instances) {
        const mains = await Promise.all(Array.from({ length: count }, () => startMain(store.env)));
        try {
          const urls = mains.map((main) => main.url);
          // A visitor with a session, issued by one instance, known to every one.
          const issued = await fetch(`${urls[0]}/api/_ajax/weblab/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"weblabs":[]}' });
          const session = /^session-id=[\d-]+/.exec(issued.headers.get('set-cookie') ?? '')?.[0];
          if (!session) throw new Error(`no session from ${store.name}`);
          // The first page a process renders loads the renderer (seconds on a busy machine), and
          // the JIT warms up: one second of each load, unmeasured.
          const loads = [[{ method: 'GET', path: '/' }], [{ method: 'GET', path: '/', headers: { cookie: session } }], suggestions];
          for (const url of urls) for (const requests of loads) await (await fetch(url + (requests[0]?.path ?? '/'), { headers: requests[0]?.headers })).arrayBuffer();
          for (const requests of loads) await Promise.all(urls.map((url) => autocannon({ url, connections: 1, duration: 1, requests })));
          rows.push(await measureSpread('server-rendered /, first visit', store.name, urls, [{ method: 'GET', path: '/' }]));
          rows.push(await measureSpread('server-rendered /, visitor with a session', store.name, urls, [{ method: 'GET', path: '/', headers: { cookie: session } }]));
          rows.push(await measureSpread('suggestion endpoint', store.name, urls, suggestions));
        } finally {
          await Promise.all(mains.map((main) => main.stop()));
        }
      }
    }
    console.log(`npm start's process (main.mjs) on each store, ${connections} connections in all, ${duration} s each:`);
    console.table(rows.sort((a, b) => a.target.localeCompare(b.target)));
    await writeServerSection({ stores: rows });
    if (cluster) await reportFaults(await benchFaults({ cluster, startMain }));
    else console.log('The fault cases need PostgreSQL: left out.');
  } finally {
    for (const store of stores) store.stop?.();
  }
}

/**
 * The fault cases' rows, printed as lines (`npm run bench` reads this script's tables) and written
 * to bench/results.json (`server.faults`).
 * @param {Awaited<ReturnType<typeof benchFaults>>} faults
 */
async function reportFaults(faults) {
  console.log('Two instances on one PostgreSQL under faults (bench/faults.mjs): writes acknowledged and lost, answers by status, times in ms:');
  for (const row of faults.rows) {
    console.log(
      `  ${row.case}: ${String(row.acknowledged)} of ${String(row.writes)} writes acknowledged, ${String(row.lost)} lost; ${JSON.stringify(row.statuses)}; write p50 ${String(row.writeP50Ms)}, p99 ${String(row.writeP99Ms)}, max ${String(row.writeMaxMs)}; pages ${String(row.pagesOk)} of ${String(row.pages)} answered, p99 ${String(row.pageP99Ms)}`,
    );
  }
  for (const { what, met } of faults.targets) if (!met) console.log(`  MISSED: ${what}`);
  await writeServerSection({ faults });
}
