import { DependencyException, InvalidRequestException, LoggingServiceError, OutputTypeMismatchError } from './errors';

/** The namespace of the service's Output types (demo/server/logging.mjs). */
export const NAMESPACE = 'com.marquee.logging#';

export type Operation = 'PostMetricData' | 'RecordBusinessMetrics';

/** What a successful call resolves with: the answer's Output, its type checked. */
export interface LoggingOutput {
  __type: string;
  [field: string]: unknown;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads the service's answer to `operation` (spec §8), in this order:
 * 400 → InvalidRequestException; an Output of the DependencyException type (whatever the
 * status: the service sends it with 500) → DependencyException; any other non-2xx or a body
 * that is not JSON → LoggingServiceError; a 2xx whose Output is not `…#<operation>Output` →
 * OutputTypeMismatchError. Only then does it resolve, with the Output.
 */
export async function readAnswer(response: Response, operation: Operation): Promise<LoggingOutput> {
  const requestId = response.headers.get('x-amzn-requestid');
  let text: string;
  try {
    text = await response.text();
  } catch (cause) {
    throw new LoggingServiceError(requestId, cause instanceof Error ? cause.message : String(cause), { cause });
  }
  let data: unknown = text;
  let isJson = true;
  try {
    data = JSON.parse(text) as unknown;
  } catch {
    isJson = false;
  }

  if (response.status === 400) throw new InvalidRequestException(requestId, data);
  const output = isObject(data) ? data.Output : undefined;
  const type = isObject(output) ? output.__type : undefined;
  if (type === `${NAMESPACE}DependencyException`) throw new DependencyException(requestId, data);
  if (!response.ok || !isJson) throw new LoggingServiceError(requestId, data);
  if (type !== `${NAMESPACE}${operation}Output`) throw new OutputTypeMismatchError(requestId, data);
  return output as LoggingOutput;
}
