/**
 * The logging service's failures (spec §8). Every one has the same message: a JSON string
 * `{"requestId": …, "data": …}`, with the request id from the `x-amzn-requestid` header (null
 * when there was no answer) and the response data, so a log line alone is enough to find the
 * call in the service's own logs. The subclasses say which failure it was; `instanceof
 * LoggingServiceError` catches them all.
 */
export class LoggingServiceError extends Error {
  override name = 'LoggingServiceError';

  constructor(
    readonly requestId: string | null,
    /** The parsed answer, its text when it was not JSON, or why there was no answer. */
    readonly data: unknown,
    options?: { cause?: unknown },
  ) {
    super(JSON.stringify({ requestId, data: data ?? null }), options);
  }
}

/** HTTP 400: the service refused what we sent. */
export class InvalidRequestException extends LoggingServiceError {
  override name = 'InvalidRequestException';
}

/** The service answered with its DependencyException Output: its own storage failed. */
export class DependencyException extends LoggingServiceError {
  override name = 'DependencyException';
}

/** A well-formed answer whose Output is not the one the operation returns. */
export class OutputTypeMismatchError extends LoggingServiceError {
  override name = 'OutputTypeMismatchError';
}
