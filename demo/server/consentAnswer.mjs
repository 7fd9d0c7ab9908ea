// The consent banner's answer without script (docs/server-rendering.md): a server-rendered
// banner's Accept and Decline are the buttons of a form that posts here.
//
//   POST /consent/answer   form promptId, action (AcceptAll | RejectAll), u, pt?, spt?
//     → RespondToPrivacyPrompt, run as POST /graphql runs it (graph.mjs: the same checks, rate
//       limits, stored decision and 'graphql' event), the consent cookie set as the banner's own
//       script sets it (consentCookie below), and 303 to u when it is a path on this site, else /
//       (safeRedirect.mjs). The visitor is back on the page they answered on, without the banner.
//
// An answer changes what the visitor is tracked for, so no one else may give one for them: a
// POST another origin's page started (another site's, or another origin of this site's) is a
// 403 (crossSite.mjs), as for sign-in. A decision the graph refuses (an unknown prompt, too many
// decisions) is its status with the graph's message; nothing is set then.
//
// The answer is counted here (spec §7 banner metrics, CNS-14): an answer posted by the form was
// given without script, or before it ran, and no script of the page counted it. Stored as POST
// /tr/ stores the script's count (cb_accept or cb_reject, the form's pt and spt), anonymously as
// the script sends it, whatever the graph then decides, as the script counts the click itself.
import { requestSite } from './crossSite.mjs';
import { HttpError, appendSetCookie, readForm } from './http.mjs';
import { clip, logLine } from './logText.mjs';
import { safeRedirect } from './safeRedirect.mjs';
import { recordMetric } from './tracking.mjs';

export const ANSWER_PATH = '/consent/answer';
/** The banner's consent cookie (src/consent/consentConstants.ts CONSENT_COOKIE). */
export const CONSENT_COOKIE = 'ci';
/** The banner's count of each answer (src/consent/consentConstants.ts BANNER_PAGE_ACTION, BANNER_REF_TAGS). */
const COUNT_PAGE_ACTION = 'consumer-consent-banner';
const COUNT_REF_TAGS = { AcceptAll: 'cb_accept', RejectAll: 'cb_reject' };
/** The client name a form's decision is stored with: the desktop banner's (spec §7). */
const FORM_CLIENT_NAME = 'imdb-web-next-desktop-ConsentBanner';

const RESPOND_MUTATION = `mutation RespondToPrivacyPrompt($promptId: ID!, $action: PrivacyPromptAction!) {
  respondToPrivacyPrompt(promptId: $promptId, action: $action) {
    directives { directivesCookie expirationDate vendors { id allow } }
  }
}`;

/**
 * The Domain the banner's writeCookie gives the cookie (src/cookies/cookieDomain.ts): the host
 * without a leading www. or m., with a leading dot; none for a single label or an IP address.
 * @param {string} hostname
 * @returns {string | undefined}
 */
export function cookieDomain(hostname) {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (!host.includes('.')) return undefined;
  if (host.includes(':') || /^\d+(\.\d+){3}$/.test(host)) return undefined;
  return `.${host.replace(/^(?:www|m)\.(?=.+\.)/, '')}`;
}

/**
 * The Set-Cookie value the banner's script writes for the server's directives (writeCookie in
 * src/cookies: Domain, Path=/, Expires, Secure on https, SameSite=Lax; not HttpOnly, the script
 * reads it).
 * @param {{ directivesCookie: string, expirationDate: string }} directives
 * @param {{ hostname: string, secure: boolean }} page
 */
export function consentCookie({ directivesCookie, expirationDate }, { hostname, secure }) {
  const domain = cookieDomain(hostname);
  return [
    `${CONSENT_COOKIE}=${directivesCookie}`,
    ...(domain === undefined ? [] : [`Domain=${domain}`]),
    'Path=/',
    `Expires=${new Date(expirationDate).toUTCString()}`,
    ...(secure ? ['Secure'] : []),
    'SameSite=Lax',
  ].join('; ');
}

/**
 * The Set-Cookie value that expires the consent cookie as consentCookie wrote it (same Domain and
 * Path): sign-in and sign-out (pages.mjs) start a visitor who has answered nothing.
 * @param {{ hostname: string, secure: boolean }} page
 */
export function expiredConsentCookie({ hostname, secure }) {
  const domain = cookieDomain(hostname);
  return [
    `${CONSENT_COOKIE}=`,
    ...(domain === undefined ? [] : [`Domain=${domain}`]),
    'Path=/',
    'Max-Age=0',
    ...(secure ? ['Secure'] : []),
    'SameSite=Lax',
  ].join('; ');
}

/**
 * The answer's count as the banner's script posts it (src/consent/bannerCount.ts): an empty field left out.
 * @param {URLSearchParams} form  @param {'AcceptAll' | 'RejectAll'} action
 * @returns {Record<string, string>}
 */
function answerCount(form, action) {
  const fields = { ref_: COUNT_REF_TAGS[action], pt: form.get('pt') ?? '', spt: form.get('spt') ?? '', pageAction: COUNT_PAGE_ACTION, ht: 'actionOnly' };
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== ''));
}

/**
 * @param {ReturnType<typeof import('./graph.mjs').createGraph>} graph
 * @param {(ctx: import('./context.mjs').Context) => string} originOf  the page origin of a request (requestOrigin.mjs)
 * @returns {import('./context.mjs').Route}
 */
export function consentAnswerRoute(graph, originOf) {
  return {
    name: 'consent-answer',
    matches: (path) => path === ANSWER_PATH,
    async handle(ctx) {
      if (ctx.method !== 'POST') {
        ctx.res.setHeader('allow', 'POST');
        throw new HttpError(405, 'the consent form answers POST only');
      }
      const origin = originOf(ctx);
      if (requestSite(ctx.req.headers, origin) === 'cross-origin') throw new HttpError(403, 'this form must be sent from this site');
      const form = await readForm(ctx.req);
      const action = form.get('action');
      if (action !== 'AcceptAll' && action !== 'RejectAll') throw new HttpError(400, 'action must be AcceptAll or RejectAll');
      // A count that cannot be stored (a spent budget) costs the visitor's answer nothing.
      await recordMetric(ctx, answerCount(form, action), { anonymous: true }).catch((/** @type {unknown} */ error) => {
        logLine('[marquee backend] the consent answer was not counted:', clip(String(error)));
      });
      const { status, json } = await graph.execute(
        ctx,
        { query: RESPOND_MUTATION, variables: { promptId: form.get('promptId') ?? '', action }, operationName: 'RespondToPrivacyPrompt' },
        { site: origin, clientName: FORM_CLIENT_NAME },
      );
      const directives = /** @type {{ respondToPrivacyPrompt?: { directives?: { directivesCookie: string, expirationDate: string } } } | null | undefined} */ (json.data)?.respondToPrivacyPrompt?.directives;
      if (status !== 200 || !directives) {
        const errors = /** @type {readonly { message?: unknown }[] | undefined} */ (json.errors);
        throw new HttpError(status === 200 ? 500 : status, errors?.map((error) => String(error.message)).join('; ') || 'the answer was not recorded');
      }
      appendSetCookie(ctx.res, consentCookie(directives, { hostname: new URL(origin).hostname, secure: ctx.secure }));
      ctx.res.writeHead(303, { location: safeRedirect(form.get('u')), 'cache-control': 'no-store' });
      ctx.res.end();
    },
  };
}
