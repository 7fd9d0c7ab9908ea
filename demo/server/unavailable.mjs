// When the store cannot answer: the database is down, restarting or unreachable, a statement ran
// past its statement timeout, a connection did not come within the wait for one, too many
// requests already wait (postgres.mjs), or SQLite's file is locked by another process, full or
// failing. Such a request is a 503 with Retry-After (app.mjs): the client, or the proxy in front
// (nginx's proxy_next_upstream), tries again later or elsewhere, instead of waiting on a database
// that does not answer or hearing a 500 that says nothing. Start-up (serve.mjs) waits and tries
// again on the same errors. Any other failure of the store (a constraint, a bug) stays a 500.

/** What a 503 tells the client to wait, in seconds: about what a database restart takes. */
export const RETRY_AFTER_SECONDS = 5;

/** A failure of the store's own making, thrown where no driver error says so (a full queue). */
export class StoreUnavailable extends Error {
  /**
   * @param {string} message
   * @param {{ cause?: unknown }} [options]
   */
  constructor(message, options) {
    super(message, options);
    this.name = 'StoreUnavailable';
  }
}

/** Node's codes for a database it cannot reach, or whose connection broke. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE']);
/**
 * PostgreSQL's SQLSTATE classes and codes: 08 connection exception, 53 insufficient resources
 * (disk full, too many connections), 57 operator intervention (57014 statement timeout, 57P01
 * shut down, 57P03 starting up), 55P03 lock not available, 25006 a read-only server (a standby).
 */
const POSTGRES_CLASSES = ['08', '53', '57'];
const POSTGRES_CODES = new Set(['55P03', '25006']);
/** What pg and pg-pool throw without a code: no connection in time, a connection that broke, no answer in time. */
const PG_MESSAGES = /timeout exceeded when trying to connect|Connection terminated|Query read timeout|not queryable/;
/** SQLite's: the file locked by another connection past the busy timeout, full, failing, or read-only. */
const SQLITE_CODES = /^SQLITE_(BUSY|LOCKED|FULL|IOERR|READONLY)/;

/**
 * Whether `error` means the store cannot answer now (a 503), rather than a bug or a refusal.
 * @param {unknown} error
 * @returns {boolean}
 */
export function isStoreUnavailable(error) {
  if (error instanceof StoreUnavailable) return true;
  if (!(error instanceof Error)) return false;
  const code = /** @type {{ code?: unknown }} */ (error).code;
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code) || SQLITE_CODES.test(code) || POSTGRES_CODES.has(code)) return true;
    if (code.length === 5 && POSTGRES_CLASSES.includes(code.slice(0, 2))) return true;
  }
  // An AggregateError (a host name with several addresses, none reachable) carries its codes inside.
  if (error instanceof AggregateError) return error.errors.some(isStoreUnavailable);
  return PG_MESSAGES.test(error.message);
}
