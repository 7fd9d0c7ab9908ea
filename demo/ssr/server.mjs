// A server-rendered host page (page.mjs), in plain Node: each request gets the chrome's attributes
// of its own, and the chrome itself is rendered into the HTML by marquee-site-chrome/server (the elements then
// hydrate it, and without JavaScript it is plain working HTML) — the locale from ?locale= or Accept-Language, the signed-in state from the demo
// sign-in cookie, the current URI from the request. The bundle is served from the installed
// marquee package; the chrome's calls and the demo sign-in (/registration/signin, where the
// header's Sign In leads and which returns to current-uri) are answered by Marquee's reference
// backend, as a partner's own server would answer them in production.
//
// Every answer carries the reference backend's security headers (its securityHeaders.mjs, used
// as it is): pages a Content-Security-Policy whose inline scripts and styles need this request's
// nonce (the chrome's own styles in its shadow roots included), frame-ancestors 'none' and
// X-Frame-Options, so no other site can frame the page and its consent banner; everything else
// a policy under which it may run and load nothing. The backend keeps its database in memory
// here, bounded in bytes (its db.mjs IN_MEMORY_RETENTION). What it logs about a request is cut
// (its logText.mjs).
//
//   npm run build && node demo/ssr/server.mjs        http://127.0.0.1:8001/ (PORT overrides; 0 picks one)
import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadBackend } from 'marquee-site-chrome/testing/plugin';
import { renderChromeTags, SUPPORTED_LOCALES, warmRenderer } from 'marquee-site-chrome/server';
import { renderPage } from './page.mjs';

const dist = dirname(fileURLToPath(import.meta.resolve('marquee-site-chrome')));
/** A module of the reference backend, from the installed package (its demo/server/ is not exported by name). */
const backendModule = (/** @type {string} */ file) => new URL(`demo/server/${file}`, import.meta.resolve('marquee-site-chrome/package.json')).href;
/** @type {typeof import('../server/securityHeaders.mjs')} */
const { API_POLICY, addNonces, applySecurityHeaders, pagePolicy } = await import(backendModule('securityHeaders.mjs'));
/** @type {typeof import('../server/logText.mjs')} */
const { clip, logLine } = await import(backendModule('logText.mjs'));
// What a request may write into the chrome's links is bounded (docs/server-rendering.md): the
// address (URL_MAX, else 414; current-uri at most CURRENT_URI_MAX of it) and the Host (HOST_MAX).
/** @type {typeof import('../server/http.mjs')} */
const { URL_MAX } = await import(backendModule('http.mjs'));
/** @type {typeof import('../server/currentUri.mjs')} */
const { currentUriOf } = await import(backendModule('currentUri.mjs'));
/** @type {typeof import('../server/requestOrigin.mjs')} */
const { HOST_MAX } = await import(backendModule('requestOrigin.mjs'));

const USER_COOKIE = 'marquee-user'; // the reference backend's demo sign-in
const backend = await loadBackend();

/** @param {import('node:http').IncomingMessage} req */
function signedInUser(req) {
  for (const pair of (req.headers.cookie ?? '').split(';')) {
    const [name, value = ''] = pair.trim().split('=');
    if (name !== USER_COOKIE || value === '') continue;
    try {
      return decodeURIComponent(value);
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** The one of the chrome's locales that `tag` names (case and `_` aside), if any. */
const supported = (/** @type {string} */ tag) => SUPPORTED_LOCALES.find((locale) => locale.toLowerCase() === tag.trim().replace('_', '-').toLowerCase());

/**
 * `?locale=`, else the browser's first language the chrome speaks, else en-US: only a locale from
 * the supported list reaches the page (what a visitor typed never reaches a log line or the HTML).
 */
function pickLocale(/** @type {URL} */ url, /** @type {string | undefined} */ acceptLanguage) {
  const preferred = (acceptLanguage ?? '').split(',').map((tag) => tag.split(';')[0] ?? '');
  return [url.searchParams.get('locale') ?? '', ...preferred].map(supported).find(Boolean) ?? 'en-US';
}

/** A host name or IP literal, with an optional port: what a Host header may hold. */
const HOST = /^(?:[A-Za-z0-9._~-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/**
 * The request's path and query, and the origin it was sent to, or undefined when either is
 * malformed (a target such as `*` or `http://…`, a Host such as `a b`): the client's mistake, a 400.
 * @param {import('node:http').IncomingMessage} req
 */
function readRequest(req) {
  const target = req.url ?? '/';
  const host = req.headers.host ?? 'localhost';
  // Only a path: `//evil/x` would otherwise be read as a host, and `//[` throws.
  if (!target.startsWith('/') || host.length > HOST_MAX || !HOST.test(host)) return undefined;
  try {
    return { url: new URL(`http://localhost${target}`), origin: new URL(`http://${host}`).origin };
  } catch {
    return undefined;
  }
}

/**
 * Answers with a status and no body, or cuts the connection once an answer has begun.
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 */
function fail(res, status) {
  if (res.headersSent) res.destroy();
  else res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' }).end(status === 400 ? 'bad request\n' : 'internal error\n');
}

const server = createServer((req, res) => {
  // Hardened from the start; a page sets its own policy below, and the backend its own for its answers.
  applySecurityHeaders(res, API_POLICY);
  if ((req.url ?? '').length > URL_MAX) return void res.writeHead(414, { 'content-type': 'text/plain; charset=utf-8' }).end('the address is too long\n');
  const request = readRequest(req);
  if (!request) return fail(res, 400);
  const { url, origin } = request;
  const file = /^\/dist\/([\w.-]+\.js(?:\.map)?)$/.exec(url.pathname)?.[1];
  if (file) {
    const stream = createReadStream(join(dist, file));
    stream.on('open', () => res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' }));
    stream.on('error', () => (res.headersSent ? res.destroy() : res.writeHead(404).end()));
    stream.pipe(res);
    return;
  }
  backend
    .handle(req, res)
    .then(async (answered) => {
      if (answered) return;
      if (req.method !== 'GET' && req.method !== 'HEAD') return void res.writeHead(405).end();
      // Pages only: a file this server does not have (/favicon.ico, …) is not found.
      if (/\.\w+$/.test(url.pathname)) return void res.writeHead(404).end();
      // The page's <script> and <style> elements, and the chrome's styles, run by this nonce alone;
      // and only chrome tags that carry it are the page's own, rendered here.
      const nonce = randomBytes(16).toString('base64');
      const page = renderPage({ locale: pickLocale(url, req.headers['accept-language']), username: signedInUser(req), currentUri: currentUriOf(url.pathname, url.searchParams), nonce });
      const html = addNonces(await renderChromeTags(page, { origin, tagNonce: nonce }), nonce);
      applySecurityHeaders(res, pagePolicy(nonce));
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(html);
    })
    // A bug of ours: logged here (the request's target cut), never shown to the client, and the server goes on.
    .catch((/** @type {unknown} */ error) => {
      logLine('[ssr demo]', req.method, clip(req.url ?? ''), error);
      fail(res, 500);
    });
});

// Warm before it listens: the renderer loads what its first page needs (components, messages, jsdom)
// now, not while the first visitor waits (a cold first page took seconds).
await warmRenderer();
// This example's own backend (the demo's) warms its suggestion index and database the same way.
/** @type {typeof import('../server/warmUp.mjs')} */
const { warmUp } = await import(backendModule('warmUp.mjs'));
await warmUp(() => createServer(/** @type {import('node:http').RequestListener} */ (server.listeners('request')[0])), ['/']);

server.listen(Number(process.env.PORT ?? 8001), '127.0.0.1', () => {
  const address = server.address();
  console.log(`SSR demo on http://127.0.0.1:${String(typeof address === 'object' && address ? address.port : '')}/`);
});
