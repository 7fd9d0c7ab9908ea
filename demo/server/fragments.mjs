// The chrome as fragments for edge includes (issue 77), for pages written by a server that is not
// Node: nginx's SSI, or a CDN's ESI, fetches each for the page's visitor and puts it where the page
// includes it (docs/server-rendering.md, "Edge includes"):
//   GET /chrome/site-header.html?locale=de-DE    and site-footer.html, consent-banner.html
// The page's own address comes in the X-Marquee-Current-Uri header, which the include's proxy sets
// (nginx: `$request_uri`, the page's); without it, `/`. Cookies decide the rest, as on the demo's
// own pages: a member (the sign-in cookie) gets the chrome with their name, `private, no-store`,
// never kept by a shared cache; a visitor signed out gets what every visitor of that page and locale
// gets, `public` for a minute, for a cache to keep per page and locale. The banner is the visitor's
// own (asked, or answered already), never kept.
import { sendCompressed } from './compression.mjs';
import { ANSWER_PATH, CONSENT_COOKIE } from './consentAnswer.mjs';
import { currentUriOf } from './currentUri.mjs';
import { pageRecordOf } from './graph.mjs';
import { HttpError, parseCookies, parseTarget } from './http.mjs';
import { requestOrigin } from './requestOrigin.mjs';
import { requestedLocale } from './serverRender.mjs';
import { signedInUser } from './session.mjs';

/** The request header that carries the including page's path and query. */
export const CURRENT_URI_HEADER = 'x-marquee-current-uri';
/** How long a cache may keep a signed-out fragment, in seconds. */
export const FRAGMENT_MAX_AGE = 60;
const ELEMENTS = new Set(['site-header', 'site-footer', 'consent-banner']);
const PATH = /^\/chrome\/([a-z-]+)\.html$/;

/**
 * @param {() => Promise<import('./serverRender.mjs').ServerRenderer | null>} serverRenderer
 * @param {ReturnType<typeof import('./graph.mjs').createGraph>} graph
 * @returns {import('./context.mjs').Route}
 */
export function fragmentsRoute(serverRenderer, graph) {
  return {
    name: 'fragments',
    matches: (path) => PATH.test(path),
    async handle(ctx) {
      const tag = PATH.exec(ctx.rawPath)?.[1] ?? '';
      if (!ELEMENTS.has(tag)) throw new HttpError(404, `no such fragment: the chrome's are ${[...ELEMENTS].map((name) => `/chrome/${name}.html`).join(', ')}`);
      if (ctx.method !== 'GET' && ctx.method !== 'HEAD') throw new HttpError(405, 'use GET');
      const renderer = await serverRenderer();
      if (!renderer) throw new HttpError(503, 'the chrome is not built: run `npm run build`');
      const header = ctx.req.headers[CURRENT_URI_HEADER];
      const given = typeof header === 'string' && header.startsWith('/') ? parseTarget(header) : { rawPath: '/', query: new URLSearchParams() };
      const currentUri = currentUriOf(given.rawPath, given.query);
      const locale = requestedLocale(ctx.query) ?? 'en-US';
      const origin = requestOrigin(ctx.req.headers.host, ctx.secure);
      const user = signedInUser(ctx.req);
      const attributes = { locale, 'current-uri': currentUri, ...(user ? { 'is-logged-in': '', username: user } : {}) };
      /** @type {import('../../src/server').RenderOptions} */
      const options = { locale, origin };
      if (tag === 'consent-banner' && pageRecordOf(parseCookies(ctx.req).get(CONSENT_COOKIE), ctx.received) === undefined) {
        Object.assign(options, { prompt: await graph.privacyPromptFor(ctx, locale), answerForm: { action: ANSWER_PATH, returnTo: currentUri } });
      }
      const shared = !user && tag !== 'consent-banner';
      const html = await renderer.renderElement(tag, attributes, options);
      sendCompressed(
        ctx.res,
        200,
        {
          'content-type': 'text/html; charset=utf-8',
          'cache-control': shared ? `public, max-age=${String(FRAGMENT_MAX_AGE)}` : 'private, no-store',
          // A cache keeps one per page (the header's value) as well as per URL (the locale).
          ...(shared ? { vary: 'X-Marquee-Current-Uri' } : {}),
        },
        ctx.method === 'HEAD' ? '' : html,
      );
    },
  };
}
