/**
 * The endpoint path of a canonical query (spec §7):
 * /suggestion/{category path}{first letter}/{query}.json, letter and query each URL-encoded,
 * exactly as the reference backend's suggestionPath builds it. The path also serves as the
 * query's cache key: it names category path and query without ambiguity.
 *
 * Undefined when no URL can name the query: one starting with '.' would make the letter folder
 * a "." segment, which URL parsing removes (the encoded "%2E" too), so such queries are not asked.
 */
export function suggestionPath(categoryPath: string, query: string): string | undefined {
  const first = query.codePointAt(0);
  if (first === undefined || query.startsWith('.')) return undefined;
  return `/suggestion/${categoryPath}${encodeURIComponent(String.fromCodePoint(first))}/${encodeURIComponent(query)}.json`;
}

/** A root-relative path on the suggestion host ('' is this page's origin). */
export function onSuggestionHost(host: string, path: string): string {
  return `${host.replace(/\/+$/, '')}${path}`;
}
