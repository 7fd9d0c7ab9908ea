export { sectionRenderFailed, pageActionReported, type PageActionMetric } from './trackingActions';
export { buildErrorReport, MAX_MESSAGE_LENGTH, MAX_STACK_LENGTH, ERROR_REPORT_PATH } from './errorReport';
