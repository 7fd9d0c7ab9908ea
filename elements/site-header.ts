import { chromeElement, defineOnce, sharedAttributes } from '../src/chrome';
import { SiteHeader, headerStyles } from '../src/header';

/**
 * The site's navigation bar: logo, navigation, search, watchlist, account and language.
 * Settings shared with the other elements (locale, sign-in state, …) may sit on any of them.
 *
 * @tag site-header
 * @attr {string} locale - Locale of the chrome, one of the supported locales. Default `en-US`.
 * @attr {boolean} is-logged-in - The visitor is signed in. Default `false`.
 * @attr {string} username - Signed-in visitor's name; 'Your Account' when empty.
 * @attr {number} watchlist-count - Titles on the watchlist, shown when signed in and non-zero. Default `0`.
 * @attr {string} current-uri - Path of the current page (for sign-in return links); the browser's path when empty.
 * @attr {string} url-locale-prefix - Prefix of localized site paths, such as `/de`. Default empty.
 * @attr {string} site-name - Name of the site, used in labels. Default `Marquee`.
 * @attr {boolean} disable-body-styling - Leave `<body dir>` alone for right-to-left locales. Default `false`.
 * @csspart navbar - The bar.
 * @csspart logo - The logo link.
 * @cssprop --marquee-header-background - Bar background. Default `#121212`.
 * @cssprop --marquee-header-color - Bar text colour. Default `#fff`.
 * @cssprop --marquee-accent - Accent colour (logo, counts). Default `#f5c518`.
 * @cssprop --marquee-font-family - Font of the chrome.
 * @cssprop --marquee-focus-color - Focus ring colour. Default `#f5c518`.
 */
export class SiteHeaderElement extends chromeElement({
  tag: 'site-header',
  section: 'SiteHeader',
  attributes: sharedAttributes,
  component: SiteHeader,
  styles: headerStyles,
}) {}

defineOnce('site-header', SiteHeaderElement);

declare global {
  interface HTMLElementTagNameMap {
    'site-header': SiteHeaderElement;
  }
}
