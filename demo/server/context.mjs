// The per-request context every handler receives, and how a request becomes a stored event.
// An event belongs to the request's session (see session.mjs): the one its cookie named, or
// the one issued while answering it; a request with neither stores an event nobody can inspect.
//
// Every write is paid for from the client's budgets (`spend`, rateLimit.mjs): one count per kind
// of write (each event type, 'session', 'sign-in'), and one budget of bytes for every kind
// together, since a count alone lets each write be as large as a body may be. Past either the
// request is a 429 and nothing is stored. What is stored has every field within FIELD_MAX
// (fieldCaps.mjs), else a 413.
import { randomBytes } from 'node:crypto';
import { clientFacts } from './clientFacts.mjs';
import { eventBytes } from './db.mjs';
import { capHeader, checkFieldLengths, FIELD_MAX } from './fieldCaps.mjs';
import { HttpError, parseTarget, queryObject } from './http.mjs';
import { expireSession, issueSession, readSession, SESSION_BYTES } from './session.mjs';

/**
 * @typedef {object} Context
 * @property {import('node:http').IncomingMessage} req
 * @property {import('node:http').ServerResponse} res
 * @property {string} method
 * @property {string} rawPath       still percent-encoded
 * @property {URLSearchParams} query
 * @property {Date} received
 * @property {import('./db.mjs').Store} store
 * @property {boolean} secure      the request came over https (see clientFacts.mjs)
 * @property {string} clientAddress
 * @property {string} nonce        for the inline scripts and styles of an HTML answer (securityHeaders.mjs)
 * @property {string | undefined} sessionId  a session this server issued, or undefined
 * @property {() => string} session  the request's session, issued (cookie set) when it has none
 * @property {() => void} renewSession  ends the request's session (sign-in, sign-out): a new one is
 *   issued (stored, cookie set), or when the client's budget has no room for it the session-id
 *   cookie is expired, and the next call that needs a session gets one. What the request stores
 *   from then on belongs to the new session; the old one is forgotten (session.mjs)
 * @property {(kind: string, bytes?: number) => void} spend  pays for one write of this kind and
 *   `bytes` stored bytes; throws a 429 past either budget
 * @property {(bytes: number) => boolean} takeBytes  pays for `bytes` stored bytes; false (nothing
 *   paid) past the budget
 * @property {(event: { type: string, summary: string, body?: unknown, response?: unknown }) => number} record
 *   stores what this request brought; returns the event id
 */

/**
 * @typedef {object} Route
 * @property {string} name
 * @property {string} [endpoint]  the fault-switch name when fault switches apply to it
 * @property {(rawPath: string) => boolean} matches
 * @property {(ctx: Context) => Promise<void> | void} handle  must answer, or throw an HttpError
 */

/**
 * Headers worth keeping with an event. Secrets are not stored, only their presence; cookie
 * values neither, only cookie names (enough to see that credentials were sent).
 */
const KEPT_HEADERS = [
  'content-type',
  'origin',
  'referer',
  'x-imdb-client-name',
  'x-imdb-session-id',
  'x-imdb-detect-country',
];
const REDACTED_HEADERS = ['x-imdb-geo-override-secret'];

/**
 * @param {import('node:http').IncomingHttpHeaders} headers
 * @returns {Record<string, string>}
 */
export function selectHeaders(headers) {
  /** @type {Record<string, string>} */
  const kept = {};
  for (const name of KEPT_HEADERS) {
    const value = headers[name];
    if (value !== undefined) kept[name] = capHeader(Array.isArray(value) ? value.join(', ') : value);
  }
  for (const name of REDACTED_HEADERS) {
    if (headers[name] !== undefined) kept[name] = '[redacted]';
  }
  if (headers.cookie !== undefined) {
    kept.cookie = capHeader(
      headers.cookie
        .split(';')
        .map((part) => part.split('=')[0]?.trim() ?? '')
        .filter(Boolean)
        .join('; '),
    );
  }
  return kept;
}

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {{ store: import('./db.mjs').Store, received: Date, trustProxy: boolean, writes: import('./rateLimit.mjs').RateLimit, bytes: import('./rateLimit.mjs').RateLimit }} options
 *   `writes` counts writes per kind, `bytes` the bytes of all of them
 * @returns {Context}
 */
export function createContext(req, res, { store, received, trustProxy, writes, bytes }) {
  const { rawPath, query } = parseTarget(req.url);
  const method = req.method ?? 'GET';
  const { secure, address } = clientFacts(req, { trustProxy });
  // Read on first use: requests that never touch a session (suggestions, posters, files) never
  // touch the database either.
  /** @type {string | undefined} */
  let sessionId;
  let sessionRead = false;
  /** @type {Context} */
  const ctx = {
    req,
    res,
    method,
    rawPath,
    query,
    received,
    store,
    secure,
    clientAddress: address,
    nonce: randomBytes(16).toString('base64'),
    get sessionId() {
      if (!sessionRead) sessionId = readSession(req, store);
      sessionRead = true;
      return sessionId;
    },
    session() {
      if (ctx.sessionId !== undefined) return ctx.sessionId;
      ctx.spend('session', SESSION_BYTES);
      sessionId = issueSession(res, store, { secure, now: received });
      return sessionId;
    },
    renewSession() {
      const old = ctx.sessionId;
      if (old !== undefined) store.endSession(old);
      sessionRead = true;
      // Signing out must work even for a client past its budget: it then just has no session.
      sessionId = ctx.takeBytes(SESSION_BYTES) && writes.take(address, received, 'session') ? issueSession(res, store, { secure, now: received }) : undefined;
      if (sessionId === undefined) expireSession(res, secure);
    },
    spend(kind, size = 0) {
      if (ctx.takeBytes(size) && writes.take(address, received, kind)) return;
      res.setHeader('retry-after', '60');
      throw new HttpError(429, 'too many writes from this client; try again in a minute');
    },
    takeBytes(size) {
      return size === 0 || bytes.take(address, received, '', size);
    },
    record({ type, summary, body = null, response = null }) {
      const stored = { path: rawPath, query: queryObject(query), body };
      checkFieldLengths(stored);
      /** @type {import('./db.mjs').NewEvent} */
      const event = {
        ...stored,
        sessionId: ctx.sessionId,
        time: received.toISOString(),
        type,
        summary: summary.slice(0, FIELD_MAX),
        method,
        headers: selectHeaders(req.headers),
        response,
      };
      ctx.spend(type, eventBytes(event));
      return store.addEvent(event);
    },
  };
  return ctx;
}
