/**
 * Spec §9 and §3: the consent feature's fixed names and numbers, in one place. The few that code
 * loaded up front reads are in ./upFrontConstants.ts (and exported here too); the rest are read only
 * by code loaded on demand (the consent call and its effects, the question, the session flags) and
 * the server, so this module loads on demand with them: imported up front, every one of them would
 * be bytes every page loads before its first paint.
 */
export { CONSENT_EVENT, DEFAULT_GRAPH_TIMEOUT_MS, SESSION_COOKIE } from './upFrontConstants';

/** The consent cookie, holding the server's directivesCookie until the server's expirationDate. */
export const CONSENT_COOKIE = 'ci';

/** Session flags (sessionStorage): the last answer attempt failed; an answer was given. */
export const ERROR_FLAG = 'consent-banner-error';
export const ANSWERED_FLAG = 'consent-banner-answered';

/** The vendor whose decision Google Consent Mode receives (spec §3: 755, search and ads). */
export const GOOGLE_VENDOR = '755';

/**
 * Spec §7 banner metrics: a count of each click on the banner. Without consent they go without
 * cookies or identifiers (docs/consent.md): counting a click is not tracking the person.
 */
export const BANNER_PAGE_ACTION = 'consumer-consent-banner';
export const BANNER_REF_TAGS = {
  accept: 'cb_accept',
  reject: 'cb_reject',
  customize: 'cb_customize',
  textLink: 'cb_text_link',
} as const;

/** Spec §8: the start of the logged message of a failed graph call. */
export const GRAPH_ERROR_PREFIX = 'queryGraph call in IMDbConsentBanner failed:';

/** Sent as x-imdb-client-name (spec §7: desktop or mobile, with the ConsentBanner suffix). */
export const CLIENT_NAMES = {
  desktop: 'imdb-web-next-desktop-ConsentBanner',
  mobile: 'imdb-web-next-mobile-ConsentBanner',
} as const;

/** Below the header's m breakpoint (spec §9: 600px) a page counts as mobile. */
export const MOBILE_MEDIA_QUERY = '(max-width: 599.98px)';

/** Cookies the graph call reads: the visitor's session (upFrontConstants.ts), and the country a test page pretends to be in. */
export const DETECT_COUNTRY_COOKIE = 'detect-country';
