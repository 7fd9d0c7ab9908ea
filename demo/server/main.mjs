// `npm start`: the demo on one port. PORT (default 8000) and HOST (default 127.0.0.1) override;
// MARQUEE_DB_FILE overrides the database file (default data/marquee.db, gitignored).
//   DATABASE_URL=postgres://user:password@host:5432/db
//                    store in PostgreSQL instead of the SQLite file: sessions, consent decisions,
//                    events, rate limits and write budgets, shared by every instance started with
//                    the same URL (postgres.mjs). The schema is created or migrated before it serves.
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
import { serve } from './serve.mjs';

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
  },
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
