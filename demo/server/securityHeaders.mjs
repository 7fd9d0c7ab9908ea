// Security headers on every answer the backend gives, pages and API alike.
//
// Pages get a Content-Security-Policy that allows scripts, styles and connections from this
// origin only, plus inline <script> and <style> elements that carry the request's nonce; no
// inline event handlers, no eval, no plugins, no <base> rewriting. The chrome itself needs no
// more: its styles are constructable stylesheets (not governed by style-src), React sets
// styles through the CSSOM, and every call goes to the page's origin by default. A page that
// points the chrome at another host (suggestion-host, graph-endpoint, …) must add that host
// to connect-src. `frame-ancestors 'none'` (and X-Frame-Options for old browsers) keeps the
// consent banner from being framed and clicked blind. JSON answers get `default-src 'none'`:
// opened as a document they may run and load nothing.

/** @param {string} nonce */
export function pagePolicy(nonce) {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    `style-src 'self' 'nonce-${nonce}'`,
    "img-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export const API_POLICY = "default-src 'none'; frame-ancestors 'none'";

const HEADER_NAMES = ['content-security-policy', 'x-content-type-options', 'x-frame-options', 'referrer-policy'];

/**
 * Sets the headers on `res`; an answer's own writeHead values (JSON's API_POLICY, a poster's
 * policy) take precedence.
 * @param {import('node:http').ServerResponse} res
 * @param {string} policy pagePolicy(nonce), or API_POLICY where no page can follow
 */
export function applySecurityHeaders(res, policy) {
  res.setHeader('content-security-policy', policy);
  res.setHeader('x-content-type-options', 'nosniff');
  res.setHeader('x-frame-options', 'DENY');
  // Cross-origin links (the footer's social sites) learn the origin, never the page's path or query.
  res.setHeader('referrer-policy', 'strict-origin-when-cross-origin');
}

/**
 * Takes them off again, for a request the backend turned out not to answer (web-test-runner's
 * own files must stay as the test runner serves them).
 * @param {import('node:http').ServerResponse} res
 */
export function removeSecurityHeaders(res) {
  for (const name of HEADER_NAMES) res.removeHeader(name);
}

/**
 * Gives every <script> and <style> element of our own HTML the request's nonce. Only for files
 * of this repository's demo/, which never spell those tags inside text or attributes.
 * @param {string} html
 * @param {string} nonce
 */
export function addNonces(html, nonce) {
  return html.replace(/<(script|style)(?=[\s>])/gi, `<$1 nonce="${nonce}"`);
}
