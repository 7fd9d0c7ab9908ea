// The static export: the suggestion endpoint's answers as files with the endpoint's paths, for
// a CDN or an object store. It calls the same index and answer code as the live endpoint.
//
// Which queries: for every label of each category, every prefix of 1 to `maxPrefix` characters
// starting at each word start of the lowercased label ("star wars" → s, st, sta, star, "star ",
// star w, …, w, wa, war, wars). That is what a person typing a name from its start, or from
// any of its words, sends first; longer queries 404 on the static tree, and the client shows
// no suggestions for them (spec §8). Skipped: queries with an answer of no items, and queries
// that cannot be a file name the same way on every static server: containing '/' or '\', or
// starting with '.'.
//
// File names are the decoded query (a static server percent-decodes the request path before
// looking the file up): /suggestion/titles/s/star%20w.json is the file suggestion/titles/s/star w.json.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { CATEGORY_SCOPES, suggestionBody } from './route.mjs';
import { QUERY_MAX } from './text.mjs';

export const DEFAULT_MAX_PREFIX = 6;

/**
 * The bounded query set for one category, in a stable order.
 * @param {import('./index.mjs').SuggestionIndex} index
 * @param {import('./index.mjs').Scope} scope
 * @param {number} maxPrefix
 */
export function exportQueries(index, scope, maxPrefix) {
  /** @type {Set<string>} */
  const queries = new Set();
  for (const entry of index.entries(scope)) {
    const label = entry.label.toLowerCase();
    for (const match of label.matchAll(/(?<![\p{L}\p{N}])[\p{L}\p{N}]/gu)) {
      const chars = [...label.slice(match.index)];
      for (let length = 1; length <= Math.min(maxPrefix, QUERY_MAX, chars.length); length++) {
        const query = chars.slice(0, length).join('');
        if (!/[/\\]/.test(query)) queries.add(query);
      }
    }
  }
  return [...queries].sort();
}

/**
 * Writes the tree under `dir`; resolves the number of files written.
 * @param {import('./index.mjs').SuggestionIndex} index
 * @param {string} dir
 * @param {{ maxPrefix?: number }} [options]
 */
export async function exportSuggestions(index, dir, { maxPrefix = DEFAULT_MAX_PREFIX } = {}) {
  let written = 0;
  for (const [categoryPath, scope] of Object.entries(CATEGORY_SCOPES)) {
    for (const query of exportQueries(index, scope, maxPrefix)) {
      // The client always asks with includeVideos=1; the static tree answers that question.
      const body = suggestionBody(index, scope, query, true);
      if (body.d.length === 0) continue;
      const first = String.fromCodePoint(query.codePointAt(0) ?? 0);
      const file = join(dir, 'suggestion', categoryPath, first, `${query}.json`);
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, JSON.stringify(body));
      written++;
    }
  }
  return written;
}
