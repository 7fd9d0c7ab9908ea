// Small HTTP helpers shared by every handler: reading bounded bodies, answering JSON, cookies.
// Every failure a client can cause is thrown as an HttpError, which the app turns into
// `{ "error": "…" }` with the error's status; anything else becomes a 500.
import { sendCompressed } from './compression.mjs';
import { checkJsonShape } from './jsonShape.mjs';
import { API_POLICY } from './securityHeaders.mjs';

/** Largest request body any endpoint accepts (bytes). Bigger bodies get 413. */
export const BODY_LIMIT = 64 * 1024;
/**
 * The longest request target answered (path and query, in characters), as common servers bound it
 * (nginx's 8 KB header buffer, Apache's LimitRequestLine of 8,190): longer is a 414. A longer
 * address is no page anyone links to, only a cost to render and to keep (issue 71).
 */
export const URL_MAX = 8192;

export class HttpError extends Error {
  /**
   * @param {number} status
   * @param {string} message shown to the client as `{ error: message }`
   */
  constructor(status, message) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
  }
}

/**
 * Splits the request target into its raw (still percent-encoded) path and its query.
 * The target is deliberately not resolved against a base URL: `new URL('//evil/x', base)`
 * would read `evil` as a host, while for us it is a path.
 * @param {string | undefined} target
 */
export function parseTarget(target) {
  const text = target ?? '/';
  const hash = text.indexOf('#');
  const withoutHash = hash === -1 ? text : text.slice(0, hash);
  const question = withoutHash.indexOf('?');
  const rawPath = question === -1 ? withoutHash : withoutHash.slice(0, question);
  const search = question === -1 ? '' : withoutHash.slice(question + 1);
  return { rawPath, query: new URLSearchParams(search) };
}

/**
 * The query as a plain object for storage; a repeated key keeps every value, in order.
 * @param {URLSearchParams} query
 * @returns {Record<string, string | string[]>}
 */
export function queryObject(query) {
  // No prototype: a key like "__proto__" must stay a plain key.
  /** @type {Record<string, string | string[]>} */
  const out = Object.create(null);
  for (const [key, value] of query) {
    const seen = out[key];
    if (seen === undefined) out[key] = value;
    else out[key] = Array.isArray(seen) ? [...seen, value] : [seen, value];
  }
  return out;
}

/**
 * `decodeURIComponent` that answers 400 instead of throwing a URIError.
 * @param {string} text
 */
export function decodeSegment(text) {
  try {
    return decodeURIComponent(text);
  } catch {
    throw new HttpError(400, 'malformed percent-encoding in the path');
  }
}

/**
 * The media type of the request without parameters, lowercased ('' when absent).
 * @param {import('node:http').IncomingMessage} req
 */
export function mediaType(req) {
  return (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/**
 * Reads the whole body, refusing more than `limit` bytes with 413.
 * @param {import('node:http').IncomingMessage} req
 * @param {number} [limit]
 * @returns {Promise<Buffer>}
 */
export function readBody(req, limit = BODY_LIMIT) {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) {
    return Promise.reject(new HttpError(413, `request body is larger than ${limit} bytes`));
  }
  return new Promise((resolve, reject) => {
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    /** @param {Buffer} chunk */
    const onData = (chunk) => {
      size += chunk.length;
      if (size > limit) {
        cleanup();
        reject(new HttpError(413, `request body is larger than ${limit} bytes`));
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      cleanup();
      resolve(Buffer.concat(chunks));
    };
    // A client that goes away mid-body is its own problem, not a server failure: 400, no log.
    const onError = () => {
      cleanup();
      reject(new HttpError(400, 'request aborted by the client'));
    };
    const onClose = () => {
      if (!req.complete) onError();
    };
    const cleanup = () => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
      req.off('close', onClose);
    };
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
    req.on('close', onClose);
  });
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Reads the body as UTF-8 text after checking its media type.
 * @param {import('node:http').IncomingMessage} req
 * @param {readonly string[]} types accepted media types
 */
export async function readText(req, types) {
  const type = mediaType(req);
  if (!types.includes(type)) {
    throw new HttpError(415, `content-type must be ${types.join(' or ')} (got ${type || 'none'})`);
  }
  const body = await readBody(req);
  try {
    return utf8.decode(body);
  } catch {
    throw new HttpError(400, 'request body is not valid UTF-8');
  }
}

/**
 * Reads a JSON body within the size and shape limits (jsonShape.mjs). `allowEmpty` turns an empty body into `undefined` instead of a 400.
 * @param {import('node:http').IncomingMessage} req
 * @param {{ types?: readonly string[], allowEmpty?: boolean }} [options]
 * @returns {Promise<unknown>}
 */
export async function readJson(req, { types = ['application/json'], allowEmpty = false } = {}) {
  const text = await readText(req, types);
  if (text.trim() === '') {
    if (allowEmpty) return undefined;
    throw new HttpError(400, 'request body is empty; expected JSON');
  }
  checkJsonShape(text);
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new HttpError(400, `malformed JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/**
 * Reads an application/x-www-form-urlencoded body.
 * @param {import('node:http').IncomingMessage} req
 */
export async function readForm(req) {
  return new URLSearchParams(await readText(req, ['application/x-www-form-urlencoded']));
}

/**
 * @param {unknown} value
 * @returns {value is Record<string, unknown>}
 */
export function isPlainObject(value) {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {unknown} body
 * @param {Record<string, string>} [headers]
 */
export function sendJson(res, status, body, headers = {}) {
  sendCompressed(res, status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    'content-security-policy': API_POLICY,
    ...headers,
  }, JSON.stringify(body));
}

/**
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {string} message
 */
export function sendError(res, status, message) {
  // After a 413 the rest of the body is still on the wire: closing is cheaper than draining it.
  sendJson(res, status, { error: message }, status === 413 ? { connection: 'close' } : {});
}

/**
 * @param {import('node:http').ServerResponse} res
 * @param {number} [status]
 * @param {Record<string, string>} [headers]
 */
export function sendEmpty(res, status = 204, headers = {}) {
  res.writeHead(status, { 'cache-control': 'no-store', ...headers });
  res.end();
}

/**
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {string} html
 * @param {Record<string, string>} [headers]
 */
export function sendHtml(res, status, html, headers = {}) {
  sendCompressed(res, status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', ...headers }, html);
}

/**
 * Answers 405 unless the method is one of `allowed`.
 * @param {import('node:http').IncomingMessage} req
 * @param {readonly string[]} allowed
 */
export function requireMethod(req, allowed) {
  if (!allowed.includes(req.method ?? '')) {
    throw new HttpError(405, `method ${req.method ?? ''} not allowed; use ${allowed.join(' or ')}`);
  }
}

/**
 * Cookies of the request. A value that is not valid percent-encoding is kept as sent.
 * @param {import('node:http').IncomingMessage} req
 * @returns {Map<string, string>}
 */
export function parseCookies(req) {
  /** @type {Map<string, string>} */
  const cookies = new Map();
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    const name = part.slice(0, eq).trim();
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) value = value.slice(1, -1);
    try {
      value = decodeURIComponent(value);
    } catch {
      // keep the raw value
    }
    if (name && !cookies.has(name)) cookies.set(name, value);
  }
  return cookies;
}

/**
 * Adds a Set-Cookie header without dropping ones set before.
 * @param {import('node:http').ServerResponse} res
 * @param {string} cookie
 */
export function appendSetCookie(res, cookie) {
  const existing = res.getHeader('set-cookie');
  const list = Array.isArray(existing) ? existing : existing === undefined ? [] : [String(existing)];
  res.setHeader('set-cookie', [...list, cookie]);
}
