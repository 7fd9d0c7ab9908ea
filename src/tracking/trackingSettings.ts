import { defaultsOf } from '../chrome/sessionAttributes';
import { trackingAttributes } from '../chrome/sharedAttributes';
import { createSourcedSettings } from '../store/sourcedSettings';

/**
 * What the host page tells tracking about itself (spec §7 beacon and metric fields, §3 page-view
 * log entry). Empty means unknown: the field is left out of what is sent.
 */
export interface TrackingSettings {
  /** pt */
  pageType: string;
  /** spt */
  subPageType: string;
  /** const: the page's main entity, such as a title id. */
  pageConst: string;
  /** rrid: the host's request id, relating our calls to its page view. */
  requestId: string;
  /** The page asks nobody for consent, so tracking need not wait for it (see trackingPermission). */
  noConsentBanner: boolean;
  /** The page view's ref tag; empty means the ref_ of the page's own address. */
  refTag: string;
  /** The page view's page action, such as the host's name for what the page is for. */
  pageAction: string;
  /** The page view's site variant, e.g. which edition of the site served the page. */
  siteVariant: string;
  /** The visitor's country of residence, as the host knows it (ISO 3166 alpha-2). */
  countryOfResidence: string;
  /** The host's marketplace id (spec §9: fixed per stage, known to the host only). */
  marketplaceId: string;
  /** A single-page site's navigations each log a page view (docs/using-on-a-page.md). */
  pageViewOnNavigation: boolean;
  /** Which of the site's applications served the page (spec §3 nav props: Next or Legacy). */
  service: 'next' | 'legacy';
}

/** The attributes' defaults (chrome/sharedAttributes.ts): one list of them, not two to keep alike. */
export const trackingDefaults: TrackingSettings = defaultsOf(trackingAttributes);

const trackingSettings = createSourcedSettings('trackingSettings', trackingDefaults);

export const trackingSettingsSlice = trackingSettings.slice;
export const selectTrackingSettings = trackingSettings.select;
