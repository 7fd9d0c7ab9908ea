// For browser tests of a whole server-rendered document: `GET /__server-rendered-document` answers a
// page whose <site-header> and <site-footer> the build's renderChromeTags rendered in place (dist/server,
// as a partner's server would), with the document's <html lang> and <body dir> as it writes them;
// `?locale=` the renderer's locale (none: the page's own, `<html lang="en-US">`). No script: a test
// brings the bundle in when it wants it. Its path starts with /__server-rendered, so the pages its
// links and search lead to are answered by serverRenderedPage.mjs. Needs the build in dist/.

const SERVER = new URL('../../dist/server/index.js', import.meta.url);

const PAGE = `<!doctype html>
<html lang="en-US">
  <head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>A server-rendered document</title></head>
  <body style="margin: 0"><site-header no-consent-banner></site-header><main><h1>A page</h1><p>Content.</p></main><site-footer></site-footer></body>
</html>`;

/** @returns {(ctx: import('koa').Context, next: () => Promise<unknown>) => Promise<unknown>} */
export function serverRenderedDocument() {
  return async (ctx, next) => {
    if (ctx.path !== '/__server-rendered-document') return next();
    /** @type {{ renderChromeTags: (html: string, options: { locale?: string, defaults?: Record<string, string> }) => Promise<string> }} */
    const { renderChromeTags } = await import(SERVER.href);
    const locale = typeof ctx.query.locale === 'string' ? ctx.query.locale : undefined;
    ctx.type = 'html';
    // Every test loads it anew: its own chunks, held or failed as that test asks (chunkGate.mjs).
    ctx.set('cache-control', 'no-store');
    ctx.body = await renderChromeTags(PAGE, { locale, defaults: { 'current-uri': '/title/tt0111161/' } });
    return undefined;
  };
}
