export { sectionRenderFailed, pageActionReported, type PageActionMetric } from './trackingActions';
export { buildErrorReport, MAX_MESSAGE_LENGTH, MAX_STACK_LENGTH } from './errorReport';
export { selectTrackingSettings, trackingDefaults, type TrackingSettings } from './trackingSettings';
export { beaconUrl, offsiteHit, sendBeacon, type Hit } from './beacon';
export { sendMetric, type Metric } from './metric';
export { markPageTiming, recordPageTiming, PAGE_TIMING_MARKERS, type PageTimingMarker } from './pageTiming';
