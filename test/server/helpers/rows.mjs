// Reads a backend's SQLite file beside it, to see exactly which rows an attack left behind, and
// changes its schema under it, to make storage fail on cue.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const Database = /** @type {new (file: string, options?: { readonly?: boolean }) => { prepare(sql: string): { all(...params: unknown[]): unknown[] }, exec(sql: string): void, close(): void }} */ (
  require('better-sqlite3')
);

/**
 * Every row of a table, in insertion order.
 * @param {string} dbFile
 * @param {'events' | 'consent_decisions' | 'sessions'} table
 * @returns {Record<string, unknown>[]}
 */
export function rows(dbFile, table) {
  const db = new Database(dbFile, { readonly: true });
  try {
    return /** @type {Record<string, unknown>[]} */ (db.prepare(`SELECT * FROM ${table} ORDER BY rowid`).all());
  } finally {
    db.close();
  }
}

/**
 * Runs SQL on the file (e.g. a trigger that makes inserts fail).
 * @param {string} dbFile
 * @param {string} sql
 */
export function execSql(dbFile, sql) {
  const db = new Database(dbFile);
  try {
    db.exec(sql);
  } finally {
    db.close();
  }
}
