// PostgreSQL storage, when DATABASE_URL is set (main.mjs; createBackend({ databaseUrl })): the same
// Store as db.mjs's SQLite one, with the same tables, columns, retention and bounds, so several
// backend processes can share one database and any of them can answer any request. Client: `pg`
// (node-postgres), loaded only when this store is opened.
//
// Schema: created on start when missing (CREATE … IF NOT EXISTS), under an advisory lock so
// instances starting together do not race. Tables as in SQLite; times are ISO 8601 UTC text in
// the "C" collation, so they compare and sort as SQLite's do. Sessions have a `seq` column, the
// order they were issued in (SQLite's rowid), which their row bound keeps to. PostgreSQL text
// cannot hold the NUL character: in text columns it is stored as U+FFFD (JSON columns escape it).
//
// Retention: RETENTION, as SQLite's file database (db.mjs). A table is pruned when an insert's
// id (sessions: seq) is a multiple of `pruneEvery`: ids come from one sequence every instance
// draws on, so the tables are pruned as often as with one process, whichever instance inserts.
//
// Bounded waits (STORE_LIMITS, issue 77): each statement runs at most statementTimeoutMs (the
// server's statement_timeout, lock waits included; the client gives up a second later, should the
// server or the network fall silent), a query waits at most acquireTimeoutMs for one of the
// poolSize connections, and beyond queueMax queries already waiting a new one is refused at once.
// A database that is slow or down then costs a request seconds at most, answered with a 503
// (unavailable.mjs), instead of piling requests up behind it.
//
// Rate limits and write budgets (rateLimit(), rateLimit.mjs's sliding windows) are counted in
// the table rate_hits: one row per counted hit, by limit name and address key. marquee_take()
// takes an advisory lock on the key, sums the window and adds the hit in one round trip, so two
// instances can never both spend the last of a budget. Rows older than the window are deleted
// about once a window.
import { createRequire } from 'node:module';
import { decisionOf, eventBytes, eventRow, RETENTION } from './db.mjs';
import { addressKey } from './rateLimit.mjs';
import { logLine } from './logText.mjs';
import { StoreUnavailable } from './unavailable.mjs';

/**
 * The part of pg's API we use (it ships no types; we add none to package.json).
 * @typedef {{ rows: Record<string, unknown>[] }} QueryResult
 * @typedef {{ query(sql: string, params?: unknown[]): Promise<QueryResult>, release(error?: Error | boolean): void }} PoolClient
 * @typedef {{ query(sql: string, params?: unknown[]): Promise<QueryResult>, connect(): Promise<PoolClient>, end(): Promise<void>, on(event: 'error', listener: (error: Error) => void): void, readonly waitingCount: number }} Pool
 * @typedef {new (config: { connectionString: string, max?: number, connectionTimeoutMillis?: number, statement_timeout?: number, query_timeout?: number, application_name?: string }) => Pool} PoolClass
 */

/**
 * How long and how many wait for the database (main.mjs reads each from a DATABASE_* variable).
 * @typedef {object} StoreLimits
 * @property {number} poolSize  connections each instance keeps at most; N instances need N times this
 * @property {number} statementTimeoutMs  a statement runs at most this long (PostgreSQL's statement_timeout)
 * @property {number} acquireTimeoutMs  a query waits at most this long for a connection
 * @property {number} queueMax  queries that may wait for a connection at once; past it, refused at once
 */

/** @type {StoreLimits} */
export const STORE_LIMITS = { poolSize: 10, statementTimeoutMs: 2_000, acquireTimeoutMs: 2_000, queueMax: 200 };
/** The client gives up on an answer this long after the server should have cancelled the statement. */
const SILENCE_MARGIN_MS = 1_000;
/** Any number: the advisory lock instances take while they create or migrate the schema. */
const SCHEMA_LOCK = 39_0001;

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS events (
    id         BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    time       TEXT COLLATE "C" NOT NULL,
    type       TEXT NOT NULL,
    summary    TEXT NOT NULL,
    method     TEXT NOT NULL,
    path       TEXT NOT NULL,
    query      TEXT NOT NULL,
    headers    TEXT NOT NULL,
    body       TEXT NOT NULL,
    response   TEXT NOT NULL,
    session_id TEXT,
    bytes      INTEGER NOT NULL DEFAULT 0
  );
  CREATE INDEX IF NOT EXISTS events_by_type ON events (type, id);
  CREATE INDEX IF NOT EXISTS events_by_time ON events (time);
  CREATE INDEX IF NOT EXISTS events_by_session ON events (session_id, id);
  CREATE INDEX IF NOT EXISTS events_sizes ON events (id, bytes);
  CREATE TABLE IF NOT EXISTS sessions (
    id      TEXT PRIMARY KEY,
    created TEXT COLLATE "C" NOT NULL,
    seq     BIGINT GENERATED ALWAYS AS IDENTITY UNIQUE
  );
  CREATE INDEX IF NOT EXISTS sessions_by_created ON sessions (created);
  CREATE TABLE IF NOT EXISTS consent_decisions (
    id          BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    session_id  TEXT NOT NULL,
    prompt_id   TEXT NOT NULL,
    action      TEXT NOT NULL,
    client_name TEXT NOT NULL,
    time        TEXT COLLATE "C" NOT NULL,
    site        TEXT NOT NULL DEFAULT ''
  );
  CREATE INDEX IF NOT EXISTS decisions_by_session ON consent_decisions (session_id, time);
  CREATE INDEX IF NOT EXISTS decisions_by_time ON consent_decisions (time);
  CREATE TABLE IF NOT EXISTS rate_hits (
    limiter TEXT NOT NULL,
    key     TEXT NOT NULL,
    time    BIGINT NOT NULL,
    amount  BIGINT NOT NULL
  );
  CREATE INDEX IF NOT EXISTS rate_hits_by_key ON rate_hits (limiter, key, time);
  CREATE TABLE IF NOT EXISTS readiness (
    id      INTEGER PRIMARY KEY,
    checked TEXT NOT NULL
  );
  CREATE OR REPLACE FUNCTION marquee_take(p_limiter TEXT, p_key TEXT, p_now BIGINT, p_window BIGINT, p_amount BIGINT, p_limit BIGINT)
  RETURNS BOOLEAN LANGUAGE plpgsql AS $$
  BEGIN
    -- One taker per key at a time, until this transaction ends; each statement below then sees
    -- every hit committed before it (a VOLATILE function's statements take fresh snapshots).
    PERFORM pg_advisory_xact_lock(hashtextextended(p_limiter || ' ' || p_key, 0));
    IF (SELECT COALESCE(SUM(amount), 0) FROM rate_hits WHERE limiter = p_limiter AND key = p_key AND time > p_now - p_window) + p_amount > p_limit THEN
      RETURN FALSE;
    END IF;
    INSERT INTO rate_hits (limiter, key, time, amount) VALUES (p_limiter, p_key, p_now, p_amount);
    RETURN TRUE;
  END $$;
`;

const EVENT_COLUMNS = 'id, time, type, summary, method, path, query, headers, body, response';

/** @param {string | null} text */
const pgText = (text) => (text === null ? null : text.replaceAll('\0', '\uFFFD'));

/**
 * @param {Record<string, unknown>} row
 * @returns {import('./db.mjs').StoredEvent}
 */
function toEvent(row) {
  return {
    id: Number(row.id),
    time: String(row.time),
    type: String(row.type),
    summary: String(row.summary),
    method: String(row.method),
    path: String(row.path),
    query: JSON.parse(String(row.query)),
    headers: JSON.parse(String(row.headers)),
    body: JSON.parse(String(row.body)),
    response: JSON.parse(String(row.response)),
  };
}

/**
 * @param {string} url  postgres://user:password@host:port/database (libpq's URL form, as pg reads it)
 * @param {Partial<import('./db.mjs').Retention>} [retention]  RETENTION unless told
 * @param {Partial<StoreLimits>} [limits]  STORE_LIMITS unless told
 * @returns {import('./db.mjs').Store}
 */
export function openPostgresStore(url, retention = {}, limits = {}) {
  const keep = { ...RETENTION, ...retention };
  const { poolSize, statementTimeoutMs, acquireTimeoutMs, queueMax } = { ...STORE_LIMITS, ...limits };
  const maxBytes = keep.events.maxBytes ?? RETENTION.events.maxBytes;

  const ready = (async () => {
    const { Pool } = /** @type {{ Pool: PoolClass }} */ (createRequire(import.meta.url)('pg'));
    const pool = new Pool({
      connectionString: url,
      max: poolSize,
      connectionTimeoutMillis: acquireTimeoutMs,
      statement_timeout: statementTimeoutMs,
      query_timeout: statementTimeoutMs + SILENCE_MARGIN_MS,
      application_name: 'marquee',
    });
    // An idle connection the server dropped: the pool replaces it; without a listener it would end the process.
    pool.on('error', (error) => logLine('[marquee backend] postgres: idle connection failed', error));
    const client = await pool.connect().catch(async (error) => {
      await pool.end();
      throw error;
    });
    try {
      await client.query('BEGIN');
      await client.query('SELECT pg_advisory_xact_lock($1)', [SCHEMA_LOCK]);
      await client.query(SCHEMA);
      await client.query('COMMIT');
      client.release();
    } catch (error) {
      client.release(true);
      await pool.end();
      throw error;
    }
    return pool;
  })();
  // Whoever calls a method hears of a failure; nobody has to await `ready` itself.
  ready.catch(() => {});
  /** @type {Promise<void> | undefined} */
  let closed;

  /**
   * @param {string} sql
   * @param {unknown[]} [params]
   */
  async function query(sql, params) {
    const pool = await ready;
    // Shed load: a request that would queue behind this many is answered (503) now, not in seconds.
    if (pool.waitingCount >= queueMax) throw new StoreUnavailable(`${queueMax} queries already wait for a database connection`);
    return pool.query(sql, params);
  }

  /**
   * Keeps a table within its retention (db.mjs's pruner), when `position` is a multiple of pruneEvery.
   * @param {'events' | 'sessions' | 'consent_decisions'} table
   * @param {'id' | 'seq'} order  the column of insertion order
   * @param {'time' | 'created'} timeColumn
   * @param {import('./db.mjs').TableRetention} bounds
   * @param {number} position  the inserted row's `order` value
   * @param {string} insertedIso
   */
  async function prune(table, order, timeColumn, bounds, position, insertedIso) {
    if (position % keep.pruneEvery !== 0) return;
    // The row is committed: a prune that fails (a timeout) must not turn its answer into an error,
    // which a client would send again, storing it twice. The next multiple prunes instead.
    await pruneNow(table, order, timeColumn, bounds, insertedIso).catch((/** @type {unknown} */ error) => {
      logLine(`[marquee backend] postgres: pruning ${table} failed; it is tried again ${keep.pruneEvery} inserts later:`, error);
    });
  }

  /**
   * @param {'events' | 'sessions' | 'consent_decisions'} table
   * @param {'id' | 'seq'} order
   * @param {'time' | 'created'} timeColumn
   * @param {import('./db.mjs').TableRetention} bounds
   * @param {string} insertedIso
   */
  async function pruneNow(table, order, timeColumn, { maxRows, maxAgeMs }, insertedIso) {
    await query(`DELETE FROM ${table} WHERE ${order} <= (SELECT ${order} FROM ${table} ORDER BY ${order} DESC LIMIT 1 OFFSET $1)`, [maxRows]);
    await query(`DELETE FROM ${table} WHERE ${timeColumn} < $1`, [new Date(Date.parse(insertedIso) - maxAgeMs).toISOString()]);
    // The oldest events until the rest take at most maxBytes.
    if (table === 'events') {
      await query(
        `WITH excess AS (SELECT COALESCE(SUM(bytes), 0) - $1 AS n FROM events),
              running AS (SELECT id, SUM(bytes) OVER (ORDER BY id) AS total FROM events)
         DELETE FROM events WHERE id <= (SELECT running.id FROM running, excess WHERE excess.n > 0 AND running.total >= excess.n ORDER BY running.id LIMIT 1)`,
        [maxBytes],
      );
    }
  }

  /** @param {import('./db.mjs').ConsentDecision} decision */
  const decisionParams = (decision) => [decision.sessionId, decision.promptId, decision.action, decision.clientName, decision.time, decision.site].map(pgText);
  const INSERT_DECISION = 'INSERT INTO consent_decisions (session_id, prompt_id, action, client_name, time, site) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id';

  return {
    ready: ready.then(() => undefined),

    async addEvent(event, decision) {
      const row = eventRow(event);
      const params = [row.time, row.type, row.summary, row.method, row.path, row.query, row.headers, row.body, row.response, row.sessionId].map(pgText);
      /** @param {number} from  the number of the first parameter */
      const insertEvent = (from) =>
        `INSERT INTO events (time, type, summary, method, path, query, headers, body, response, session_id, bytes)
         VALUES (${Array.from({ length: 11 }, (_, i) => `$${from + i}`).join(', ')})`;
      // With a decision: one statement, so both are stored or neither.
      const { rows } = decision
        ? await query(`WITH decision AS (${INSERT_DECISION}) ${insertEvent(7)} RETURNING id, (SELECT id FROM decision) AS decision_id`, [...decisionParams(decision), ...params, eventBytes(event)])
        : await query(`${insertEvent(1)} RETURNING id`, [...params, eventBytes(event)]);
      const inserted = rows[0] ?? {};
      if (decision) await prune('consent_decisions', 'id', 'time', keep.decisions, Number(inserted.decision_id), decision.time);
      await prune('events', 'id', 'time', keep.events, Number(inserted.id), event.time);
      return Number(inserted.id);
    },

    async events({ after = 0, type, limit = 1000 } = {}) {
      const { rows } =
        type === undefined
          ? await query(`SELECT ${EVENT_COLUMNS} FROM events WHERE id > $1 ORDER BY id LIMIT $2`, [after, limit])
          : await query(`SELECT ${EVENT_COLUMNS} FROM events WHERE id > $1 AND type = $2 ORDER BY id LIMIT $3`, [after, pgText(type), limit]);
      return rows.map(toEvent);
    },

    async newestEventsOf(sessionId, { after = 0, limit = 50 } = {}) {
      const { rows } = await query(`SELECT ${EVENT_COLUMNS} FROM events WHERE session_id = $1 AND id > $2 ORDER BY id DESC LIMIT $3`, [pgText(sessionId), after, limit]);
      return rows.map(toEvent);
    },

    async clearEvents() {
      await query('DELETE FROM events');
    },

    async addSession(id, createdIso) {
      const { rows } = await query('INSERT INTO sessions (id, created) VALUES ($1, $2) RETURNING seq', [pgText(id), createdIso]);
      await prune('sessions', 'seq', 'created', keep.sessions, Number(rows[0]?.seq), createdIso);
    },

    async hasSession(id) {
      return (await query('SELECT 1 FROM sessions WHERE id = $1', [pgText(id)])).rows.length > 0;
    },

    async endSession(id) {
      await query('DELETE FROM sessions WHERE id = $1', [pgText(id)]);
    },

    async addDecision(decision) {
      const { rows } = await query(INSERT_DECISION, decisionParams(decision));
      await prune('consent_decisions', 'id', 'time', keep.decisions, Number(rows[0]?.id), decision.time);
    },

    async countDecisionsSince(sessionId, sinceIso) {
      const { rows } = await query('SELECT COUNT(*) AS n FROM consent_decisions WHERE session_id = $1 AND time > $2', [pgText(sessionId), sinceIso]);
      return Number(rows[0]?.n);
    },

    async lastDecision(sessionId) {
      const { rows } = await query(
        'SELECT session_id, prompt_id, action, client_name, time, site FROM consent_decisions WHERE session_id = $1 ORDER BY id DESC LIMIT 1',
        [pgText(sessionId)],
      );
      const row = /** @type {import('./db.mjs').DecisionRow | undefined} */ (rows[0]);
      return row && decisionOf(row);
    },

    async check(atIso) {
      await query('INSERT INTO readiness (id, checked) VALUES (1, $1) ON CONFLICT (id) DO UPDATE SET checked = EXCLUDED.checked', [atIso]);
    },

    rateLimit(name, { limit, windowMs }) {
      let prunedAt = 0;
      return {
        async take(address, at, kind = '', amount = 1) {
          if (limit === Infinity) return true;
          const now = at.getTime();
          if (Math.abs(now - prunedAt) >= windowMs) {
            prunedAt = now;
            await query('DELETE FROM rate_hits WHERE limiter = $1 AND time <= $2', [name, now - windowMs]);
          }
          const { rows } = await query('SELECT marquee_take($1, $2, $3, $4, $5, $6) AS taken', [name, pgText(`${addressKey(address)} ${kind}`), now, windowMs, amount, limit]);
          return rows[0]?.taken === true;
        },
      };
    },

    close() {
      closed ??= ready.then(
        (pool) => pool.end(),
        () => undefined,
      );
      return closed;
    },
  };
}
