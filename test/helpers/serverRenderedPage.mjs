// For browser tests of what the server-rendered chrome does as HTML: `GET /__server-rendered` answers
// a page whose <site-header> the build's renderer wrote (dist/server, as a partner's server would),
// without script (`?locale=` its locale, `?attributes=` a JSON object of more attributes); and the pages its links lead to, each a page that says
// where it is (the test server has none of the site's pages).
// Needs the build in dist/.

const SERVER = new URL('../../dist/server/index.js', import.meta.url);

/** @returns {(ctx: import('koa').Context, next: () => Promise<unknown>) => Promise<unknown>} */
export function serverRenderedPage() {
  return async (ctx, next) => {
    if (ctx.path !== '/__server-rendered') {
      if (!ctx.get('referer').includes('/__server-rendered') || ctx.get('sec-fetch-dest') !== 'iframe') return next();
      ctx.type = 'html';
      ctx.body = '<!doctype html><title>Arrived</title><h1>Arrived</h1>';
      return undefined;
    }
    /** @type {{ renderElement: (tag: string, attributes: Record<string, string>, options: { locale: string }) => Promise<string> }} */
    const { renderElement } = await import(SERVER.href);
    const locale = typeof ctx.query.locale === 'string' ? ctx.query.locale : 'en-US';
    /** @type {Record<string, string>} */
    const more = typeof ctx.query.attributes === 'string' ? JSON.parse(ctx.query.attributes) : {};
    const header = await renderElement('site-header', { 'current-uri': '/title/tt0111161/', 'no-consent-banner': '', ...more }, { locale });
    ctx.type = 'html';
    ctx.body = `<!doctype html>
<html lang="${locale === 'he-IL' ? 'he' : 'en'}" dir="${locale === 'he-IL' ? 'rtl' : 'ltr'}">
  <head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>A server-rendered page</title></head>
  <body style="margin: 0">${header}<main><h1>A page</h1><p style="height: 2000px">Content.</p></main></body>
</html>`;
  };
}
