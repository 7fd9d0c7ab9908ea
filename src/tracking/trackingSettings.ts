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
}

export const trackingDefaults: TrackingSettings = {
  pageType: 'chrome',
  subPageType: 'main',
  pageConst: '',
  requestId: '',
};

const trackingSettings = createSourcedSettings('trackingSettings', trackingDefaults);

export const trackingSettingsSlice = trackingSettings.slice;
export const selectTrackingSettings = trackingSettings.select;
