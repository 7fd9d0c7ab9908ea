// The per-request context every handler receives, and how a request becomes a stored event.
// An event belongs to the request's session (see session.mjs): the one its cookie named, or
// the one issued while answering it; a request with neither stores an event nobody can inspect.
//
// Every write is paid for from the client's budgets (`spend`, rateLimit.mjs): one count per kind
// of write (each event type, 'session', 'sign-in'), and one budget of bytes for every kind
// together, since a count alone lets each write be as large as a body may be. Past either the
// request is a 429 and nothing is stored. What is stored has every field within FIELD_MAX
// (fieldCaps.mjs), else a 413.
//
// Nothing identifying is stored about a visitor who has not accepted tracking (issue 71): the
// calls the chrome makes before consent (the consent question, experiments, error reports) are
// stored `anonymous`, without the session, until the session's answer is AcceptAll; and no
// event keeps more of its Referer than the origin (the page's path and query, a search or a
// token in it, are the visitor's, and the spec asks no call to store them).
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
 * @property {() => Promise<string | undefined>} currentSession  the session the request's cookie
 *   names when this server issued it, else undefined (read from the store once, on first use)
 * @property {() => Promise<string>} session  the request's session, issued (cookie set) when it has none
 * @property {() => Promise<void>} renewSession  ends the request's session (sign-in, sign-out): a new one is
 *   issued (stored, cookie set), or when the client's budget has no room for it the session-id
 *   cookie is expired, and the next call that needs a session gets one. What the request stores
 *   from then on belongs to the new session; the old one is forgotten (session.mjs)
 * @property {(kind: string, bytes?: number) => Promise<void>} spend  pays for one write of this kind and
 *   `bytes` stored bytes; rejects with a 429 past either budget
 * @property {(bytes: number) => Promise<boolean>} takeBytes  pays for `bytes` stored bytes; false (nothing
 *   paid) past the budget
 * @property {() => Promise<boolean>} accepted  the request's session has accepted tracking: its last
 *   consent decision is AcceptAll
 * @property {(event: { type: string, summary: string, body?: unknown, response?: unknown, decision?: import('./db.mjs').ConsentDecision, anonymous?: boolean }) => Promise<number>} record
 *   stores what this request brought, and with it the consent decision it made, if any (both or
 *   neither); resolves to the event id. `anonymous`: stored without the session (no session id,
 *   x-imdb-session-id's value not kept): the caller's body must not name it either
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
/** What an `anonymous` event keeps of the x-imdb-session-id header it came with. */
export const NOT_BEFORE_CONSENT = '[not stored before consent]';

/**
 * The origin of a Referer, all of it that is stored; undefined when it has none.
 * @param {string} referer
 */
function refererOrigin(referer) {
  try {
    return new URL(referer).origin;
  } catch {
    return undefined;
  }
}

/**
 * @param {import('node:http').IncomingHttpHeaders} headers
 * @param {{ anonymous?: boolean }} [options]  x-imdb-session-id's value not kept (NOT_BEFORE_CONSENT)
 * @returns {Record<string, string>}
 */
export function selectHeaders(headers, { anonymous = false } = {}) {
  /** @type {Record<string, string>} */
  const kept = {};
  for (const name of KEPT_HEADERS) {
    const value = headers[name];
    if (value === undefined) continue;
    // That it came is kept (the spec asks the question's call to send it), not whose it is.
    const text = anonymous && name === 'x-imdb-session-id' ? NOT_BEFORE_CONSENT : Array.isArray(value) ? value.join(', ') : value;
    const stored = name === 'referer' ? refererOrigin(text) : text;
    if (stored !== undefined) kept[name] = capHeader(stored);
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
  /** @type {Promise<string | undefined> | undefined} */
  let sessionRead;
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
    currentSession() {
      sessionRead ??= readSession(req, store);
      return sessionRead;
    },
    async session() {
      const current = await ctx.currentSession();
      if (current !== undefined) return current;
      await ctx.spend('session', SESSION_BYTES);
      const issued = issueSession(res, store, { secure, now: received });
      sessionRead = issued;
      return issued;
    },
    async renewSession() {
      const old = await ctx.currentSession();
      if (old !== undefined) await store.endSession(old);
      // Signing out must work even for a client past its budget: it then just has no session.
      const room = (await ctx.takeBytes(SESSION_BYTES)) && (await writes.take(address, received, 'session'));
      sessionRead = room ? issueSession(res, store, { secure, now: received }) : Promise.resolve(undefined);
      if ((await sessionRead) === undefined) expireSession(res, secure);
    },
    async spend(kind, size = 0) {
      if ((await ctx.takeBytes(size)) && (await writes.take(address, received, kind))) return;
      res.setHeader('retry-after', '60');
      throw new HttpError(429, 'too many writes from this client; try again in a minute');
    },
    async takeBytes(size) {
      return size === 0 || bytes.take(address, received, '', size);
    },
    async accepted() {
      const session = await ctx.currentSession();
      return session !== undefined && (await store.lastDecision(session))?.action === 'AcceptAll';
    },
    async record({ type, summary, body = null, response = null, decision, anonymous = false }) {
      const stored = { path: rawPath, query: queryObject(query), body };
      checkFieldLengths(stored);
      /** @type {import('./db.mjs').NewEvent} */
      const event = {
        ...stored,
        sessionId: anonymous ? undefined : await ctx.currentSession(),
        time: received.toISOString(),
        type,
        summary: summary.slice(0, FIELD_MAX),
        method,
        headers: selectHeaders(req.headers, { anonymous }),
        response,
      };
      await ctx.spend(type, eventBytes(event));
      return store.addEvent(event, decision);
    },
  };
  return ctx;
}
