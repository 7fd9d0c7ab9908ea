// The one rule for every redirect the backend answers (sign-in, logout): only a path on this
// origin, else '/'. Judged after WHATWG normalisation, the way a browser will read the Location
// header, not on the raw text: `/..//evil.example`, `/%2e%2e//evil.example` and `/\t/evil` all
// start innocently and normalise to a path beginning `//`, which a browser reads as another host.
//
// The origin is a placeholder by default. Any origin gives the same answer, since the question
// is only whether `target` stays on whatever origin it is resolved against; a request's Host
// header, which a client chooses, is never consulted.

const PLACEHOLDER_ORIGIN = 'http://marquee.invalid';

/**
 * `target` as an origin-relative path (pathname + search + hash) when it stays on `origin`,
 * else '/'. The answer is always ASCII (WHATWG percent-encodes the rest), so it is safe as a
 * header value.
 * @param {string | null | undefined} target
 * @param {string} [origin]
 */
export function safeRedirect(target, origin = PLACEHOLDER_ORIGIN) {
  // Only paths: 'relative' or 'evil.example' would resolve against the current page, not '/'.
  if (typeof target !== 'string' || !target.startsWith('/')) return '/';
  let resolved;
  try {
    resolved = new URL(target, origin);
  } catch {
    return '/';
  }
  if (resolved.origin !== origin) return '/';
  const path = resolved.pathname + resolved.search + resolved.hash;
  // The path is read again by the browser: it must mean the same thing there (no '//host').
  try {
    const reread = new URL(path, origin);
    return reread.origin === origin && reread.href === resolved.href ? path : '/';
  } catch {
    return '/';
  }
}
