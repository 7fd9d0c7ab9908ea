import { chromeElement, defineOnce, sharedAttributes } from '../src/chrome';
import { ConsentBanner, consentStyles } from '../src/consent';

/**
 * The cookie and privacy consent banner, fixed at the bottom of the page when consent is asked.
 *
 * @tag consent-banner
 * @attr {string} locale - Locale of the chrome. Default `en-US`.
 * @attr {boolean} is-logged-in - The visitor is signed in. Default `false`.
 * @attr {string} username - Signed-in visitor's name.
 * @attr {number} watchlist-count - Titles on the watchlist. Default `0`.
 * @attr {string} current-uri - Path of the current page; the browser's path when empty.
 * @attr {string} url-locale-prefix - Prefix of localized site paths. Default empty.
 * @attr {string} site-name - Name of the site. Default `Marquee`.
 * @attr {boolean} disable-body-styling - Leave `<body dir>` alone for right-to-left locales. Default `false`.
 */
export class ConsentBannerElement extends chromeElement({
  tag: 'consent-banner',
  section: 'ConsentBanner',
  attributes: sharedAttributes,
  component: ConsentBanner,
  styles: consentStyles,
}) {}

defineOnce('consent-banner', ConsentBannerElement);

declare global {
  interface HTMLElementTagNameMap {
    'consent-banner': ConsentBannerElement;
  }
}
