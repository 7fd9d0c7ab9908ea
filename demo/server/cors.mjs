// CORS for partner sites: pages on other origins (PARTNER_ORIGINS) that embed the chrome and
// point its calls here. Each call of the chrome is allowed exactly what it sends: its method, its
// headers, and credentials only where the call carries the visitor's cookies (the consent call and
// the page-view log). An origin not on the list gets no CORS header at all, so its browser refuses
// to hand it any answer; the suggestion endpoints are public data and answer every origin anyway.

/** @typedef {{ methods: string, headers: string[], credentials?: (path: string) => boolean }} CallRule */

/** @type {Record<string, CallRule>} by route name */
const CALLS = {
  graphql: {
    methods: 'POST',
    headers: ['content-type', 'x-imdb-client-name', 'x-imdb-session-id', 'x-imdb-detect-country', 'x-imdb-geo-override-secret', 'x-marquee-consent'],
    credentials: () => true,
  },
  // RecordBusinessMetrics (tr) is sent with credentials; PostMetricData (ops) without.
  logging: { methods: 'POST', headers: ['content-type', 'x-amz-api-version', 'x-imdb-client-name'], credentials: (path) => path === '/logging/tr' },
  tracking: { methods: 'GET, POST', headers: ['content-type'] },
  errors: { methods: 'POST', headers: ['content-type'] },
  weblab: { methods: 'POST', headers: ['content-type'] },
};

/** Browsers may keep a preflight's answer this long (seconds): one preflight per call and page view is plenty. */
const PREFLIGHT_MAX_AGE = '600';

/**
 * The partner origins from PARTNER_ORIGINS' text (comma-separated `https://partner.example`); an
 * entry that is no http(s) origin is reported and left out.
 * @param {string | undefined} text
 * @param {(message: string) => void} [warn]
 * @returns {string[]}
 */
export function parsePartnerOrigins(text, warn = console.warn) {
  /** @type {string[]} */
  const origins = [];
  for (const entry of (text ?? '').split(',').map((part) => part.trim()).filter(Boolean)) {
    let url;
    try {
      url = new URL(entry);
    } catch {
      url = undefined;
    }
    if (url && ['http:', 'https:'].includes(url.protocol) && url.origin === entry.replace(/\/$/, '')) origins.push(url.origin);
    else warn(`PARTNER_ORIGINS: ${JSON.stringify(entry)} is not an origin such as https://partner.example; left out.`);
  }
  return origins;
}

/**
 * @param {readonly string[]} partnerOrigins
 * @returns {(ctx: import('./context.mjs').Context, routeName: string) => boolean}
 *   sets the CORS headers a partner's call needs; true when it answered a preflight itself
 */
export function createCors(partnerOrigins) {
  const allowed = new Set(partnerOrigins);
  return (ctx, routeName) => {
    const rule = CALLS[routeName];
    if (!rule) return false;
    ctx.res.setHeader('vary', 'Origin');
    const origin = ctx.req.headers.origin;
    if (origin === undefined || !allowed.has(origin)) return false;
    ctx.res.setHeader('access-control-allow-origin', origin);
    if (rule.credentials?.(ctx.rawPath)) ctx.res.setHeader('access-control-allow-credentials', 'true');
    if (ctx.method !== 'OPTIONS') return false;
    ctx.res.writeHead(204, {
      'access-control-allow-methods': rule.methods,
      'access-control-allow-headers': rule.headers.join(', '),
      'access-control-max-age': PREFLIGHT_MAX_AGE,
    });
    ctx.res.end();
    return true;
  };
}
