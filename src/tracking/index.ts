export { sectionRenderFailed, errorReported, pageActionReported, countMetricReported, queryLogged, type PageActionMetric } from './trackingActions';
export { pageViewEntry, queryLogEntry, LOGGING_CLIENT_NAME, PLACEHOLDER_SESSION_ID, MAX_NAV_QUERY_LENGTH } from './pageView';
export { buildErrorReport, MAX_MESSAGE_LENGTH, MAX_STACK_LENGTH } from './errorReport';
export { selectTrackingSettings, trackingDefaults, type TrackingSettings } from './trackingSettings';
export { beaconUrl, offsiteHit, sendBeacon, type Hit } from './beacon';
export { sendMetric, type Metric } from './metric';
export { markPageTiming, recordPageTiming, PAGE_TIMING_MARKERS, type PageTimingMarker } from './pageTiming';
