export {
  createLoggingClient,
  API_VERSION,
  CONTENT_TYPE,
  SERVICE_NAME,
  type LoggingClient,
  type LoggingClientOptions,
  type MetricDataRequest,
} from './client';
export { NAMESPACE, type LoggingOutput, type Operation } from './answer';
export { DependencyException, InvalidRequestException, LoggingServiceError, OutputTypeMismatchError } from './errors';
export { DEFAULT_LOGGING_HOST, joinUrl, loggingHost, type Network, type Stage, type StageHosts } from './hosts';
export { SHORT_KEYS, filled, recordQuery, type BusinessMetricsRecord, type Metric, type ScalarField } from './record';
