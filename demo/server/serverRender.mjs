// The demo's pages rendered on the server, as a real site would: their <site-header> and
// <site-footer> come with their shadow roots already in the HTML (marquee/server, from dist/),
// for this request's visitor: signed in or not (the demo's sign-in cookie), the locale the URL
// asks for (?locale=), and the page's own path. The elements then hydrate what was rendered.
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { requestOrigin } from './requestOrigin.mjs';
import { signedInUser } from './session.mjs';

/**
 * @typedef {typeof import('../../src/server')} ServerRenderer
 */

/**
 * The renderer of the built package, or null when dist/ has not been built (pages are then
 * served as they are, rendered in the browser only).
 * @param {string} root  the repository root
 * @returns {() => Promise<ServerRenderer | null>}
 */
export function loadServerRenderer(root) {
  const file = join(root, 'dist', 'server', 'index.js');
  /** @type {Promise<ServerRenderer | null> | undefined} */
  let loaded;
  return () => {
    loaded ??= existsSync(file) ? import(pathToFileURL(file).href) : Promise.resolve(null);
    return loaded;
  };
}

const BUNDLE = '<script type="module" src="/dist/marquee.js"></script>';

/**
 * A page with server-rendered chrome loads the bundle after its first frame (README: Server
 * rendering): its script for /dist/marquee.js becomes the after-paint entry, the bundle preloaded.
 * @param {string} html
 */
export function loadBundleAfterPaint(html) {
  if (!html.includes(BUNDLE)) throw new Error(`the page has no ${BUNDLE}`);
  return html.replace(BUNDLE, '<link rel="modulepreload" href="/dist/marquee.js" />\n    <script type="module" src="/dist/marquee-after-paint.js"></script>');
}

/**
 * @param {ServerRenderer | null} renderer
 * @param {string} html
 * @param {import('./context.mjs').Context} ctx
 */
export async function renderPage(renderer, html, ctx) {
  if (!renderer) return html;
  const user = signedInUser(ctx.req);
  const asked = ctx.query.get('locale') ?? undefined;
  const locale = asked && /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(asked) ? asked : undefined;
  const rendered = await renderer.renderChromeTags(html, {
    locale,
    origin: requestOrigin(ctx.req.headers.host, ctx.secure),
    defaults: {
      'current-uri': ctx.rawPath === '/index.html' ? '/' : ctx.rawPath,
      ...(user ? { 'is-logged-in': '', username: user } : {}),
    },
  });
  // The whole up-front graph is named at once, by hashed names (README "Caching and preloading").
  return rendered.replace(BUNDLE, renderer.chromeHeadTags({ locale, load: rendered === html ? 'at-once' : 'after-paint' }));
}
