/** Spec §5/§9: a suggestion query is at most 40 characters. */
export const QUERY_MAX = 40;

/**
 * The canonical suggestion query (spec §5): leading whitespace removed, lowercase, at most 40
 * characters. Characters are code points, so a cut never leaves half a surrogate pair (which
 * encodeURIComponent refuses) and the backend, which counts code points too, never refuses it.
 * URL encoding happens where the URL is built (suggestionUrl.ts). '' means: ask for nothing.
 */
export function canonicalQuery(text: string): string {
  return Array.from(text.trimStart().toLowerCase()).slice(0, QUERY_MAX).join('');
}

/** Length in characters (code points), as the spec counts them. */
export function queryLength(text: string): number {
  return Array.from(text).length;
}
