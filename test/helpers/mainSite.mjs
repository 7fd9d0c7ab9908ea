// For browser tests of a partner's page on its own origin (issue 74): the test page's origin,
// http://localhost:PORT, is the partner's site; the same test server reached as
// http://127.0.0.1:PORT is the main site, answered by a reference backend of its own, as
// `npm start` answers (dist/ served to any origin, CORS for the partner). Another host is another
// origin, and another site, to every engine.
//
//   any request to 127.0.0.1:PORT                 → the main site's backend
//   GET    /__main-site/events?type=…&after=…     → what the main site received (its /__events)
//   GET    /__main-site/requests?after=N          → { requests: [{ id, method, path }] } every
//                                                   request the main site answered, suggestions too
//   GET    /__partner/RELEASE/PAGE.html           → a partner page as that release's manual wrote
//                                                   it (test/contract/RELEASE/), on this origin
//   GET    /__partner/RELEASE/APP.js              → an app's code as that manual wrote it
//                                                   (test/contract/RELEASE/APP.tsx), bundled
//
// A page's `https://www.example.com`, the manuals' main site, is the main site here. Its
// `<!-- chromeHeadTags {options} -->` are the tags the build's chromeHeadTags writes for them (the
// manuals say to generate them), and a page named server-rendered-*.html goes through the build's
// renderChromeTags for the partner's origin, as the manual's server does. What the page's console
// says is kept in its window.marqueeConsole. Needs the build in dist/.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { createBackend } from '../../demo/server/app.mjs';

const ROOT = new URL('../../', import.meta.url);
const SERVER = new URL('dist/server/index.js', ROOT);
const MANUAL_MAIN = 'https://www.example.com';

/**
 * An app of a release's manual (test/contract/RELEASE/NAME.tsx), bundled as the app's bundler
 * would: the package's subpaths are the build's files (package.json's exports), React the app's own.
 */
async function bundledApp(/** @type {string} */ release, /** @type {string} */ name) {
  const result = await build({
    entryPoints: [fileURLToPath(new URL(`test/contract/${release}/${name}.tsx`, ROOT))],
    bundle: true,
    format: 'esm',
    write: false,
    jsx: 'automatic',
    target: 'es2022',
    define: { 'process.env.NODE_ENV': '"production"' },
    alias: { 'marquee-site-chrome/bundler': fileURLToPath(new URL('dist/bundler/marquee.js', ROOT)) },
    logLevel: 'silent',
  });
  return result.outputFiles[0]?.text ?? '';
}

/** What the page's console says, kept before any other script of the page runs. */
const CONSOLE_SPY = `<script>window.marqueeConsole = [];
for (const level of ['error', 'warn']) {
  const original = console[level].bind(console);
  console[level] = (...args) => { window.marqueeConsole.push({ level, text: args.map(String).join(' ') }); original(...args); };
}</script>`;

/**
 * @param {number} port the test server's
 * @returns {(ctx: import('koa').Context, next: () => Promise<unknown>) => Promise<unknown>}
 */
export function mainSite(port) {
  const main = `http://127.0.0.1:${String(port)}`;
  const partner = `http://localhost:${String(port)}`;
  const backend = createBackend({ faults: true, staticRoot: fileURLToPath(ROOT), partnerOrigins: [partner] });
  /** @type {{ id: number, method: string, path: string }[]} */
  const requests = [];

  return async (ctx, next) => {
    if (ctx.host === `127.0.0.1:${String(port)}`) {
      requests.push({ id: requests.length + 1, method: ctx.method, path: ctx.path });
      if (await backend.handle(ctx.req, ctx.res)) ctx.respond = false;
      else ctx.status = 404;
      return undefined;
    }
    if (ctx.path === '/__main-site/events') {
      ctx.req.url = `/__events${ctx.search}`;
      await backend.handle(ctx.req, ctx.res);
      ctx.respond = false;
      return undefined;
    }
    if (ctx.path === '/__main-site/requests') {
      const after = Number(ctx.query.after ?? 0);
      ctx.body = { requests: requests.filter((request) => request.id > after) };
      return undefined;
    }
    const app = /^\/__partner\/([\w.-]+)\/([\w-]+)\.js$/.exec(ctx.path);
    if (app) {
      ctx.type = 'js';
      ctx.set('cache-control', 'no-store');
      ctx.body = await bundledApp(app[1] ?? '', app[2] ?? '');
      return undefined;
    }
    const page = /^\/__partner\/([\w.-]+)\/([\w-]+\.html)$/.exec(ctx.path);
    if (!page) return next();
    const [, release = '', name = ''] = page;
    /** @type {typeof import('../../src/server')} */
    const server = await import(SERVER.href);
    let html = (await readFile(new URL(`test/contract/${release}/${name}`, ROOT), 'utf8')).replaceAll(MANUAL_MAIN, main);
    html = html.replace(/<!-- chromeHeadTags (\{.*?\}) -->/g, (_, options) => server.chromeHeadTags(JSON.parse(options)));
    if (name.startsWith('server-rendered-')) html = await server.renderChromeTags(html, { origin: partner });
    ctx.type = 'html';
    ctx.set('cache-control', 'no-store');
    ctx.body = html.replace(/<head>/i, `<head>${CONSOLE_SPY}`);
    return undefined;
  };
}
