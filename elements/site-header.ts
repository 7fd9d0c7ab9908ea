import { chromeElement, defineOnce, sharedAttributes } from '../src/chrome';
import { SiteHeader, headerStyles } from '../src/header';
import { searchStyles } from '../src/search';

/**
 * The site's navigation bar: logo, navigation, search, watchlist, account and language.
 * Takes the shared attributes (locale, sign-in state, endpoints, tracking) besides its own.
 *
 * @tag site-header
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
  styles: [headerStyles, searchStyles],
}) {}

defineOnce('site-header', SiteHeaderElement);

declare global {
  interface HTMLElementTagNameMap {
    'site-header': SiteHeaderElement;
  }
}
