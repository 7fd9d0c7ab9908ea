// The store the backend's tests run on: SQLite, or PostgreSQL when MARQUEE_TEST_DATABASE=postgres
// (`npm run test:node` runs test/server/ once with each; scripts/with-postgres.mjs starts the
// throwaway cluster and names it in MARQUEE_TEST_DATABASE_URL). Each testDatabase() is fresh and
// empty: a SQLite file in a temporary folder, or a PostgreSQL schema of its own. Tests read its rows
// beside the backend, to see exactly what an attack left behind, and make its inserts fail on cue.
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openStore } from '../../../demo/server/db.mjs';
import { openPostgresStore } from '../../../demo/server/postgres.mjs';

const require = createRequire(import.meta.url);

export const POSTGRES = process.env.MARQUEE_TEST_DATABASE === 'postgres';
const BASE_URL = process.env.MARQUEE_TEST_DATABASE_URL ?? '';
if (POSTGRES && BASE_URL === '') {
  throw new Error('MARQUEE_TEST_DATABASE=postgres needs MARQUEE_TEST_DATABASE_URL: run the tests through `node scripts/with-postgres.mjs node --test test/server/`');
}

/** @typedef {'events' | 'consent_decisions' | 'sessions'} Table */

/** The columns of each table as SQLite has them, in its order: what rows() gives for both stores. */
const COLUMNS = {
  events: 'id, time, type, summary, method, path, query, headers, body, response, session_id, bytes',
  sessions: 'id, created',
  consent_decisions: 'id, session_id, prompt_id, action, client_name, time, site',
};

/**
 * @typedef {object} TestDatabase
 * @property {{ dbFile: string } | { databaseUrl: string }} options  for createBackend()
 * @property {Record<string, string>} env  for a process of main.mjs (MARQUEE_DB_FILE or DATABASE_URL)
 * @property {(table: Table) => Promise<Record<string, unknown>[]>} rows  every row, in insertion order
 * @property {(table: Table) => Promise<void>} failInserts  every insert into the table fails from now on
 * @property {(table: Table) => Promise<void>} allowInserts  undoes failInserts
 * @property {(table: Table | 'readiness') => Promise<() => Promise<void>>} hold  holds a lock until the
 *   function it resolves to is called, on a connection of its own: writes to the table wait. SQLite:
 *   the file's write lock (BEGIN IMMEDIATE), so writes to every table wait and reads go on (WAL);
 *   PostgreSQL: the table's ACCESS EXCLUSIVE lock, so its reads wait too and other tables go on
 * @property {(retention?: Partial<import('../../../demo/server/db.mjs').Retention>) => import('../../../demo/server/db.mjs').Store} openStore
 *   a store of its own on this database
 */

/**
 * The part of pg's API used here.
 * @typedef {{ query(sql: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }> }} Admin
 */
/** @type {Admin | undefined} */
let admin;
function adminPool() {
  const { Pool } = /** @type {{ Pool: new (config: { connectionString: string, max: number, allowExitOnIdle: boolean }) => Admin }} */ (require('pg'));
  // allowExitOnIdle: the test file's process ends when its tests do, without a hook to close it.
  admin ??= new Pool({ connectionString: BASE_URL, max: 2, allowExitOnIdle: true });
  return admin;
}

let made = 0;
/** @type {string | undefined} */
let sqliteDir;

/** @returns {Promise<TestDatabase>} */
export async function testDatabase() {
  made += 1;
  return POSTGRES ? postgresDatabase(`t_${process.pid}_${made}_${Math.random().toString(36).slice(2, 8)}`) : sqliteDatabase(made);
}

/**
 * @param {number} n
 * @returns {TestDatabase}
 */
function sqliteDatabase(n) {
  if (sqliteDir === undefined) {
    const dir = mkdtempSync(join(tmpdir(), 'marquee-test-db-'));
    sqliteDir = dir;
    process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
  }
  const dbFile = join(sqliteDir, `test-${n}.db`);
  /** @param {string} sql @param {boolean} [readonly] */
  const open = (sql, readonly = false) => {
    const Database = /** @type {new (file: string, options?: { readonly?: boolean }) => { prepare(sql: string): { all(): unknown[] }, exec(sql: string): void, close(): void }} */ (require('better-sqlite3'));
    const db = new Database(dbFile, { readonly });
    try {
      if (readonly) return /** @type {Record<string, unknown>[]} */ (db.prepare(sql).all());
      db.exec(sql);
      return [];
    } finally {
      db.close();
    }
  };
  return {
    options: { dbFile },
    env: { MARQUEE_DB_FILE: dbFile },
    rows: async (table) => open(`SELECT ${COLUMNS[table]} FROM ${table} ORDER BY rowid`, true),
    failInserts: async (table) => void open(`CREATE TRIGGER refuse_${table} BEFORE INSERT ON ${table} BEGIN SELECT RAISE(ABORT, 'disk full'); END`),
    allowInserts: async (table) => void open(`DROP TRIGGER refuse_${table}`),
    async hold() {
      const Database = /** @type {new (file: string) => { exec(sql: string): void, close(): void }} */ (require('better-sqlite3'));
      const db = new Database(dbFile);
      db.exec('BEGIN IMMEDIATE');
      return async () => {
        db.exec('ROLLBACK');
        db.close();
      };
    },
    openStore: (retention) => openStore(dbFile, retention),
  };
}

/**
 * @param {string} schema
 * @returns {Promise<TestDatabase>}
 */
async function postgresDatabase(schema) {
  const db = adminPool();
  await db.query(`CREATE SCHEMA ${schema}`);
  // libpq's options parameter: the backend's connections find and create their tables in this schema.
  const databaseUrl = `${BASE_URL}${BASE_URL.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
  return {
    options: { databaseUrl },
    env: { DATABASE_URL: databaseUrl },
    async rows(table) {
      const { rows } = await db.query(`SELECT ${COLUMNS[table]} FROM ${schema}.${table} ORDER BY ${table === 'sessions' ? 'seq' : 'id'}`);
      // Ids are BIGINT, which pg reads as text; SQLite's are numbers.
      return table === 'sessions' ? rows : rows.map((row) => ({ ...row, id: Number(row.id) }));
    },
    async failInserts(table) {
      await db.query(`CREATE FUNCTION ${schema}.refuse() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'disk full'; END $$`);
      await db.query(`CREATE TRIGGER refuse_${table} BEFORE INSERT ON ${schema}.${table} FOR EACH ROW EXECUTE FUNCTION ${schema}.refuse()`);
    },
    async allowInserts(table) {
      await db.query(`DROP TRIGGER refuse_${table} ON ${schema}.${table}`);
      await db.query(`DROP FUNCTION ${schema}.refuse()`);
    },
    async hold(table) {
      const { Client } = /** @type {{ Client: new (config: { connectionString: string }) => Admin & { connect(): Promise<void>, end(): Promise<void> } }} */ (require('pg'));
      const client = new Client({ connectionString: BASE_URL });
      await client.connect();
      await client.query('BEGIN');
      await client.query(`LOCK TABLE ${schema}.${table} IN ACCESS EXCLUSIVE MODE`);
      return async () => {
        await client.query('ROLLBACK');
        await client.end();
      };
    },
    openStore: (retention) => openPostgresStore(databaseUrl, retention),
  };
}
