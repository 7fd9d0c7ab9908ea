// The page's own address as the chrome writes it into its links (`current-uri`: the `u=` of
// sign-in, of 'Use app', of every link the link helper marks, spec §2), bounded. The address is
// the client's to choose, and a rendered page carries it some 65 times, each percent-encoded
// again: a 15 KB target made a 4.7 MB page (issue 71). Up to CURRENT_URI_MAX characters it is
// written whole; past that its query is dropped (the path still brings the visitor back), and a
// path alone past it gives '/'. No real page's address comes near it.

/** Characters of path and query the chrome's links carry at most. */
export const CURRENT_URI_MAX = 1024;

/**
 * The request's path and query as `current-uri`, at most CURRENT_URI_MAX characters.
 * @param {string} rawPath  still percent-encoded
 * @param {URLSearchParams} query
 */
export function currentUriOf(rawPath, query) {
  const whole = query.size > 0 ? `${rawPath}?${query}` : rawPath;
  if (whole.length <= CURRENT_URI_MAX) return whole;
  return rawPath.length <= CURRENT_URI_MAX ? rawPath : '/';
}
