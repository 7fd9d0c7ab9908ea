// `npm start`: the demo on one port. PORT (default 8000) and HOST (default 127.0.0.1) override;
// MARQUEE_DB_FILE overrides the database file (default data/marquee.db, gitignored).
//   DATABASE_URL=postgres://user:password@host:5432/db
//                    store in PostgreSQL instead of the SQLite file: sessions, consent decisions,
//                    events, rate limits and write budgets, shared by every instance started with
//                    the same URL (postgres.mjs). The schema is created or migrated before it serves.
//   How long and how many wait for PostgreSQL (postgres.mjs STORE_LIMITS; past them a request is a
//   503 with Retry-After), and for the database at start and requests at a stop (serve.mjs):
//     DATABASE_STATEMENT_TIMEOUT_MS=2000  a statement runs at most this long (statement_timeout)
//     DATABASE_ACQUIRE_TIMEOUT_MS=2000    a query waits at most this long for a connection
//     DATABASE_QUEUE_MAX=200              queries waiting for a connection; more are refused at once
//     DATABASE_POOL_SIZE=10               connections per instance
//     DATABASE_START_TIMEOUT_MS=60000     start-up tries to reach the database for this long, then exits 1
//     SHUTDOWN_TIMEOUT_MS=5000            on SIGTERM or SIGINT, requests being answered get this long
// Fault switches are off here and their paths answer 404.
//
//   --dev            development mode (`npm run start:dev`): GraphQL introspection and the
//                    consent geo override; MARQUEE_GEO_SECRET, when set, is the secret the
//                    override needs. Never on a server the internet can reach. It answers only
//                    its own host names (localhost, IP addresses, HOST), against DNS rebinding.
//   TRUST_PROXY=1    behind one reverse proxy: take https and the client address from its
//                    X-Forwarded-Proto and X-Forwarded-For (clientFacts.mjs).
//   PARTNER_ORIGINS=https://a.example,https://b.example
//                    partner sites whose pages may call the chrome's endpoints (cors.mjs).
// The first line printed is the address; the second names the mode; the third the store.
import { existsSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parsePartnerOrigins } from './cors.mjs';
import { STORE_LIMITS } from './postgres.mjs';
import { serve, SHUTDOWN_TIMEOUT_MS, START_TIMEOUT_MS } from './serve.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const dataDir = fileURLToPath(new URL('./data/', import.meta.url));
mkdirSync(dataDir, { recursive: true });

const args = process.argv.slice(2);
const unknown = args.filter((arg) => arg !== '--dev');
if (unknown.length > 0) {
  console.error(`unknown argument ${unknown.join(' ')}; the only one is --dev (development mode)`);
  process.exit(1);
}
const dev = args.includes('--dev');
const trustProxy = process.env.TRUST_PROXY === '1';
if (process.env.TRUST_PROXY !== undefined && !['0', '1'].includes(process.env.TRUST_PROXY)) {
  console.error(`TRUST_PROXY must be 1 (behind one reverse proxy) or 0, not ${JSON.stringify(process.env.TRUST_PROXY)}`);
  process.exit(1);
}
const port = Number(process.env.PORT ?? 8000);
const host = process.env.HOST ?? '127.0.0.1';
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a port number, not ${JSON.stringify(process.env.PORT)}`);
  process.exit(1);
}
if (!existsSync(new URL('../../dist/marquee.js', import.meta.url))) {
  console.warn('dist/marquee.js is missing: run `npm run build` (npm start does) or the pages show no chrome.');
}

const databaseUrl = process.env.DATABASE_URL || undefined;
if (databaseUrl !== undefined && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
  console.error('DATABASE_URL must be a PostgreSQL URL, postgres://user:password@host:port/database');
  process.exit(1);
}

/**
 * A whole number from the environment variable `name`, `fallback` when it is unset or empty.
 * @param {string} name
 * @param {number} fallback
 * @param {number} least
 */
function wholeNumber(name, fallback, least) {
  const text = process.env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!/^\d+$/.test(text) || value < least) {
    console.error(`${name} must be a whole number, at least ${least}, not ${JSON.stringify(text)}`);
    process.exit(1);
  }
  return value;
}
const storeLimits = {
  statementTimeoutMs: wholeNumber('DATABASE_STATEMENT_TIMEOUT_MS', STORE_LIMITS.statementTimeoutMs, 1),
  acquireTimeoutMs: wholeNumber('DATABASE_ACQUIRE_TIMEOUT_MS', STORE_LIMITS.acquireTimeoutMs, 1),
  queueMax: wholeNumber('DATABASE_QUEUE_MAX', STORE_LIMITS.queueMax, 0),
  poolSize: wholeNumber('DATABASE_POOL_SIZE', STORE_LIMITS.poolSize, 1),
};
const startTimeoutMs = wholeNumber('DATABASE_START_TIMEOUT_MS', START_TIMEOUT_MS, 0);
const shutdownTimeoutMs = wholeNumber('SHUTDOWN_TIMEOUT_MS', SHUTDOWN_TIMEOUT_MS, 0);

await serve({
  port,
  host,
  title: 'Marquee demo',
  backend: {
    dbFile: process.env.MARQUEE_DB_FILE ?? `${dataDir}marquee.db`,
    databaseUrl,
    staticRoot: root,
    docs: root,
    dev,
    geoOverrideSecret: dev ? process.env.MARQUEE_GEO_SECRET || undefined : undefined,
    trustProxy,
    partnerOrigins: parsePartnerOrigins(process.env.PARTNER_ORIGINS),
    hostNames: dev ? [host] : undefined,
    storeLimits,
  },
  startTimeoutMs,
  shutdownTimeoutMs,
  mode: dev
    ? 'development (--dev): GraphQL introspection and the consent geo override are on. Not for a public server.'
    : 'production: no GraphQL introspection, no geo override (npm run start:dev for both).',
  store: databaseUrl ? `PostgreSQL (DATABASE_URL), ${storeName(databaseUrl)}` : `SQLite, ${process.env.MARQUEE_DB_FILE ?? `${dataDir}marquee.db`}`,
});

/**
 * The database a URL names, without its password.
 * @param {string} url
 */
function storeName(url) {
  const { hostname, port, pathname } = new URL(url);
  return `${hostname}:${port || '5432'}${pathname}`;
}
