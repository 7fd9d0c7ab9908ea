import { readAnswer, type LoggingOutput, type Operation } from './answer';
import { LoggingServiceError } from './errors';
import { joinUrl, loggingHost, type Network, type Stage, type StageHosts } from './hosts';
import { filled, recordQuery, type BusinessMetricsRecord, type Metric } from './record';

/** Spec §7: the API version the client speaks, and the protocol (AWS-style JSON 1.1). */
export const API_VERSION = '2017-07-25';
export const CONTENT_TYPE = 'application/x-amz-json-1.1';
/** The envelope's Service. The spec does not name it; the reference backend accepts any string. */
export const SERVICE_NAME = 'LoggingService';

export interface LoggingClientOptions {
  stage: Stage;
  /** Default public: pages log through the public endpoint (spec §7 "Page-view logging"). */
  network?: Network;
  /** Per-stage hosts; a stage left out uses DEFAULT_LOGGING_HOST for both networks. */
  hosts?: StageHosts;
  /** Sent as x-imdb-client-name when a call does not name its own client. */
  clientName?: string;
  fetch?: typeof fetch;
}

export interface MetricDataRequest {
  clientName: string;
  metrics: readonly Metric[];
  defaultDimensions?: Readonly<Record<string, string>>;
}

export interface LoggingClient {
  /** PostMetricData on path `ops` (LOG-03). */
  postMetricData(request: MetricDataRequest): Promise<LoggingOutput>;
  /** RecordBusinessMetrics on path `tr`, with credentials (LOG-04). */
  recordBusinessMetrics(record: BusinessMetricsRecord): Promise<LoggingOutput>;
}

interface Call {
  operation: Operation;
  url: string;
  clientName: string | undefined;
  credentials: RequestCredentials;
  body: object;
}

/**
 * A client for the logging service (spec §7, §8). Every call resolves with the checked Output
 * or rejects with a LoggingServiceError (see errors.ts); none throws synchronously.
 *
 * In Node (18+), the global fetch (undici) keeps connections alive and verifies TLS certificates
 * by default, which is what spec §7 asks for ("keep-alive on port 443 with certificate
 * verification"): so there is no agent here, and nothing may turn verification off.
 */
export function createLoggingClient(options: LoggingClientOptions): LoggingClient {
  const host = loggingHost(options.stage, options.network ?? 'public', options.hosts);
  // Looked up per call, not captured, so the page's fetch is used as it is at call time.
  const transport = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));

  async function send({ operation, url, clientName, credentials, body }: Call): Promise<LoggingOutput> {
    const headers: Record<string, string> = { 'content-type': CONTENT_TYPE, 'x-amz-api-version': API_VERSION };
    if (clientName) headers['x-imdb-client-name'] = clientName;
    let response: Response;
    try {
      response = await transport(url, { method: 'POST', credentials, headers, body: JSON.stringify(body) });
    } catch (cause) {
      // No answer at all (network error, dropped connection, a body that cannot be encoded):
      // there is no request id to give.
      throw new LoggingServiceError(null, cause instanceof Error ? cause.message : String(cause), { cause });
    }
    return readAnswer(response, operation);
  }

  return {
    async postMetricData({ clientName, metrics, defaultDimensions }) {
      return await send({
        operation: 'PostMetricData',
        url: joinUrl(host, 'ops'),
        clientName: clientName || options.clientName,
        // Metrics are not about the visitor: no cookies (the spec asks credentials of RecordBusinessMetrics only).
        credentials: 'omit',
        body: { Operation: 'PostMetricData', Service: SERVICE_NAME, Input: { clientName, metrics, defaultDimensions } },
      });
    },

    async recordBusinessMetrics(record) {
      const query = recordQuery(record).toString();
      const { metrics, amabotData, additionalRequestData } = record;
      return await send({
        operation: 'RecordBusinessMetrics',
        url: joinUrl(host, 'tr') + (query ? `?${query}` : ''),
        clientName: record.clientName || options.clientName,
        credentials: 'include',
        // Scalars went into the query string; the service refuses them in the body on path tr.
        body: { Operation: 'RecordBusinessMetrics', Service: SERVICE_NAME, Input: { metrics, amabotData }, additionalRequestData: additionalRequestData && filled(additionalRequestData) },
      });
    },
  };
}
