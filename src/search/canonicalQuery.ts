/** Spec §5/§9: a suggestion query is at most 40 characters. */
export const QUERY_MAX = 40;

/**
 * The canonical suggestion query, in the spec's order (§5): lowercased, cut to 40 characters,
 * then leading whitespace removed — so padding counts towards the 40, and a padded query asks for
 * fewer than 40 characters. Characters are code points, so a cut never leaves half a surrogate pair (which
 * encodeURIComponent refuses) and the backend, which counts code points too, never refuses it.
 * URL encoding happens where the URL is built (suggestionUrl.ts). '' means: ask for nothing.
 */
export function canonicalQuery(text: string): string {
  return Array.from(text.toLowerCase()).slice(0, QUERY_MAX).join('').trimStart();
}

/** Length in characters (code points), as the spec counts them. */
export function queryLength(text: string): number {
  return Array.from(text).length;
}
