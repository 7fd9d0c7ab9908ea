import { chromeElement, defineOnce, sharedAttributes } from '../src/chrome';
import { ConsentBanner, consentStyles } from '../src/consent';

/**
 * The cookie and privacy consent banner, fixed at the bottom of the page when consent is asked.
 * Takes the shared attributes (locale, sign-in state, endpoints, tracking) besides its own.
 *
 * @tag consent-banner
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
