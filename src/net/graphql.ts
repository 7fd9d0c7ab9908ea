import { send, type RequestOptions } from './http';
import { HttpError } from './httpErrors';

export class GraphError extends Error {
  override name = 'GraphError';

  constructor(
    message: string,
    /** HTTP status; 504 for a timeout, undefined when no answer came. */
    readonly status: number | undefined,
    readonly statusText = '',
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export interface GraphResult<T> {
  data?: T;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

export interface GraphRequest {
  query: string;
  variables?: Record<string, unknown>;
  headers?: Record<string, string>;
  /** Milliseconds; 0 (the default) waits for ever. */
  timeout?: number;
  fetch?: RequestOptions['fetch'];
}

// Spec §8: status 0 (an opaque answer) or 200-399 counts as an answer.
const isSuccess = (status: number) => status === 0 || (status >= 200 && status < 400);

/**
 * POSTs a GraphQL operation with credentials (spec §7). Rejects with a GraphError on any other
 * status, a timeout ('GraphQL Request timed out after {n} miliseconds', status 504, spelt as the
 * spec spells it) or a network failure. Only a body starting with `{` is parsed.
 */
export async function queryGraph<T>(endpoint: string, { query, variables = {}, headers, timeout = 0, fetch }: GraphRequest): Promise<GraphResult<T>> {
  let response: Response;
  try {
    response = await send(endpoint, {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ variables, query }),
      timeout,
      fetch,
    });
  } catch (error) {
    if (error instanceof HttpError && error.kind === 'timeout') {
      throw new GraphError(`GraphQL Request timed out after ${String(timeout)} miliseconds`, 504, 'Gateway Timeout');
    }
    throw new GraphError(error instanceof Error ? error.message : 'GraphQL request failed', undefined, '', { cause: error });
  }
  if (!isSuccess(response.status)) {
    throw new GraphError(`${String(response.status)} ${response.statusText}`, response.status, response.statusText);
  }
  const text = await response.text();
  if (!text.startsWith('{')) return {};
  try {
    return JSON.parse(text) as GraphResult<T>;
  } catch (cause) {
    throw new GraphError('GraphQL response is not valid JSON', response.status, response.statusText, { cause });
  }
}
