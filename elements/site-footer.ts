import { chromeElement, defineOnce, integerAttribute, sharedAttributes } from '../src/chrome';
import { SiteFooter, footerStyles } from '../src/footer';

/**
 * The page footer: links, social row and copyright, on a dark palette.
 *
 * @tag site-footer
 * @attr {string} locale - Locale of the chrome. Default `en-US`.
 * @attr {boolean} is-logged-in - The visitor is signed in. Default `false`.
 * @attr {string} username - Signed-in visitor's name.
 * @attr {number} watchlist-count - Titles on the watchlist. Default `0`.
 * @attr {string} current-uri - Path of the current page; the browser's path when empty.
 * @attr {string} url-locale-prefix - Prefix of localized site paths, such as `/de`. Default empty.
 * @attr {string} site-name - Name of the site, used in the copyright line. Default `Marquee`.
 * @attr {boolean} disable-body-styling - Leave `<body dir>` alone for right-to-left locales. Default `false`.
 * @attr {number} current-year - Year in the copyright line. Default: this year.
 * @csspart footer - The footer.
 * @cssprop --marquee-footer-background - Footer background. Default `#000`.
 * @cssprop --marquee-footer-color - Footer text colour. Default `#fff`.
 */
export class SiteFooterElement extends chromeElement({
  tag: 'site-footer',
  section: 'SiteFooter',
  attributes: { ...sharedAttributes, currentYear: integerAttribute(new Date().getFullYear(), { min: 1990 }) },
  component: SiteFooter,
  styles: footerStyles,
}) {}

defineOnce('site-footer', SiteFooterElement);

declare global {
  interface HTMLElementTagNameMap {
    'site-footer': SiteFooterElement;
  }
}
