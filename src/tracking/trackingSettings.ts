import { createSelector } from '@reduxjs/toolkit';
import { createSourcedSlice, mergeSources, type Sources } from '../store/sourcedSettings';

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

export const trackingSettingsSlice = createSourcedSlice('trackingSettings', trackingDefaults);

const selectSources = (state: { trackingSettings: { sources: Sources<TrackingSettings> } }) => state.trackingSettings.sources;

export const selectTrackingSettings = createSelector([selectSources], (sources) => mergeSources(trackingDefaults, sources));
