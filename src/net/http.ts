import { abortedError, bodyError, networkError, statusError, timeoutError } from './httpErrors';

export interface RequestOptions extends Omit<RequestInit, 'signal' | 'headers'> {
  headers?: Record<string, string>;
  /** Milliseconds before the request is given up; 0 (the default) waits for ever (spec §9). */
  timeout?: number;
  /** Cancels the request; it then rejects with 'Request aborted'. */
  signal?: AbortSignal;
  fetch?: typeof fetch;
}

const TIMED_OUT = Symbol('timed out');

/**
 * fetch with its failures told apart (spec §8): a network error, an abort and a timeout each
 * reject with their own HttpError. Any status resolves; see `request` for status checking.
 */
export async function send(url: string, options: RequestOptions = {}): Promise<Response> {
  const { timeout = 0, signal, fetch: transport = fetch, ...init } = options;
  const controller = new AbortController();
  const timer = timeout > 0 ? setTimeout(() => { controller.abort(TIMED_OUT); }, timeout) : undefined;
  const abort = () => {
    controller.abort();
  };
  if (signal?.aborted) controller.abort();
  signal?.addEventListener('abort', abort, { once: true });
  try {
    return await transport(url, { ...init, signal: controller.signal });
  } catch (error) {
    if (controller.signal.reason === TIMED_OUT) throw timeoutError(timeout);
    if (controller.signal.aborted) throw abortedError();
    throw networkError(error);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abort);
  }
}

/** `send`, and a status outside 200-299 rejects with 'Request failed with status code N'. */
export async function request(url: string, options: RequestOptions = {}): Promise<Response> {
  const response = await send(url, options);
  if (!response.ok) throw statusError(response.status);
  return response;
}

/** A request whose answer must be JSON. */
export async function requestJson<T = unknown>(url: string, options: RequestOptions = {}): Promise<T> {
  const response = await request(url, { ...options, headers: { accept: 'application/json', ...options.headers } });
  try {
    return (await response.json()) as T;
  } catch (cause) {
    throw bodyError(cause);
  }
}
