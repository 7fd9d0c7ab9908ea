import { chromeElement, defineOnce } from '../src/chrome';
import {
  consentBannerDefinition,
  selectConsent,
  vendorConsent as decideVendor,
  type ConsentEventDetail,
  type VendorDecision,
} from '../src/consent';
import { pageStore } from '../src/store/store';

/**
 * The cookie and privacy consent banner, fixed at the bottom of the page when consent is asked.
 * Takes the shared attributes (locale, sign-in state, endpoints, tracking) besides its own.
 * The consent call goes to `graph-endpoint`, or to `graph-dev-endpoint` on dev and beta pages
 * (`logging-stage="beta"`).
 *
 * @beforeScript Server-rendered with the visitor's question (`prompt`): the question shows from the first byte, Customize is a link, and with `answerForm` Accept and Decline post the answer to that route, which stores it and comes back to the page; without `answerForm` a tap before script is kept and answered once hydrated, and with script off they do nothing. Client-only: the banner asks once its script runs. Nothing tracks before an answer either way.
 * @tag consent-banner
 * @attr {boolean} strict-consent - A vendor absent from the visitor's directives counts as refused (by default it counts as allowed). Default `false`.
 * @attr {'auto' | 'desktop' | 'mobile'} client-variant - Which client name the consent call sends: `imdb-web-next-desktop-ConsentBanner` or `imdb-web-next-mobile-ConsentBanner`; `auto` is mobile below 600px of viewport width. Default `auto`.
 * @attr {string} geo-override-secret - With a `detect-country` cookie, sent as the geo-override headers so a test page can act as if it were in that country. Only on non-production pages (`logging-stage` `beta` or `gamma`); never put a production secret in a page. Default empty.
 * @attr {number} graph-timeout - Milliseconds before a consent call counts as failed; `0` waits for ever. Default `10000`.
 * @fires {CustomEvent<VendorConsent[]>} consent-event - On `window`, not on the element. `detail` is the vendor list, `{ id: string, allow: boolean }[]`, frozen. Fired whenever the directives are known: on every page load once the server has them, and after an answer.
 * @csspart banner - The banner.
 * @csspart button - The Decline and Accept buttons (one part for both: they must stay equally prominent).
 * @csspart customize - The Customize link.
 * @cssprop --marquee-consent-background - Banner background. Default `#1f1f1f`.
 * @cssprop --marquee-consent-color - Banner text colour. Default `#fff`.
 * @cssprop --marquee-accent - Background of both buttons. Default `#f5c518`.
 * @cssprop --marquee-focus-color - Focus ring colour. Default `#f5c518`.
 * @cssprop --marquee-consent-height - Set by the banner, not by the page: its height, on the page's root element while it asks (the page keeps that much room at its end), for a bar the page pins to the bottom of the window to keep clear of it. Default none (unset).
 */
export class ConsentBannerElement extends chromeElement(consentBannerDefinition) {
  /**
   * The page's consent as the last `consent-event` told it, for scripts that start late: the
   * vendor list, or `null` while consent is unknown.
   */
  get consent(): ConsentEventDetail | null {
    return selectConsent(pageStore.getState()).vendors;
  }

  /**
   * Whether a vendor may run, by the page's rule: `allowed` when allowed, or when absent from the
   * list (unless `strict-consent`); `unknown` until consent is known.
   */
  vendorConsent(vendorId: string | number): VendorDecision {
    return decideVendor(selectConsent(pageStore.getState()), String(vendorId));
  }
}

// Each entry of the package offers it, so a page loading one element can initialise it.
export { initialise } from '../src/chrome';
export { registerTrackerScript } from '../src/consent';

defineOnce('consent-banner', ConsentBannerElement);

declare global {
  interface HTMLElementTagNameMap {
    'consent-banner': ConsentBannerElement;
  }
}
