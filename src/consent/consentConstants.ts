/** Spec §9 and §3: the consent feature's fixed names and numbers, in one place. */

/** The consent cookie, holding the server's directivesCookie until the server's expirationDate. */
export const CONSENT_COOKIE = 'ci';

/** Session flags (sessionStorage): the last answer attempt failed; an answer was given. */
export const ERROR_FLAG = 'consent-banner-error';
export const ANSWERED_FLAG = 'consent-banner-answered';

/** The browser event that carries the vendor list to everyone on the page (spec §7). */
export const CONSENT_EVENT = 'consent-event';

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

/** Cookies the graph call reads: the visitor's session, and the country a test page pretends to be in. */
export const SESSION_COOKIE = 'session-id';
export const DETECT_COUNTRY_COOKIE = 'detect-country';

/** A consent call that has not answered by then has failed (0 would wait for ever). */
export const DEFAULT_GRAPH_TIMEOUT_MS = 10_000;
