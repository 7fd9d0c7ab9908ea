// Static files from a few mounted folders, refusing every way out of them:
// encoded separators or dots (%2F, %5C, %2e%2e) and '..' segments are a 400, dotfiles are
// not served, and a file whose real path (after symlinks) leaves its folder is a 403.
// A path that names no file resolves false, so the caller can try something else.
// HTML files can be rewritten per request (`prepareHtml`: a session cookie, CSP nonces); those
// are read whole and revalidated on every view (`private, no-cache`: each answer is the visitor's
// own, and no-store would keep the page out of the back/forward cache).
import { createReadStream } from 'node:fs';
import { readFile, realpath, stat } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { extname, join, sep } from 'node:path';
import { ENCODINGS, MIN_COMPRESSED_BYTES, chooseEncoding, isCompressible, sendCompressed } from './compression.mjs';
import { HttpError, decodeSegment } from './http.mjs';

export const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

/**
 * @typedef {object} Mount
 * @property {string} prefix     URL prefix ending in '/'
 * @property {string} dir        folder served under it
 * @property {string[]} [hidden] first path segments never served (e.g. 'server' under demo/)
 * @property {string[]} [extensions] the only kinds of file served under it (e.g. what pages load,
 *   not the sources beside them); without it, any
 * @property {(file: string) => string} [cacheControl] Cache-Control for a file (its path below the mount)
 * @property {boolean} [public] served to any origin (CORS and CORP), as public CDNs serve packages
 * @property {boolean} [sourceMaps] each script's map is beside it: named by a SourceMap header
 */

/**
 * The decoded path segments below a mount, or a 400 for anything that could climb out.
 * @param {string} rawRest the raw path after the mount prefix
 */
export function safeSegments(rawRest) {
  const segments = [];
  for (const raw of rawRest.split('/')) {
    if (raw === '') continue;
    const segment = decodeSegment(raw);
    // eslint-disable-next-line no-control-regex
    if (segment === '.' || segment === '..' || /[/\\\u0000]/.test(segment)) throw new HttpError(400, 'path not allowed');
    segments.push(segment);
  }
  return segments;
}

/** @param {string} file */
const hasFile = (file) => stat(file).then((info) => info.isFile(), () => false);

/**
 * @param {readonly Mount[]} mounts longest prefixes first
 * @param {{ cacheControl?: string }} [options]
 */
export function createStatic(mounts, { cacheControl = 'no-cache' } = {}) {
  /**
   * @param {Mount} mount
   * @param {string[]} segments
   */
  async function locate(mount, segments) {
    if (segments.length === 0 || segments.some((s) => s.startsWith('.')) || mount.hidden?.includes(segments[0] ?? '')) return undefined;
    try {
      const root = await realpath(mount.dir);
      const file = await realpath(join(root, ...segments));
      if (!file.startsWith(root + sep)) throw new HttpError(403, 'path not allowed');
      const info = await stat(file);
      return info.isFile() ? { file, info } : undefined;
    } catch (error) {
      if (error instanceof HttpError) throw error;
      const code = /** @type {NodeJS.ErrnoException} */ (error).code;
      if (code === 'ENOENT' || code === 'ENOTDIR' || code === 'ENAMETOOLONG' || code === 'ELOOP') return undefined;
      throw error;
    }
  }

  /**
   * Answers the request from a mounted folder; resolves false when no file matches.
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {string} rawPath the percent-encoded path to look up
   * @param {{ prepareHtml?: (html: string) => string | Promise<string> }} [options]
   */
  return async function serveStatic(req, res, rawPath, { prepareHtml } = {}) {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    // The first mount of the path that has the file: a later one of the same prefix is a fallback
    // (a previous build's files kept after a deploy, scripts/keep-previous.mjs).
    const prefix = mounts.find((m) => rawPath.startsWith(m.prefix))?.prefix;
    let mount;
    let segments = /** @type {string[]} */ ([]);
    let found;
    for (const candidate of mounts.filter((m) => m.prefix === prefix)) {
      mount = candidate;
      segments = safeSegments(rawPath.slice(candidate.prefix.length));
      found = await locate(candidate, segments);
      if (found) break;
    }
    if (!mount || !found || (mount.extensions && !mount.extensions.includes(extname(found.file).toLowerCase()))) return false;
    const caching = {
      'cache-control': mount.cacheControl?.(segments.join('/')) ?? cacheControl,
      ...(mount.sourceMaps && extname(found.file) === '.js' && (await hasFile(`${found.file}.map`)) ? { sourcemap: `${segments.at(-1) ?? ''}.map` } : {}),
      ...(mount.public ? { 'access-control-allow-origin': '*', 'cross-origin-resource-policy': 'cross-origin' } : {}),
    };
    const type = /** @type {Record<string, string>} */ (CONTENT_TYPES)[extname(found.file).toLowerCase()] ?? 'application/octet-stream';
    if (prepareHtml && !mount.public && type.startsWith('text/html')) {
      const html = await prepareHtml(await readFile(found.file, 'utf8'));
      sendCompressed(res, 200, { 'content-type': type, 'cache-control': 'private, no-cache', 'x-content-type-options': 'nosniff' }, html);
      return true;
    }
    // The copy compressed at build time that this client takes best, else the file itself (a
    // text file without such a copy is compressed as it is sent). Each has its own ETag.
    const encoding = isCompressible(type) ? chooseEncoding(req.headers['accept-encoding']) : undefined;
    const copy = encoding && (await locate(mount, [...segments.slice(0, -1), `${segments.at(-1) ?? ''}${ENCODINGS.find(({ name }) => name === encoding)?.suffix ?? ''}`]));
    const served = copy || found;
    const onTheFly = !copy && encoding !== undefined && found.info.size >= MIN_COMPRESSED_BYTES;
    const etag = `W/"${served.info.size.toString(36)}-${Math.floor(served.info.mtimeMs).toString(36)}${copy || onTheFly ? `-${String(encoding)}` : ''}"`;
    const representation = {
      ...caching,
      etag,
      ...(isCompressible(type) ? { vary: 'Accept-Encoding' } : {}),
      ...(copy || onTheFly ? { 'content-encoding': String(encoding) } : {}),
    };
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304, representation);
      res.end();
      return true;
    }
    if (onTheFly) {
      sendCompressed(res, 200, { 'content-type': type, ...caching, 'x-content-type-options': 'nosniff', etag }, await readFile(found.file));
      return true;
    }
    res.writeHead(200, {
      'content-type': type,
      'content-length': served.info.size,
      ...representation,
      'x-content-type-options': 'nosniff',
    });
    if (req.method === 'HEAD') {
      res.end();
      return true;
    }
    try {
      await pipeline(createReadStream(served.file), res);
    } catch (error) {
      // Headers are gone already: the only honest signal left is a cut connection.
      const code = /** @type {NodeJS.ErrnoException} */ (error).code;
      if (code !== 'ERR_STREAM_PREMATURE_CLOSE') console.error('[marquee backend] static read failed:', error);
      res.destroy();
    }
    return true;
  };
}
