import type { EndpointSettings } from '../net';
import { CLIENT_NAMES } from './consentConstants';

/** What the graph call's address and headers depend on; gathered by the listener. */
export interface GraphPageFacts {
  /** The page's stage (the shared logging-stage attribute): beta is a dev or beta page. */
  stage: EndpointSettings['loggingStage'];
  mobile: boolean;
  /** The session-id cookie, when there is one. */
  sessionId: string | undefined;
  /** The detect-country cookie, when there is one. */
  detectCountry: string | undefined;
  /** The banner's geo-override-secret attribute; empty when not set. */
  geoOverrideSecret: string;
  /**
   * The consent cookie this page's own site keeps, when the consent service is on another site
   * (a partner page): that service cannot read this site's cookies, so the call carries it.
   */
  consentRecord: string | undefined;
  /** The locale the chrome shows: the question is asked in it (Accept-Language). */
  locale: string;
}

/** The header that carries the page's own consent record to a consent service on another site. */
export const CONSENT_RECORD_HEADER = 'x-marquee-consent';

// Header values from cookies and attributes: visible ASCII only, so nothing can split a header
// (fetch would throw on a bad one, and the whole call would fail for a stray cookie).
const HEADER_TOKEN = /^[\x21-\x7e]{1,200}$/;
const COUNTRY_CODE = /^[A-Za-z]{2}$/;
// The consent service's own cookie value: opaque, but it is its to read, so only a size and a
// character set are checked here (base64url, as the reference backend writes it, or any token).
const CONSENT_RECORD = /^[\x21-\x7e]{1,4096}$/;
const LOCALE = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;

/** CNS-11: the dev host on dev and beta pages (logging-stage="beta"), else production. */
export function graphEndpointFor(endpoints: Pick<EndpointSettings, 'loggingStage' | 'graphEndpoint' | 'graphDevEndpoint'>): string {
  return endpoints.loggingStage === 'beta' ? endpoints.graphDevEndpoint : endpoints.graphEndpoint;
}

/**
 * The consent call's own headers (spec §7; queryGraph adds the JSON content type):
 * - x-imdb-client-name, desktop or mobile (CNS-08);
 * - x-imdb-session-id when the session-id cookie exists (CNS-09);
 * - x-imdb-detect-country and x-imdb-geo-override-secret on non-production pages (stage beta or
 *   gamma) when the detect-country cookie and a secret exist (CNS-10). Never on production: there
 *   the visitor's real location decides whether consent is asked;
 * - x-marquee-consent, the page's own consent cookie, when the service is on another site;
 * - Accept-Language, the page's locale alone, so the question speaks the visitor's language (the
 *   spec's query has no variables; the header is CORS-safelisted, so it costs no preflight).
 */
export function graphHeaders(facts: GraphPageFacts): Record<string, string> {
  const headers: Record<string, string> = { 'x-imdb-client-name': facts.mobile ? CLIENT_NAMES.mobile : CLIENT_NAMES.desktop };
  if (facts.sessionId !== undefined && HEADER_TOKEN.test(facts.sessionId)) headers['x-imdb-session-id'] = facts.sessionId;
  if (facts.consentRecord !== undefined && CONSENT_RECORD.test(facts.consentRecord)) headers[CONSENT_RECORD_HEADER] = facts.consentRecord;
  if (LOCALE.test(facts.locale)) headers['accept-language'] = facts.locale;
  const country = facts.detectCountry;
  const secret = facts.geoOverrideSecret;
  if (facts.stage !== 'prod' && country !== undefined && COUNTRY_CODE.test(country) && HEADER_TOKEN.test(secret)) {
    headers['x-imdb-detect-country'] = country.toUpperCase();
    headers['x-imdb-geo-override-secret'] = secret;
  }
  return headers;
}
