// Where a request was started, for the routes that change a visitor's state (sign-in, sign-out,
// the consent form). Only this origin's own pages count as ours: another origin of the same site
// (a sibling subdomain, another port of localhost) is as foreign as any other site, since it may
// be run by someone else or hold a weaker page. A browser says where a request came from in
// Sec-Fetch-Site; browsers without it (Safari before 16.4) still send Origin on every
// cross-origin POST and, under our Referrer-Policy, the full URL as Referer on same-origin
// navigations, so those are compared with the origin the request was sent to (scheme, host and
// port: requestOrigin.mjs).
//
//   'same-origin'  Sec-Fetch-Site: same-origin, or an Origin/Referer of this very origin: a click
//                  or form on our own pages
//   'direct'       Sec-Fetch-Site: none: a typed address, a bookmark, another app
//   'cross-origin' started by another origin's page, same-site or not (or an opaque origin,
//                  Origin: null)
//   'unknown'      no browser signal at all: curl, a script; never a browser's cross-origin POST

/** @typedef {'same-origin' | 'direct' | 'cross-origin' | 'unknown'} RequestSite */

/**
 * The origin of an absolute URL, or undefined when it is none ('null' included).
 * @param {string} url
 */
function originOf(url) {
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

/**
 * @param {import('node:http').IncomingHttpHeaders} headers
 * @param {string} ownOrigin  the origin the request was sent to, e.g. `https://www.example.com`
 * @returns {RequestSite}
 */
export function requestSite(headers, ownOrigin) {
  const fetchSite = headers['sec-fetch-site'];
  if (fetchSite === 'same-origin') return 'same-origin';
  if (fetchSite === 'none') return 'direct';
  // 'same-site' and 'cross-site' alike: another origin started it.
  if (fetchSite !== undefined) return 'cross-origin';
  const claimed = headers.origin ?? headers.referer;
  if (claimed === undefined) return 'unknown';
  return originOf(claimed) === ownOrigin ? 'same-origin' : 'cross-origin';
}
