// SQLite storage (better-sqlite3): every event the backend accepts, the sessions it issued, and
// consent decisions. Each event belongs to the session that sent it (or to none), so a visitor
// can be shown their own events and never anyone else's.
// A file database runs in WAL mode with synchronous=FULL, so an answered request is on disk
// (fsynced with its commit) before the answer goes: set explicitly, since better-sqlite3 builds
// SQLite with SQLITE_DEFAULT_WAL_SYNCHRONOUS=1, which turns a WAL connection to NORMAL (a commit
// may be lost on a power cut). `:memory:` is for tests.
// A write waits at most BUSY_TIMEOUT_MS for the file's write lock when another process holds it
// (a backup, the sqlite3 shell), then fails (SQLITE_BUSY: a 503, unavailable.mjs): better-sqlite3
// waits synchronously, so every request of the process waits with it (its default is 5 s).
//
// Retention: each table keeps a bounded history (RETENTION): rows older than maxAgeMs and rows
// beyond the newest maxRows are deleted, checked every `pruneEvery` inserts into the table so
// the cost is spread thin. Sessions and consent decisions live as long as a consent answer does
// (graph.mjs: 13 months); events, what the inspector and tests read back, 30 days. Events are
// also bounded in bytes (maxBytes, oldest first out): a row may hold up to a 64 KB body, so a
// row count alone would let the file grow to gigabytes. Each event row keeps its size (`bytes`,
// eventBytes) so the total is a sum over an index, not a read of every row.
//
// The store's methods return promises (Store, below) because the other store, PostgreSQL
// (postgres.mjs, when DATABASE_URL is set), answers over the network. This one still does its
// work at once, when called, as better-sqlite3 does: only the answer comes as a promise.
// Rate limits and write budgets are counted in the process's memory here (store.rateLimit).
import { createRequire } from 'node:module';
import { createRateLimit } from './rateLimit.mjs';

/**
 * The part of better-sqlite3's API we use (the package ships no types; we add none to package.json).
 * @typedef {{ changes: number, lastInsertRowid: number | bigint }} RunResult
 * @typedef {{ run(...params: unknown[]): RunResult, get(...params: unknown[]): unknown, all(...params: unknown[]): unknown[], iterate(...params: unknown[]): IterableIterator<unknown> }} Statement
 * @typedef {{ prepare(sql: string): Statement, exec(sql: string): void, pragma(sql: string, options?: { simple?: boolean }): unknown, close(): void, transaction<A extends unknown[], T>(work: (...args: A) => T): (...args: A) => T, readonly open: boolean }} Database
 */
const require = createRequire(import.meta.url);
const Database = /** @type {new (file: string, options?: { timeout?: number }) => Database} */ (require('better-sqlite3'));

/** How long a write waits for another process's lock on the file (see above). */
export const BUSY_TIMEOUT_MS = 100;

/**
 * A connection to a SQLite database as the store opens it: WAL and synchronous=FULL for a file,
 * a short busy timeout.
 * @param {string} file a path, or ':memory:'
 * @returns {Database}
 */
export function openDatabase(file) {
  const db = new Database(file, { timeout: BUSY_TIMEOUT_MS });
  if (file !== ':memory:') {
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
  }
  return db;
}

/**
 * One stored event: what the backend received, exactly as `GET /__events` returns it.
 * @typedef {object} StoredEvent
 * @property {number} id          increasing; `after` cursors use it
 * @property {string} time        ISO 8601 UTC, when the request was received
 * @property {string} type        beacon | metric | error-report | weblab | graphql | logging | fault
 * @property {string} summary     one line for people (the demo inspector)
 * @property {string} method
 * @property {string} path        as received, still percent-encoded
 * @property {Record<string, string | string[]>} query
 * @property {Record<string, string>} headers  only the headers of interest (see events.mjs)
 * @property {unknown} body       the body as accepted (after bounding), or null
 * @property {unknown} response   what the server answered when it matters (weblab map, directives), or null
 */

/** @typedef {Omit<StoredEvent, 'id'> & { sessionId?: string }} NewEvent */

/**
 * The text columns of an event's row, as stored.
 * @param {NewEvent} event
 */
export function eventRow(event) {
  return {
    time: event.time,
    type: event.type,
    summary: event.summary,
    method: event.method,
    path: event.path,
    query: JSON.stringify(event.query),
    headers: JSON.stringify(event.headers),
    body: JSON.stringify(event.body ?? null),
    response: JSON.stringify(event.response ?? null),
    sessionId: event.sessionId ?? null,
  };
}

/**
 * What an event takes in the database: the UTF-8 bytes of its row's text (what the client's byte
 * budget pays for, context.mjs, and what maxBytes bounds).
 * @param {NewEvent} event
 */
export function eventBytes(event) {
  return Object.values(eventRow(event)).reduce((sum, text) => sum + (text === null ? 0 : Buffer.byteLength(text)), 0);
}

/**
 * @typedef {object} ConsentDecision
 * @property {string} sessionId
 * @property {string} promptId
 * @property {'AcceptAll' | 'RejectAll'} action
 * @property {string} clientName
 * @property {string} time        ISO 8601 UTC
 * @property {string} site        the origin of the page it was given on (a partner's, or this site's)
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * What a consent decision takes in the database: the UTF-8 bytes of its row's text.
 * @param {ConsentDecision} decision
 */
export function decisionBytes(decision) {
  return Object.values(decision).reduce((sum, text) => sum + Buffer.byteLength(text), 0);
}

/**
 * @typedef {{ maxRows: number, maxAgeMs: number }} TableRetention
 * @typedef {{ events: TableRetention & { maxBytes?: number }, sessions: TableRetention, decisions: TableRetention, pruneEvery: number }} Retention
 */

/** Stored events take at most this many bytes of text unless told (`events.maxBytes`). */
export const EVENTS_MAX_BYTES = 256 * 1024 * 1024;

/** @type {Retention} */
export const RETENTION = {
  events: { maxRows: 100_000, maxAgeMs: 30 * DAY_MS, maxBytes: EVENTS_MAX_BYTES },
  sessions: { maxRows: 200_000, maxAgeMs: 395 * DAY_MS },
  decisions: { maxRows: 200_000, maxAgeMs: 395 * DAY_MS },
  pruneEvery: 100,
};

/**
 * A `:memory:` database (tests, demo/ssr/server.mjs) lives in the process's memory: less of
 * everything. Rows of sessions are tiny and a decision's at most about 4 KB.
 * @type {Retention}
 */
export const IN_MEMORY_RETENTION = {
  ...RETENTION,
  events: { ...RETENTION.events, maxBytes: 32 * 1024 * 1024 },
  sessions: { ...RETENTION.sessions, maxRows: 50_000 },
  decisions: { ...RETENTION.decisions, maxRows: 10_000 },
};

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS events (
    id       INTEGER PRIMARY KEY AUTOINCREMENT,
    time     TEXT NOT NULL,
    type     TEXT NOT NULL,
    summary  TEXT NOT NULL,
    method   TEXT NOT NULL,
    path     TEXT NOT NULL,
    query    TEXT NOT NULL,
    headers  TEXT NOT NULL,
    body     TEXT NOT NULL,
    response TEXT NOT NULL
  );
  CREATE INDEX IF NOT EXISTS events_by_type ON events (type, id);
  CREATE TABLE IF NOT EXISTS sessions (
    id      TEXT PRIMARY KEY,
    created TEXT NOT NULL
  );
  CREATE TABLE IF NOT EXISTS consent_decisions (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    session_id  TEXT NOT NULL,
    prompt_id   TEXT NOT NULL,
    action      TEXT NOT NULL,
    client_name TEXT NOT NULL,
    time        TEXT NOT NULL,
    site        TEXT NOT NULL DEFAULT ''
  );
  CREATE INDEX IF NOT EXISTS decisions_by_session ON consent_decisions (session_id, time);
  CREATE INDEX IF NOT EXISTS events_by_time ON events (time);
  CREATE INDEX IF NOT EXISTS sessions_by_created ON sessions (created);
  CREATE INDEX IF NOT EXISTS decisions_by_time ON consent_decisions (time);
  CREATE TABLE IF NOT EXISTS readiness (
    id      INTEGER PRIMARY KEY,
    checked TEXT NOT NULL
  );
`;

/**
 * @typedef {{ id: number, time: string, type: string, summary: string, method: string, path: string,
 *   query: string, headers: string, body: string, response: string }} EventRow
 * @typedef {{ session_id: string, prompt_id: string, action: 'AcceptAll' | 'RejectAll', client_name: string, time: string, site: string }} DecisionRow
 */

/** @param {EventRow} row @returns {StoredEvent} */
function toEvent(row) {
  return {
    id: row.id,
    time: row.time,
    type: row.type,
    summary: row.summary,
    method: row.method,
    path: row.path,
    query: JSON.parse(row.query),
    headers: JSON.parse(row.headers),
    body: JSON.parse(row.body),
    response: JSON.parse(row.response),
  };
}

/**
 * Keeps a table within its retention; call after each insert.
 * @param {Database} db
 * @param {string} table
 * @param {string} timeColumn  ISO 8601 text
 * @param {TableRetention} limits
 * @param {number} pruneEvery
 * @param {() => void} [afterwards]  more pruning of the same table, at the same times
 * @returns {(insertedIso: string) => void}
 */
function pruner(db, table, timeColumn, { maxRows, maxAgeMs }, pruneEvery, afterwards = () => {}) {
  const tooMany = db.prepare(`DELETE FROM ${table} WHERE rowid <= (SELECT rowid FROM ${table} ORDER BY rowid DESC LIMIT 1 OFFSET ?)`);
  const tooOld = db.prepare(`DELETE FROM ${table} WHERE ${timeColumn} < ?`);
  let inserts = 0;
  return (insertedIso) => {
    inserts += 1;
    if (inserts % pruneEvery !== 0) return;
    tooMany.run(maxRows);
    tooOld.run(new Date(Date.parse(insertedIso) - maxAgeMs).toISOString());
    afterwards();
  };
}

/**
 * Deletes the oldest events until the rest take at most `maxBytes`.
 * @param {Database} db
 * @param {number} maxBytes
 */
function eventBytesPruner(db, maxBytes) {
  const total = db.prepare('SELECT COALESCE(SUM(bytes), 0) AS n FROM events');
  const oldestFirst = db.prepare('SELECT id, bytes FROM events ORDER BY id');
  const deleteThrough = db.prepare('DELETE FROM events WHERE id <= ?');
  return () => {
    let excess = /** @type {{ n: number }} */ (total.get()).n - maxBytes;
    if (excess <= 0) return;
    let last = 0;
    for (const row of oldestFirst.iterate()) {
      const { id, bytes } = /** @type {{ id: number, bytes: number }} */ (row);
      last = id;
      excess -= bytes;
      if (excess <= 0) break;
    }
    deleteThrough.run(last);
  };
}

/**
 * @param {string} file a path, or ':memory:'
 * @param {Partial<Retention>} [retention]  RETENTION (IN_MEMORY_RETENTION for ':memory:') unless told
 * @returns {Store}
 */
export function openStore(file, retention = {}) {
  const keep = { ...(file === ':memory:' ? IN_MEMORY_RETENTION : RETENTION), ...retention };
  const db = openDatabase(file);
  db.exec(SCHEMA);
  // A database file written before decisions named their site gains the column.
  const decisionColumns = /** @type {{ name: string }[]} */ (db.prepare('PRAGMA table_info(consent_decisions)').all());
  if (!decisionColumns.some((column) => column.name === 'site')) db.exec("ALTER TABLE consent_decisions ADD COLUMN site TEXT NOT NULL DEFAULT ''");
  // Databases from before sessions owned their events: their old events belong to nobody.
  const columns = /** @type {{ name: string }[]} */ (db.prepare('PRAGMA table_info(events)').all());
  if (!columns.some((column) => column.name === 'session_id')) db.exec('ALTER TABLE events ADD COLUMN session_id TEXT');
  db.exec('CREATE INDEX IF NOT EXISTS events_by_session ON events (session_id, id)');
  // Databases from before events were bounded in bytes: each old row's size, once.
  if (!columns.some((column) => column.name === 'bytes')) {
    db.exec('ALTER TABLE events ADD COLUMN bytes INTEGER NOT NULL DEFAULT 0');
    db.exec(`UPDATE events SET bytes = length(CAST(time || type || summary || method || path || query || headers || body || response || COALESCE(session_id, '') AS BLOB))`);
  }
  // Sums of sizes read this index alone, never the rows' text.
  db.exec('CREATE INDEX IF NOT EXISTS events_sizes ON events (bytes)');

  const insertEvent = db.prepare(
    `INSERT INTO events (time, type, summary, method, path, query, headers, body, response, session_id, bytes)
     VALUES (@time, @type, @summary, @method, @path, @query, @headers, @body, @response, @sessionId, @bytes)`,
  );
  const eventsAfter = db.prepare('SELECT * FROM events WHERE id > ? ORDER BY id LIMIT ?');
  const eventsAfterOfType = db.prepare('SELECT * FROM events WHERE id > ? AND type = ? ORDER BY id LIMIT ?');
  const newestOfSession = db.prepare('SELECT * FROM events WHERE session_id = ? AND id > ? ORDER BY id DESC LIMIT ?');
  const insertSession = db.prepare('INSERT INTO sessions (id, created) VALUES (?, ?)');
  const sessionExists = db.prepare('SELECT 1 FROM sessions WHERE id = ?');
  const deleteSession = db.prepare('DELETE FROM sessions WHERE id = ?');
  const deleteEvents = db.prepare('DELETE FROM events');
  const insertDecision = db.prepare(
    `INSERT INTO consent_decisions (session_id, prompt_id, action, client_name, time, site)
     VALUES (@sessionId, @promptId, @action, @clientName, @time, @site)`,
  );
  const decisionsSince = db.prepare('SELECT COUNT(*) AS n FROM consent_decisions WHERE session_id = ? AND time > ?');
  const lastDecision = db.prepare('SELECT * FROM consent_decisions WHERE session_id = ? ORDER BY id DESC LIMIT 1');
  const checkWrite = db.prepare('INSERT INTO readiness (id, checked) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET checked = excluded.checked');
  const pruneEvents = pruner(db, 'events', 'time', keep.events, keep.pruneEvery, eventBytesPruner(db, keep.events.maxBytes ?? EVENTS_MAX_BYTES));
  const pruneSessions = pruner(db, 'sessions', 'created', keep.sessions, keep.pruneEvery);
  const pruneDecisions = pruner(db, 'consent_decisions', 'time', keep.decisions, keep.pruneEvery);

  /** @type {(event: NewEvent, decision?: ConsentDecision) => number} */
  const storeEvent = db.transaction((event, decision) => {
    if (decision) {
      insertDecision.run(decision);
      pruneDecisions(decision.time);
    }
    const result = insertEvent.run({ ...eventRow(event), bytes: eventBytes(event) });
    pruneEvents(event.time);
    return Number(result.lastInsertRowid);
  });

  /** @type {Store} */
  const store = {
    ready: Promise.resolve(),

    async addEvent(event, decision) {
      return storeEvent(event, decision);
    },

    async events({ after = 0, type, limit = 1000 } = {}) {
      const rows = type === undefined ? eventsAfter.all(after, limit) : eventsAfterOfType.all(after, type, limit);
      return /** @type {EventRow[]} */ (rows).map(toEvent);
    },

    async newestEventsOf(sessionId, { after = 0, limit = 50 } = {}) {
      return /** @type {EventRow[]} */ (newestOfSession.all(sessionId, after, limit)).map(toEvent);
    },

    async clearEvents() {
      deleteEvents.run();
    },

    async addSession(id, createdIso) {
      insertSession.run(id, createdIso);
      pruneSessions(createdIso);
    },

    async hasSession(id) {
      return sessionExists.get(id) !== undefined;
    },

    async endSession(id) {
      deleteSession.run(id);
    },

    async addDecision(decision) {
      insertDecision.run(decision);
      pruneDecisions(decision.time);
    },

    async countDecisionsSince(sessionId, sinceIso) {
      return /** @type {{ n: number }} */ (decisionsSince.get(sessionId, sinceIso)).n;
    },

    async lastDecision(sessionId) {
      const row = /** @type {DecisionRow | undefined} */ (lastDecision.get(sessionId));
      return row && decisionOf(row);
    },

    async check(atIso) {
      checkWrite.run(atIso);
    },

    rateLimit: (_name, options) => createRateLimit(options),

    async close() {
      if (db.open) db.close();
    },
  };
  return store;
}

/** @param {DecisionRow} row @returns {ConsentDecision} */
export function decisionOf(row) {
  return {
    sessionId: row.session_id,
    promptId: row.prompt_id,
    action: row.action,
    clientName: row.client_name,
    time: row.time,
    site: row.site,
  };
}

/**
 * What the backend keeps and reads back. Both stores give it: SQLite (openStore, above) and
 * PostgreSQL (openPostgresStore, postgres.mjs). Times are ISO 8601 UTC text in both.
 * @typedef {object} Store
 * @property {Promise<void>} ready  resolves once the schema is in place (created or migrated);
 *   rejects when the database cannot be reached or set up. Every method waits for it.
 * @property {(event: NewEvent, decision?: ConsentDecision) => Promise<number>} addEvent
 *   stores an event, and with it the consent decision it records: both or neither. Resolves to
 *   the new event's id
 * @property {(filter?: { after?: number, type?: string, limit?: number }) => Promise<StoredEvent[]>} events
 *   events with an id above `after`, oldest first
 * @property {(sessionId: string, filter?: { after?: number, limit?: number }) => Promise<StoredEvent[]>} newestEventsOf
 *   one session's newest events with an id above `after`, newest first
 * @property {() => Promise<void>} clearEvents
 * @property {(id: string, createdIso: string) => Promise<void>} addSession  remembers a session id
 *   the server handed out; only those are ever taken back
 * @property {(id: string) => Promise<boolean>} hasSession
 * @property {(id: string) => Promise<void>} endSession  forgets a session (sign-in, sign-out): its
 *   id is never taken back again. What it owned stays until retention removes it, reachable by
 *   no one's cookie
 * @property {(decision: ConsentDecision) => Promise<void>} addDecision  a decision on its own
 *   (the backend stores each with its event, addEvent)
 * @property {(sessionId: string, sinceIso: string) => Promise<number>} countDecisionsSince
 * @property {(sessionId: string) => Promise<ConsentDecision | undefined>} lastDecision
 * @property {(atIso: string) => Promise<void>} check  writes the time into the one row of the
 *   table readiness: resolves when a write works now (GET /readyz, health.mjs)
 * @property {(name: string, options: { limit: number, windowMs: number }) => import('./rateLimit.mjs').RateLimit} rateLimit
 *   a limit per client address (rateLimit.mjs) counted where this store counts them: SQLite in
 *   the process's memory, PostgreSQL in the database, shared by every instance. `name` keeps
 *   limits apart
 * @property {() => Promise<void>} close
 */
