// The per-request context every handler receives, and how a request becomes a stored event.
import { parseTarget, queryObject } from './http.mjs';

/**
 * @typedef {object} Context
 * @property {import('node:http').IncomingMessage} req
 * @property {import('node:http').ServerResponse} res
 * @property {string} method
 * @property {string} rawPath       still percent-encoded
 * @property {URLSearchParams} query
 * @property {Date} received
 * @property {import('./db.mjs').Store} store
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
    if (value !== undefined) kept[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  for (const name of REDACTED_HEADERS) {
    if (headers[name] !== undefined) kept[name] = '[redacted]';
  }
  if (headers.cookie !== undefined) {
    kept.cookie = headers.cookie
      .split(';')
      .map((part) => part.split('=')[0]?.trim() ?? '')
      .filter(Boolean)
      .join('; ');
  }
  return kept;
}

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {import('./db.mjs').Store} store
 * @param {Date} received
 * @returns {Context}
 */
export function createContext(req, res, store, received) {
  const { rawPath, query } = parseTarget(req.url);
  const method = req.method ?? 'GET';
  return {
    req,
    res,
    method,
    rawPath,
    query,
    received,
    store,
    record({ type, summary, body = null, response = null }) {
      return store.addEvent({
        time: received.toISOString(),
        type,
        summary,
        method,
        path: rawPath,
        query: queryObject(query),
        headers: selectHeaders(req.headers),
        body,
        response,
      });
    },
  };
}
