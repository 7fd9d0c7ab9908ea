import { bannerCount } from '../consent/bannerCount';
import { graphFailureMessage, respondToPrivacyPrompt } from '../consent/consentApi';
import { BANNER_REF_TAGS } from '../consent/consentConstants';
import { CONSENT_COOKIE, SESSION_COOKIE } from '../consent/consentConstants';
import { graphHeaders } from '../consent/graphRequest';
import { readCookie } from '../cookies/readCookie';
import { writeCookie } from '../cookies/writeCookie';
// The reference backend's one redirect rule, shared rather than copied: a rule of our own here had
// let `/..//evil.example` through as `//evil.example`, another host to a browser (issue 71).
import { safeRedirect } from '../../demo/server/safeRedirect.mjs';

/** The request to a site's consent answer route, as a Node server has it. */
export interface ConsentAnswerRequest {
  method: string;
  /** The request's headers, names in lower case (node:http's `req.headers`). */
  headers: Record<string, string | string[] | undefined>;
  /** The posted form, `application/x-www-form-urlencoded`: `promptId`, `action`, `u`, and the page's `pt` and `spt` when it has them. */
  body: string;
  /** The origin this site's pages are served from: `https://partner.example`. */
  origin: string;
}

export interface ConsentAnswerOptions {
  /** The consent service's GraphQL endpoint (the banner's `graph-endpoint`), e.g. the main site's. */
  endpoint: string;
  /** The page's locale, passed on as the banner passes it. */
  locale?: string;
  /**
   * Where the answer is counted: the banner's `tracking-endpoint`, absolute (`https://www.example.com/tr/`).
   * An answer the form posts was given without script, or before it ran, so no script counted it:
   * its `cb_accept` or `cb_reject` is posted here, as the banner's script posts it (spec §7,
   * docs/consent.md). Without it such answers are not counted.
   */
  trackingEndpoint?: string;
  /** Milliseconds before the call counts as failed. Default 5000. */
  timeout?: number;
  fetch?: typeof fetch;
}

/** What to answer: a 303 back to the page with the consent cookie, or an error with its reason. */
export interface ConsentAnswerResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

const header = (request: ConsentAnswerRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** A cookie of the request's `Cookie` header, read as the banner reads its page's. */
const requestCookie = (request: ConsentAnswerRequest, name: string) => readCookie(name, { cookie: header(request, 'cookie') ?? '' });

/** Started by another origin's page (another site's, or another origin of this one's): not the visitor's own answer. */
function startedElsewhere(request: ConsentAnswerRequest): boolean {
  const fetchSite = header(request, 'sec-fetch-site');
  if (fetchSite !== undefined) return fetchSite !== 'same-origin' && fetchSite !== 'none';
  const claimed = header(request, 'origin') ?? header(request, 'referer');
  if (claimed === undefined) return false;
  try {
    return new URL(claimed).origin !== request.origin;
  } catch {
    return true;
  }
}

const plain = (status: number, message: string, extra: Record<string, string> = {}): ConsentAnswerResponse => ({
  status,
  headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...extra },
  body: message,
});

/**
 * Posts the answer's count to `trackingEndpoint`, as the banner's script posts it: without cookies
 * or identifiers, whatever the consent service then decides (the script counts the click itself).
 * Never fails: a count that cannot be sent is logged and costs the answer nothing.
 */
async function countAnswer(form: URLSearchParams, action: 'AcceptAll' | 'RejectAll', options: ConsentAnswerOptions): Promise<void> {
  if (!options.trackingEndpoint) return;
  const refTag = action === 'AcceptAll' ? BANNER_REF_TAGS.accept : BANNER_REF_TAGS.reject;
  const body = bannerCount({ pt: form.get('pt') ?? '', spt: form.get('spt') ?? '' }, refTag);
  try {
    const response = await (options.fetch ?? fetch)(options.trackingEndpoint, { method: 'POST', body, credentials: 'omit', signal: AbortSignal.timeout(options.timeout ?? 5000) });
    if (!response.ok) throw new Error(`status ${String(response.status)}`);
  } catch (error) {
    console.error(`[marquee] answerConsent: the answer's count (${refTag}) was not sent to ${options.trackingEndpoint}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/**
 * A site's consent answer route, for the server-rendered banner's form (renderElement's
 * `answerForm`): Accept or Decline without script, on a partner's site as on the main one. It
 * sends the visitor's answer to the consent service (RespondToPrivacyPrompt, as the banner's script
 * does), sets this site's consent cookie as the banner would, and sends the visitor back to the page
 * (`u`, a path on this site judged as a browser reads `Location`, after normalisation, else `/`)
 * with a 303; with `trackingEndpoint`, the answer is counted there (cb_accept, cb_reject). A POST
 * another origin's page started is refused (403): no one else may answer for the visitor. Mount
 * it where `answerForm.action` points:
 *
 * ```js
 * import { answerConsent } from 'marquee-site-chrome/server';
 * // POST /consent/answer
 * const answer = await answerConsent({ method: req.method, headers: req.headers, body, origin }, { endpoint: 'https://www.example.com/graphql', trackingEndpoint: 'https://www.example.com/tr/' });
 * res.writeHead(answer.status, answer.headers).end(answer.body);
 * ```
 */
export async function answerConsent(request: ConsentAnswerRequest, options: ConsentAnswerOptions): Promise<ConsentAnswerResponse> {
  if (request.method !== 'POST') return plain(405, 'the consent form answers POST only', { allow: 'POST' });
  if (startedElsewhere(request)) return plain(403, 'this form must be sent from this site');
  const form = new URLSearchParams(request.body);
  const action = form.get('action');
  if (action !== 'AcceptAll' && action !== 'RejectAll') return plain(400, 'action must be AcceptAll or RejectAll');
  const counted = countAnswer(form, action, options);
  const headers = {
    ...graphHeaders({
      stage: 'prod',
      mobile: false,
      sessionId: requestCookie(request, SESSION_COOKIE),
      detectCountry: undefined,
      geoOverrideSecret: '',
      consentRecord: requestCookie(request, CONSENT_COOKIE),
      locale: options.locale ?? '',
    }),
    // The site the answer was given on, as the visitor's browser would say when the banner answers.
    origin: request.origin,
  };
  let directives;
  try {
    directives = await respondToPrivacyPrompt({ endpoint: options.endpoint, headers, timeout: options.timeout ?? 5000, fetch: options.fetch ?? fetch }, form.get('promptId') ?? '', action);
  } catch (error) {
    await counted;
    return plain(502, `the answer was not recorded: ${graphFailureMessage(error)}`);
  }
  await counted;
  // Written as the banner's script writes it (writeCookie), into a jar that keeps the header's text.
  const jar = { cookie: '' };
  writeCookie(CONSENT_COOKIE, directives.directivesCookie, { expires: new Date(directives.expirationDate) }, jar, new URL(request.origin));
  return { status: 303, headers: { location: safeRedirect(form.get('u')), 'set-cookie': jar.cookie, 'cache-control': 'no-store' }, body: '' };
}
