import { createSourcedSettings } from '../store/sourcedSettings';

/** What the host page tells tracking about itself (spec §7 beacon and metric fields). */
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
}

export const trackingDefaults: TrackingSettings = {
  pageType: 'chrome',
  subPageType: 'main',
  pageConst: '',
  requestId: '',
  noConsentBanner: false,
};

const trackingSettings = createSourcedSettings('trackingSettings', trackingDefaults);

export const trackingSettingsSlice = trackingSettings.slice;
export const selectTrackingSettings = trackingSettings.select;
