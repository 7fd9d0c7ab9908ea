// GET /suggestion/{category path}{first letter}/{canonical query}.json?includeVideos=1 (spec §7)
// and GET /images/poster/{id}.svg.
//
// Category paths: '' (All: titles, people, genres), 'titles/', 'names/'. The answer is
// `{ d: [item…], q: query, v: 1 }`, items as in spec §3 (see index.mjs for their fields); `v`
// (videos) only with includeVideos=1. The URL names a file, as on a CDN or in the static export
// (scripts/export-suggestions.mjs), so a URL that no canonical query produces is a 404 with a
// reason: an unknown category, a first letter that is not the query's first character, or a
// query that is not canonical (spec §5: lowercase, no leading whitespace, at most 40 characters).
// Image URLs in items are root-relative: a host serving suggestions from another origin serves
// /images/ there too. Answers may be cached by a CDN for a day (the index changes only on deploy).
import { HttpError, decodeSegment, requireMethod, sendJson } from '../http.mjs';
import { POSTER, THUMBNAIL } from './index.mjs';
import { posterSvg } from './poster.mjs';
import { isCanonicalQuery } from './text.mjs';

/** @typedef {import('./index.mjs').SuggestionIndex} SuggestionIndex */
/** @typedef {import('./index.mjs').Scope} Scope */

/** @type {Record<string, Scope>} category path → index scope */
export const CATEGORY_SCOPES = { '': 'all', 'titles/': 'titles', 'names/': 'names' };

const CACHEABLE = 'public, max-age=300, s-maxage=86400';

/**
 * The endpoint path for a canonical query, exactly as the client builds it.
 * @param {string} categoryPath '', 'titles/' or 'names/'
 * @param {string} query canonical
 */
export function suggestionPath(categoryPath, query) {
  const first = String.fromCodePoint(query.codePointAt(0) ?? 0);
  return `/suggestion/${categoryPath}${encodeURIComponent(first)}/${encodeURIComponent(query)}.json`;
}

/**
 * The answer body for a query, as the endpoint and the static export serve it.
 * @param {SuggestionIndex} index
 * @param {Scope} scope
 * @param {string} query
 * @param {boolean} includeVideos
 */
export function suggestionBody(index, scope, query, includeVideos) {
  return { d: index.suggest(scope, query, { includeVideos }), q: query, v: 1 };
}

/**
 * Reads scope and query from an endpoint path, or throws a 404 saying why.
 * @param {string} rawPath
 */
export function parseSuggestionPath(rawPath) {
  const parts = rawPath.slice('/suggestion/'.length).split('/');
  const [categoryPath, letterPart, filePart] =
    parts.length === 2 ? ['', parts[0] ?? '', parts[1] ?? ''] : parts.length === 3 ? [`${parts[0]}/`, parts[1] ?? '', parts[2] ?? ''] : ['?', '', ''];
  const scope = CATEGORY_SCOPES[categoryPath];
  if (scope === undefined) throw new HttpError(404, 'unknown suggestion category; use /suggestion/, /suggestion/titles/ or /suggestion/names/');
  if (!filePart.endsWith('.json')) throw new HttpError(404, 'a suggestion path ends in {query}.json');
  const letter = decodeSegment(letterPart);
  const query = decodeSegment(filePart.slice(0, -'.json'.length));
  if (!isCanonicalQuery(query)) {
    throw new HttpError(404, 'not a canonical query: lowercase, no leading whitespace, 1 to 40 characters');
  }
  if (letter !== String.fromCodePoint(query.codePointAt(0) ?? 0)) {
    throw new HttpError(404, "the first-letter folder must be the query's first character");
  }
  return { scope, query };
}

/**
 * @param {SuggestionIndex} index
 * @returns {import('../context.mjs').Route[]}
 */
export function suggestionRoutes(index) {
  return [
    {
      name: 'suggestion',
      endpoint: 'suggestion',
      matches: (path) => path.startsWith('/suggestion/'),
      handle(ctx) {
        requireMethod(ctx.req, ['GET', 'HEAD']);
        const { scope, query } = parseSuggestionPath(ctx.rawPath);
        const body = suggestionBody(index, scope, query, ctx.query.get('includeVideos') === '1');
        sendJson(ctx.res, 200, body, { 'cache-control': CACHEABLE, 'access-control-allow-origin': '*' });
      },
    },
    {
      name: 'poster',
      matches: (path) => path.startsWith('/images/poster/'),
      handle(ctx) {
        requireMethod(ctx.req, ['GET', 'HEAD']);
        const match = /^\/images\/poster\/((?:tt|nm|in|vi)\d+)\.svg$/.exec(ctx.rawPath);
        const entity = match?.[1] === undefined ? undefined : index.get(match[1]);
        if (!entity) throw new HttpError(404, 'no such poster');
        const size = entity.kind === 'video' ? THUMBNAIL : POSTER;
        // A video's thumbnail shows its title's initials.
        const label = entity.kind === 'video' ? (index.get(entity.parentId)?.label ?? entity.label) : entity.label;
        const svg = posterSvg({ id: entity.id, label, ...size });
        ctx.res.writeHead(200, {
          'content-type': 'image/svg+xml; charset=utf-8',
          'content-length': Buffer.byteLength(svg),
          'cache-control': 'public, max-age=86400',
          'access-control-allow-origin': '*',
          // An SVG opened directly is a document: it may never run script or load anything.
          'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
          'x-content-type-options': 'nosniff',
        });
        ctx.res.end(svg);
      },
    },
  ];
}
