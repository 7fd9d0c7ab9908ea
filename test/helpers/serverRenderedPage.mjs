// For browser tests of what the server-rendered chrome does as HTML: `GET /__server-rendered` answers
// a page whose <site-header> the build's renderer wrote (dist/server, as a partner's server would),
// without script (`?locale=` its locale, `?attributes=` a JSON object of more attributes); and the pages its links lead to, each a page that says
// where it is (the test server has none of the site's pages).
// `?banner=` (a JSON object of its attributes): a server-rendered <consent-banner> asking PROMPT, its
// answers posted to the backend's /consent/answer, which sends the visitor on to /answered/.
// `?loader`: the after-paint loader at the end of the body, as a server-rendered page loads the chrome
// (from a fresh path each page: test/helpers/chunks.ts freshBundle).
// Needs the build in dist/.

import { randomUUID } from 'node:crypto';

const SERVER = new URL('../../dist/server/index.js', import.meta.url);

/** A consent service's answer for a visitor not yet asked: a question with a link in its text. */
const PROMPT = {
  prompt: {
    id: 'consent-primary-2024-06',
    customizeUrl: '/privacy/preferences/',
    plainText: 'We use cookies. See our privacy notice.',
    plaidHtml: '<p>We use cookies. See our <a href="/privacy/">privacy notice</a>.</p>',
    showPromptOnPageLoad: true,
  },
  directives: null,
};

/** @returns {(ctx: import('koa').Context, next: () => Promise<unknown>) => Promise<unknown>} */
export function serverRenderedPage() {
  return async (ctx, next) => {
    if (ctx.path !== '/__server-rendered') {
      // Only a link's GET: a form's POST goes on to the backend's route.
      if (ctx.method !== 'GET' || !ctx.get('referer').includes('/__server-rendered') || ctx.get('sec-fetch-dest') !== 'iframe') return next();
      ctx.type = 'html';
      ctx.body = '<!doctype html><title>Arrived</title><h1>Arrived</h1>';
      return undefined;
    }
    /** @type {typeof import('../../src/server')} */
    const { renderElement, chromeHeadTags } = await import(SERVER.href);
    const locale = typeof ctx.query.locale === 'string' ? ctx.query.locale : 'en-US';
    /** @type {Record<string, string>} */
    const more = typeof ctx.query.attributes === 'string' ? JSON.parse(ctx.query.attributes) : {};
    /** @type {Record<string, string> | undefined} */
    const bannerAttributes = typeof ctx.query.banner === 'string' ? JSON.parse(ctx.query.banner) : undefined;
    // A page with a banner asks for consent: its tracking waits for the answer.
    /** @type {Record<string, string>} */
    const asks = bannerAttributes ? {} : { 'no-consent-banner': '' };
    const header = await renderElement('site-header', { 'current-uri': '/title/tt0111161/', ...asks, ...more }, { locale });
    const banner = bannerAttributes
      ? await renderElement('consent-banner', { 'current-uri': '/title/tt0111161/', ...bannerAttributes }, { locale, prompt: PROMPT, answerForm: { action: '/consent/answer', returnTo: '/answered/' } })
      : '';
    // The build at a path of this page's own (the chunk gate answers /__fresh/…/dist/ as /dist/):
    // WebKit otherwise may run an earlier page's copy of a chunk a test holds, without asking.
    const loader = 'loader' in ctx.query ? chromeHeadTags({ load: 'after-paint', base: `/__fresh/${randomUUID()}/dist/` }) : '';
    ctx.type = 'html';
    ctx.body = `<!doctype html>
<html lang="${locale === 'he-IL' ? 'he' : 'en'}" dir="${locale === 'he-IL' ? 'rtl' : 'ltr'}">
  <head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>A server-rendered page</title></head>
  <body style="margin: 0">${banner}${header}<main><h1>A page</h1><p style="height: 2000px">Content.</p></main>${loader}</body>
</html>`;
  };
}
