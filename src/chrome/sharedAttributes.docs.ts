/**
 * Documentation only: the attributes every element accepts. Their values are shared through the
 * page's store, so they may sit on any element. The manifest build copies these onto each element
 * (custom-elements-manifest.config.mjs); the specs that parse them are in sharedAttributes.ts.
 *
 * @attr {string} locale - Locale of the chrome, such as `de-DE`; case and `_` are forgiven. An unsupported locale logs an error and English is used. Once set, `<html lang>` follows it. Default `en-US`.
 * @attr {boolean} is-logged-in - The visitor is signed in. Default `false`.
 * @attr {string} username - The signed-in visitor's name; 'Your Account' when empty. Default empty.
 * @attr {number} watchlist-count - Titles on the watchlist (a whole number ≥ 0), shown when signed in and non-zero. Default `0`.
 * @attr {string} current-uri - Path of the current page, carried in `u` by every link to this site; an http(s) URL on this site is taken as its path, anything else is refused. Default: the browser's path.
 * @attr {string} url-locale-prefix - Prefix of localized site paths, a single segment such as `/de`. Default empty.
 * @attr {string} site-origin - The site the chrome's links belong to, an http(s) origin alone such as `https://www.example.com`: on a partner's page, every link the chrome makes (logo, menus, watchlist, sign-in, search form and suggestions, footer) goes there, written absolute; `u` is then `/` (see Partner sites). Anything else is refused. Another origin only if the page's head lists it in `<meta name="marquee-origins">` (Partner sites). Default: this page's origin (links are written absolute to it).
 * @attr {string} site-name - The site's name, used in labels and the copyright line. Default `Marquee`.
 * @attr {boolean} disable-body-styling - Leave `<body dir>` alone for right-to-left locales (the chrome still mirrors itself). Default `false`.
 * @attr {string} weblabs - Experiment treatments the page already knows: `name:treatment` entries separated by commas or spaces, e.g. `MARQUEE_USER_MENU_LABELS:T1`. The page's treatments win over the weblab call, which asks only for the others; unlisted experiments are C (control) until it answers. Default empty.
 * @attr {string} page-type - Page type sent with tracking (`pt`). Default `chrome`.
 * @attr {string} sub-page-type - Sub page type sent with tracking (`spt`). Default `main`.
 * @attr {string} page-const - The page's main entity, such as a title id, sent with tracking (`const`). Default empty.
 * @attr {string} request-id - The host's request id, relating the chrome's tracking to its page view (`rrid`). Default empty.
 * @attr {boolean} no-consent-banner - This page asks nobody for consent, so the chrome's tracking need not wait for it. Without it, every hit waits until consent is known (an answer, the visitor's stored choices, or a `consent-event`); a `<consent-banner>` arriving later still holds what follows. Default `false`.
 * @attr {string} ref-tag - The ref tag the visitor came with, logged with the page view (`ref`); when empty, the `ref_` of the current page's address is logged. Letters, digits, `_`, `.` and `-`. Default empty.
 * @attr {string} page-action - The page's own page action, logged with the page view (`pa`); empty is not sent. Default empty.
 * @attr {string} site-variant - Which variant of the site served the page, logged with the page view (`sv`); empty is not sent. Default empty.
 * @attr {string} country-of-residence - The visitor's country of residence as the host knows it, two letters such as `DE`, logged with the page view (`cor`); empty is not sent. Default empty.
 * @attr {string} marketplace-id - The host's marketplace id, logged with the page view (`mid`); empty is not sent. Default empty.
 * @attr {boolean} page-view-on-navigation - On a single-page site, each same-document navigation (the browser's path changing, or `current-uri` changing) logs a page view of its own; leave it off when the site logs its own. Default `false`.
 * @attr {'next' | 'legacy'} service - Which of the site's applications served the page (spec §3: Next or Legacy; either case), logged with the page view in `additionalRequestData.service`. Default `next`.
 * @attr {string} suggestion-host - Origin of the search suggestion service, such as `https://suggest.example.com` (an origin alone: no path). Another origin only if the page's head lists it in `<meta name="marquee-origins">` (Partner sites). Default: this page's origin.
 * @attr {number} suggestion-timeout - Milliseconds a suggestion request may take before it counts as failed and the list says 'No results found.'; `0` waits for ever. Default `3000`.
 * @attr {string} tracking-endpoint - Beacons (`GET`) and metrics (`POST`). Another origin only if the page's head lists it in `<meta name="marquee-origins">` (Partner sites). Default `/tr/`.
 * @attr {string} error-endpoint - Error reports. Another origin only if the page's head lists it in `<meta name="marquee-origins">` (Partner sites). Default `/api/_ajax/metrics/errors/`.
 * @attr {string} weblab-endpoint - The experiment call. Another origin only if the page's head lists it in `<meta name="marquee-origins">` (Partner sites). Default `/api/_ajax/weblab/`.
 * @attr {string} graph-endpoint - The consent GraphQL endpoint. Another origin only if the page's head lists it in `<meta name="marquee-origins">` (Partner sites). Default `/graphql`.
 * @attr {string} graph-dev-endpoint - The consent GraphQL endpoint on dev and beta pages. Another origin only if the page's head lists it in `<meta name="marquee-origins">` (Partner sites). Default `/graphql`.
 * @attr {string} logging-endpoint - The logging service host for a stage that has no endpoint of its own (below). Another origin only if the page's head lists it in `<meta name="marquee-origins">` (Partner sites). Default `/logging/`.
 * @attr {'beta' | 'gamma' | 'prod'} logging-stage - Which logging stage the page is on: page views and logs go to that stage's endpoint. Default `prod`.
 * @attr {string} logging-endpoint-beta - The logging service host on beta pages; empty means `logging-endpoint`. Another origin only if the page's head lists it in `<meta name="marquee-origins">` (Partner sites). Default empty.
 * @attr {string} logging-endpoint-gamma - The logging service host on gamma pages; empty means `logging-endpoint`. Another origin only if the page's head lists it in `<meta name="marquee-origins">` (Partner sites). Default empty.
 * @attr {string} logging-endpoint-prod - The logging service host on prod pages; empty means `logging-endpoint`. Another origin only if the page's head lists it in `<meta name="marquee-origins">` (Partner sites). Default empty.
 * @attr {string} pro-flyout-endpoint - JSON `{ buttonText, buttonUrl, imageUrl }` for the professional flyout, loaded once when it is first opened; empty means no flyout. Another origin only if the page's head lists it in `<meta name="marquee-origins">` (Partner sites). Default empty.
 * @attr {string} ad-block-bait-url - A bait file whose fetch tells whether an ad blocker is active; empty turns the check off. Another origin only if the page's head lists it in `<meta name="marquee-origins">` (Partner sites). Default empty.
 */
// eslint-disable-next-line @typescript-eslint/no-extraneous-class -- a carrier for the JSDoc above
export class SharedAttributes {}
