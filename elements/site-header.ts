import { chromeElement, defineOnce, jsonAttribute, sharedAttributes, stringAttribute } from '../src/chrome';
import { SiteHeader, headerStyles } from '../src/header';
import { isNavModel, navStyles, type NavModel } from '../src/nav';
import { SAFE_HREF } from '../src/links';
import { searchStyles } from '../src/search';

/**
 * The site's navigation bar: logo, navigation drawer, search, professional edition link, watchlist,
 * account menu and 'Use app'.
 * Takes the shared attributes (locale, sign-in state, endpoints, tracking) besides its own.
 *
 * @tag site-header
 * @attr {NavModel} nav-model - The navigation menu as JSON `{ navLinkCategories, navLinks, proLink, industryLink }` (see src/nav/navModel.ts); messages are `{ id, defaultMessage }`, links http(s) URLs or same-origin paths. A malformed model is refused whole. Default: the site's menu.
 * @attr {string} app-link - App-store deep link for 'Use app'; the current page goes with it as `$canonical_url`. Default `/app/`.
 * @csspart navbar - The bar.
 * @csspart logo - The logo link.
 * @cssprop --marquee-header-background - Bar background. Default `#121212`.
 * @cssprop --marquee-header-color - Bar text colour. Default `#fff`.
 * @cssprop --marquee-drawer-background - Navigation drawer background. Default `#1f1f1f`.
 * @cssprop --marquee-accent - Accent colour (logo, counts, headings). Default `#f5c518`.
 * @cssprop --marquee-font-family - Font of the chrome.
 * @cssprop --marquee-focus-color - Focus ring colour. Default `#f5c518`.
 */
export class SiteHeaderElement extends chromeElement({
  tag: 'site-header',
  section: 'SiteHeader',
  attributes: {
    ...sharedAttributes,
    navModel: jsonAttribute<NavModel | null>(null, isNavModel),
    appLink: stringAttribute('/app/', SAFE_HREF),
  },
  component: SiteHeader,
  styles: [headerStyles, navStyles, searchStyles],
}) {}

defineOnce('site-header', SiteHeaderElement);

declare global {
  interface HTMLElementTagNameMap {
    'site-header': SiteHeaderElement;
  }
}
