// For browser tests of chrome tags in a visitor's comment (test/chrome/visitorTags.test.ts, issue 71):
// `GET /__visitor-tags` answers a film page with its own header, footer and banner and a comment
// section that carries a visitor's chrome tags, at parse time or set with innerHTML after `load`.
// ?ssr: the page goes through the build's renderChromeTags (dist/server), as the demo's own pages do;
// ?mark: with this request's nonce as tagNonce, under a header-delivered CSP naming it (so that the
// browser hides the nonce), and the page's own chrome nested deeper than the comment: the mark decides.
// ?banner: with ?ssr, the banner is rendered with a question to ask (and no answer form).
// ?inject=MS: the comment is set MS after `load` instead of parsed; ?bundle=MS: the bundle is imported
// MS after `load` (the elements are defined then); ?forged: FORGED_BANNER in the comments too.
// What the page hears of consent is kept in window.heard. Needs the build in dist/.
import { randomBytes } from 'node:crypto';

const SERVER = new URL('../../dist/server/index.js', import.meta.url);
const EVIL = 'https://evil.example';

/** The issue's comment: one tag of each kind saying what the page is, pointing it at another origin. */
export const COMMENT = `<article class="comment"><p>Great film! Problems with your account?</p>
<site-footer hidden site-name="Support: call +1-555-0100" is-logged-in username="Mallory" locale="he-IL" current-uri="/registration/logout?u=/" page-type="evil" ref-tag="evil" site-origin="${EVIL}"></site-footer>
<site-header site-name="Evil" is-logged-in username="Mallory" watchlist-count="7" locale="he-IL"></site-header>
<consent-banner hidden locale="he-IL"></consent-banner></article>`;

/**
 * A comment whose sanitizer lets declarative shadow roots through: a banner that says the server
 * rendered it with every vendor allowed and no question to ask (?forged, parsed only).
 */
export const FORGED_BANNER = `<article class="comment"><consent-banner><template shadowrootmode="open"><div data-marquee-ssr="{}" data-marquee-served='{"prompt":null,"vendors":[{"id":"evil-tracker","allow":true}]}'><p>Nice.</p></div></template></consent-banner></article>`;

/** The consent service's answer for a visitor not yet asked (?banner: the banner is rendered with it, and no answer form). */
const PROMPT = {
  prompt: { id: 'consent-primary-2024-06', customizeUrl: '/privacy/customize/', plainText: 'We use cookies.', plaidHtml: '', showPromptOnPageLoad: true },
  directives: null,
};

/** @returns {(ctx: import('koa').Context, next: () => Promise<unknown>) => Promise<unknown>} */
export function visitorTagsPage() {
  return async (ctx, next) => {
    if (ctx.path !== '/__visitor-tags') return next();
    const { ssr, mark } = { ssr: 'ssr' in ctx.query, mark: 'mark' in ctx.query };
    const inject = typeof ctx.query.inject === 'string' ? Number(ctx.query.inject) : undefined;
    const bundle = Number(ctx.query.bundle ?? 0);
    const nonce = randomBytes(12).toString('base64url');
    // Nested deeper than the comment when marked: nearest the top is no longer the page's own.
    const [open, close] = mark ? ['<div><div><div><div>', '</div></div></div></div>'] : ['', ''];
    const script = `
      const comment = ${JSON.stringify(COMMENT)};
      window.heard = [];
      addEventListener('consent-event', (event) => window.heard.push(JSON.stringify(event.detail)));
      addEventListener('load', () => {
        ${inject === undefined ? '' : `setTimeout(() => { document.getElementById('comments').innerHTML = comment; }, ${String(inject)});`}
        setTimeout(() => import('/dist/marquee.js'), ${String(bundle)});
      });`;
    const page = `<!doctype html>
<html lang="en-US">
  <head><meta charset="utf-8"><title>A film, with comments</title><script nonce="${nonce}">${script}</script></head>
  <body style="margin: 0">
    ${open}<site-header id="own-header"${mark ? ` nonce="${nonce}"` : ''} current-uri="/title/tt0111161/"></site-header>${close}
    <main><h1>A film</h1><section id="comments">${inject === undefined ? COMMENT : ''}${'forged' in ctx.query ? FORGED_BANNER : ''}</section></main>
    ${open}<site-footer id="own-footer"${mark ? ` nonce="${nonce}"` : ''} current-uri="/title/tt0111161/"></site-footer>${close}
    ${open}<consent-banner id="own-banner"${mark ? ` nonce="${nonce}"` : ''}></consent-banner>${close}
  </body>
</html>`;
    /** @type {{ renderChromeTags: (html: string, options: object) => Promise<string> }} */
    const { renderChromeTags } = await import(SERVER.href);
    const quiet = console.error;
    // The renderer says once that the comment's tags are not the page's: expected here.
    console.error = () => {};
    try {
      ctx.body = ssr ? await renderChromeTags(page, { origin: ctx.origin, ...(mark ? { tagNonce: nonce, nonce } : {}), ...('banner' in ctx.query ? { prompt: PROMPT } : {}) }) : page;
    } finally {
      console.error = quiet;
    }
    ctx.type = 'html';
    if (mark) ctx.set('Content-Security-Policy', `script-src 'nonce-${nonce}' 'strict-dynamic'`);
    return undefined;
  };
}
