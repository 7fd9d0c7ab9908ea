// Reads a backend's SQLite file beside it, to see exactly which rows an attack left behind.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const Database = /** @type {new (file: string, options?: { readonly?: boolean }) => { prepare(sql: string): { all(...params: unknown[]): unknown[] }, close(): void }} */ (
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
