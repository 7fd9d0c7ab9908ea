// The demo's pages rendered on the server, as a real site would: their <site-header> and
// <site-footer> come with their shadow roots already in the HTML (marquee-site-chrome/server, from dist/),
// for this request's visitor: signed in or not (the demo's sign-in cookie), the locale the URL
// asks for (?locale=), and the page's own path. The elements then hydrate what was rendered.
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { ANSWER_PATH, CONSENT_COOKIE } from './consentAnswer.mjs';
import { currentUriOf } from './currentUri.mjs';
import { pageRecordOf } from './graph.mjs';
import { parseCookies } from './http.mjs';
import { createPageCache } from './pageCache.mjs';
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
 * The longest `?locale=` taken as one (RFC 5646 §4.4.1: 35 characters hold any useful language
 * tag). A longer one would only be logged, whole, by the renderer for each element it renders.
 */
export const LOCALE_MAX = 35;

/**
 * The locale a request's `?locale=` asks for, when it is shaped as a language tag.
 * @param {URLSearchParams} query
 */
export function requestedLocale(query) {
  const asked = query.get('locale') ?? undefined;
  return asked && asked.length <= LOCALE_MAX && /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(asked) ? asked : undefined;
}

/**
 * A page with server-rendered chrome loads the bundle after its first frame (docs/server-rendering.md): its script for /dist/marquee.js becomes the after-paint entry, with no preload, as
 * anything fetched before the first frame delays it.
 * @param {string} html
 */
export function loadBundleAfterPaint(html) {
  if (!html.includes(BUNDLE)) throw new Error(`the page has no ${BUNDLE}`);
  return html.replace(BUNDLE, '<script type="module" src="/dist/marquee-after-paint.js"></script>');
}

/**
 * The page with `tags` just before its `</body>` (at its end where it has none).
 * @param {string} html @param {string} tags
 */
export function atEndOfBody(html, tags) {
  const end = html.lastIndexOf('</body>');
  return end < 0 ? `${html}${tags}` : `${html.slice(0, end)}${tags}\n${html.slice(end)}`;
}

/**
 * Rendered pages by everything their HTML depends on: the page's file, locale, origin, path and
 * signed-in name. Rendering the chrome costs a few milliseconds of React per page, most of a
 * page view's time, while most views repeat one of a few combinations (every signed-out visit
 * to / is the same page). Bounded in count and in bytes (pageCache.mjs), least recently used
 * first out: a visitor naming themselves anew on every request only ever pushes out old pages,
 * and however large the pages a client asks for, they hold MAX_CACHED_BYTES at most. A typical
 * page costs about 130 KB (its key and the page, at two bytes a character), so the count binds
 * first. Nonces are added after, per request.
 */
const MAX_CACHED_PAGES = 100;
const MAX_CACHED_BYTES = 16 * 1024 * 1024;
const rendered = createPageCache({ maxPages: MAX_CACHED_PAGES, maxBytes: MAX_CACHED_BYTES });

/**
 * @param {ServerRenderer | null} renderer
 * @param {string} html
 * @param {import('./context.mjs').Context} ctx
 * @param {ReturnType<typeof import('./graph.mjs').createGraph>} [graph]  asks the consent prompt for the banner
 */
export async function renderPage(renderer, html, ctx, graph) {
  if (!renderer) return html;
  const user = signedInUser(ctx.req);
  const locale = requestedLocale(ctx.query);
  const origin = requestOrigin(ctx.req.headers.host, ctx.secure);
  // The page as the visitor asked for it, its query included: the search category (`s`) and the
  // links' `u` follow it, as on a client-rendered page (spec §2, §4). Bounded: the renderer writes
  // it into every link (currentUri.mjs).
  const currentUri = currentUriOf(ctx.rawPath === '/index.html' ? '/' : ctx.rawPath, ctx.query);
  const answered = pageRecordOf(parseCookies(ctx.req).get(CONSENT_COOKIE), ctx.received) !== undefined;
  // The question in the chrome's language: ?locale=, else the locale the page gives its own
  // elements (never one a visitor's tag names: the renderer decides which are the page's).
  const prompt = graph && !answered ? await graph.privacyPromptFor(ctx, locale ?? renderer.pageChromeLocale(html) ?? 'en-US') : undefined;
  // Back to this very page after answering without script.
  const returnTo = currentUri;
  const key = JSON.stringify([html, locale, origin, currentUri, user, prompt, prompt ? returnTo : '']);
  const cached = rendered.get(key);
  if (cached !== undefined) return cached;
  const page = await renderer.renderChromeTags(html, {
    locale,
    origin,
    defaults: { 'current-uri': currentUri, ...(user ? { 'is-logged-in': '', username: user } : {}) },
    prompt,
    answerForm: { action: ANSWER_PATH, returnTo },
  });
  // The whole up-front graph is named at once, by hashed names (docs/using-on-a-page.md);
  // where the chrome was rendered here, by the after-paint loader at the end of the body, the
  // shared code prefetched from the head (docs/server-rendering.md).
  const result =
    page === html
      ? page.replace(BUNDLE, renderer.chromeHeadTags({ locale }))
      : atEndOfBody(page.replace(BUNDLE, renderer.chromeHeadTags({ locale, load: 'prefetch' })), renderer.chromeHeadTags({ locale, load: 'after-paint' }));
  rendered.set(key, result);
  return result;
}
