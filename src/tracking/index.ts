// The senders (beacon, metric, error report, page-view and query log entries) are not exported
// here: what imports this loads up front, and they load with the first hit (trackingSends.ts).
export { sectionRenderFailed, errorReported, pageActionReported, countMetricReported, queryLogged, type PageActionMetric } from './trackingActions';
export { selectTrackingSettings, trackingDefaults, type TrackingSettings } from './trackingSettings';
export { trackingPermission } from './trackingPermission';
