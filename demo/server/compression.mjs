// Compression, as a production server does it (issue 37): on a phone's network the bytes are
// most of the wait. dist/ is compressed once at build time (scripts/precompress.mjs writes
// `file.br` and `file.gz` beside each file), and the static server picks one of those by the
// request's Accept-Encoding; pages and JSON answers are compressed as they are sent. A response
// that could have been compressed says `Vary: Accept-Encoding`, so no cache hands a brotli body to
// a client that did not ask for it.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Below this, compressing costs more than it saves (a header line and a round of CPU). */
export const MIN_COMPRESSED_BYTES = 1024;

/** The encodings offered, best first, with the file suffix of their precompressed copies. */
export const ENCODINGS = /** @type {const} */ ([
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
]);

/** @typedef {'br' | 'gzip'} Encoding */

/** @param {string | undefined} type a Content-Type */
export function isCompressible(type) {
  return type !== undefined && /^(text\/|application\/(json|javascript|manifest\+json)|image\/svg\+xml)/.test(type);
}

/**
 * The best encoding the client accepts (RFC 9110 §12.5.3: q-values, `*`, `q=0` refuses), or
 * undefined for the identity.
 * @param {string | string[] | undefined} header Accept-Encoding
 * @returns {Encoding | undefined}
 */
export function chooseEncoding(header) {
  if (typeof header !== 'string' || header === '') return undefined;
  /** @type {Map<string, number>} */
  const weights = new Map();
  for (const part of header.slice(0, 1024).split(',')) {
    const [token = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([01](?:\.\d{0,3})?)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    if (token) weights.set(token, q === undefined ? 1 : Number(q));
  }
  const weight = (/** @type {string} */ name) => weights.get(name) ?? weights.get('*') ?? 0;
  let best;
  for (const { name } of ENCODINGS) if (weight(name) > 0 && (best === undefined || weight(name) > weight(best))) best = name;
  return best;
}

/**
 * A Vary header value with `field` added once.
 * @param {string | number | string[] | undefined} vary
 * @param {string} field
 */
export function varyWith(vary, field) {
  const fields = String(vary ?? '').split(',').map((name) => name.trim()).filter(Boolean);
  return fields.some((name) => name.toLowerCase() === field.toLowerCase()) ? fields.join(', ') : [...fields, field].join(', ');
}

/**
 * Compresses `body` for the client when it is worth it. Brotli at quality 5 and gzip at level 6:
 * on the fly the server's time counts too (quality 11 is for build time).
 * @param {import('node:http').IncomingMessage | undefined} req
 * @param {string | undefined} type
 * @param {string | Buffer} body
 * @returns {{ body: Buffer, headers: Record<string, string> }}
 */
export function compressFor(req, type, body) {
  const data = typeof body === 'string' ? Buffer.from(body) : body;
  if (!isCompressible(type)) return { body: data, headers: {} };
  const encoding = data.length >= MIN_COMPRESSED_BYTES ? chooseEncoding(req?.headers['accept-encoding']) : undefined;
  if (encoding === undefined) return { body: data, headers: { vary: 'Accept-Encoding' } };
  const compressed = encoding === 'br' ? brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) : gzipSync(data, { level: 6 });
  return { body: compressed, headers: { vary: 'Accept-Encoding', 'content-encoding': encoding } };
}

/**
 * Sends a whole body, compressed for the client when it is worth it.
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {Record<string, string>} headers Content-Type among them
 * @param {string | Buffer} body
 */
export function sendCompressed(res, status, headers, body) {
  const type = Object.entries(headers).find(([name]) => name.toLowerCase() === 'content-type')?.[1];
  const { body: sent, headers: encoding } = compressFor(res.req, type, body);
  // A Vary set earlier on the response (Cookie, for a page that shows who is signed in) is kept.
  const given = headers.vary ?? res.getHeader('vary');
  const vary = encoding.vary === undefined ? given : varyWith(given, encoding.vary);
  res.writeHead(status, { ...headers, ...encoding, ...(vary === undefined ? {} : { vary: String(vary) }), 'content-length': String(sent.length) });
  res.end(res.req?.method === 'HEAD' ? undefined : sent);
}
