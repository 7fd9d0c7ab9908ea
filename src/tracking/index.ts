export { sectionRenderFailed, pageActionReported, type PageActionMetric } from './trackingActions';
export { buildErrorReport, MAX_MESSAGE_LENGTH, MAX_STACK_LENGTH } from './errorReport';
