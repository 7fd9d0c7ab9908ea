// A server-rendered host page (page.mjs), in plain Node: each request gets the chrome's attributes
// of its own, and the chrome itself is rendered into the HTML by marquee/server (the elements then
// hydrate it, and without JavaScript it is plain working HTML) — the locale from ?locale= or Accept-Language, the signed-in state from the demo
// sign-in cookie, the current URI from the request. The bundle is served from the installed
// marquee package; the chrome's calls and the demo sign-in (/registration/signin, where the
// header's Sign In leads and which returns to current-uri) are answered by Marquee's reference
// backend, as a partner's own server would answer them in production.
//
//   npm run build && node demo/ssr/server.mjs        http://127.0.0.1:8001/ (PORT overrides; 0 picks one)
import { createReadStream } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadBackend } from 'marquee/testing/plugin';
import { renderChromeTags } from 'marquee/server';
import { renderPage } from './page.mjs';

const dist = dirname(fileURLToPath(import.meta.resolve('marquee')));
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

/** `?locale=`, else the browser's first language with a region (`de-DE`), else en-US. */
function pickLocale(/** @type {URL} */ url, /** @type {string | undefined} */ acceptLanguage) {
  const asked = url.searchParams.get('locale');
  if (asked) return asked;
  const preferred = (acceptLanguage ?? '').split(',').map((tag) => tag.split(';')[0]?.trim() ?? '');
  return preferred.find((tag) => /^[a-z]{2}-[A-Z]{2}$/i.test(tag)) ?? 'en-US';
}

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const file = /^\/dist\/([\w.-]+\.js(?:\.map)?)$/.exec(url.pathname)?.[1];
  if (file) {
    const stream = createReadStream(join(dist, file));
    stream.on('open', () => res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' }));
    stream.on('error', () => res.writeHead(404).end());
    stream.pipe(res);
    return;
  }
  backend.handle(req, res).then(
    async (answered) => {
      if (answered) return;
      if (req.method !== 'GET' && req.method !== 'HEAD') return void res.writeHead(405).end();
      // Pages only: a file this server does not have (/favicon.ico, …) is not found.
      if (/\.\w+$/.test(url.pathname)) return void res.writeHead(404).end();
      const page = renderPage({ locale: pickLocale(url, req.headers['accept-language']), username: signedInUser(req), currentUri: url.pathname + url.search });
      const html = await renderChromeTags(page, { origin: `http://${req.headers.host ?? 'localhost'}` });
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(html);
    },
    (/** @type {unknown} */ error) => {
      console.error('[ssr demo]', error);
      res.destroy();
    },
  );
});

server.listen(Number(process.env.PORT ?? 8001), '127.0.0.1', () => {
  const address = server.address();
  console.log(`SSR demo on http://127.0.0.1:${String(typeof address === 'object' && address ? address.port : '')}/`);
});
