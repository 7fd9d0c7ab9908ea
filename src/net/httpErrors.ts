/** Why a request failed; each kind has the message spec §8 gives it. */
export type HttpErrorKind = 'status' | 'network' | 'aborted' | 'timeout' | 'body';

export class HttpError extends Error {
  override name = 'HttpError';

  constructor(
    message: string,
    readonly kind: HttpErrorKind,
    /** The HTTP status, for `status` errors. */
    readonly status?: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export const statusError = (status: number) => new HttpError(`Request failed with status code ${String(status)}`, 'status', status);
export const networkError = (cause: unknown) => new HttpError('Network Error', 'network', undefined, { cause });
export const abortedError = () => new HttpError('Request aborted', 'aborted');
export const timeoutError = (ms: number) => new HttpError(`timeout of ${String(ms)}ms exceeded`, 'timeout');
export const bodyError = (cause: unknown) => new HttpError('Response body is not valid JSON', 'body', undefined, { cause });
