// Where a request was started, for the routes that change a visitor's state (sign-in, sign-out).
// A browser says so itself in Sec-Fetch-Site; browsers without it (Safari before 16.4) still
// send Origin on every cross-site POST and, under our Referrer-Policy, the origin as Referer on
// same-origin navigations, so those are compared with the Host the request was sent to.
//
//   'same'    same-origin or same-site: a click or form on our own pages
//   'direct'  Sec-Fetch-Site: none: a typed address, a bookmark, another app
//   'cross'   started by another site's page (or an opaque origin, Origin: null)
//   'unknown' no browser signal at all: curl, a script; never a cross-site browser POST

/** @typedef {'same' | 'direct' | 'cross' | 'unknown'} RequestSite */

/**
 * The host of an absolute URL, or undefined when it is none.
 * @param {string} url
 */
function hostOf(url) {
  try {
    return new URL(url).host;
  } catch {
    return undefined;
  }
}

/**
 * @param {import('node:http').IncomingHttpHeaders} headers
 * @returns {RequestSite}
 */
export function requestSite(headers) {
  const fetchSite = headers['sec-fetch-site'];
  if (fetchSite === 'same-origin' || fetchSite === 'same-site') return 'same';
  if (fetchSite === 'none') return 'direct';
  if (fetchSite !== undefined) return 'cross';
  const claimed = headers.origin ?? headers.referer;
  if (claimed === undefined) return 'unknown';
  const host = headers.host?.toLowerCase();
  return host !== undefined && hostOf(claimed) === host ? 'same' : 'cross';
}
