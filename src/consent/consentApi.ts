import { GraphError, queryGraph, type GraphResult } from '../net/graphql';
import type { PromptAnswer } from './bannerSlice';
import { GRAPH_ERROR_PREFIX } from './consentConstants';
import type { VendorConsent } from './consentSlice';
import { parseVendorList } from './vendorList';

/** Spec §7: the prompt and the session's directives, in one call. */
const PRIVACY_PROMPT_QUERY = `query PrivacyPrompt {
  privacyPrompt(type: CONSENT_PRIMARY) {
    privacyPrompt { id customizeUrl promptMarkdown { value { plainText plaidHtml } } showPromptOnPageLoad }
  }
  privacyDirectives { directives { directivesCookie expirationDate vendors { id allow } } }
}`;

/** Spec §7: the visitor's answer; the server returns the directives it now holds. */
const RESPOND_MUTATION = `mutation RespondToPrivacyPrompt($promptId: ID!, $action: PrivacyPromptAction!) {
  respondToPrivacyPrompt(promptId: $promptId, action: $action) {
    directives { directivesCookie expirationDate vendors { id allow } }
  }
}`;

/** Spec §3 consent directives. */
export interface Directives {
  directivesCookie: string;
  expirationDate: string;
  vendors: readonly VendorConsent[];
}

/** Spec §3 privacy prompt, as the server sent it (nothing in it is safe to render yet). */
export interface ServerPrompt {
  id: string;
  customizeUrl: string;
  plainText: string;
  plaidHtml: string;
  showPromptOnPageLoad: boolean;
}

export interface GraphCall {
  endpoint: string;
  headers: Record<string, string>;
  timeout: number;
  fetch: typeof fetch;
}

type Data = Record<string, unknown>;

const isRecord = (value: unknown): value is Data => typeof value === 'object' && value !== null;
const field = (value: unknown, ...path: string[]): unknown => path.reduce<unknown>((at, key) => (isRecord(at) ? at[key] : undefined), value);
const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** The answer is the server's: every field is checked before anything trusts it. */
function parseDirectives(value: unknown): Directives | null {
  const directivesCookie = text(field(value, 'directivesCookie'));
  const expirationDate = text(field(value, 'expirationDate'));
  const vendors = parseVendorList(field(value, 'vendors'));
  if (directivesCookie === undefined || expirationDate === undefined || vendors === null) return null;
  return { directivesCookie, expirationDate, vendors };
}

function parsePrompt(value: unknown): ServerPrompt | null {
  const id = text(field(value, 'id'));
  const showPromptOnPageLoad = field(value, 'showPromptOnPageLoad');
  if (id === undefined || id === '' || typeof showPromptOnPageLoad !== 'boolean') return null;
  return {
    id,
    customizeUrl: text(field(value, 'customizeUrl')) ?? '',
    plainText: text(field(value, 'promptMarkdown', 'value', 'plainText')) ?? '',
    plaidHtml: text(field(value, 'promptMarkdown', 'value', 'plaidHtml')) ?? '',
    showPromptOnPageLoad,
  };
}

/** An answer without the data asked for; GraphQL errors, when the server sent some, say why. */
function unusable(result: GraphResult<unknown>): Error {
  const reasons = result.errors?.map((e) => e.message).join('; ');
  return new Error(reasons ? `the answer held errors: ${reasons}` : 'the answer held no usable data');
}

async function call(graph: GraphCall, query: string, variables?: Record<string, unknown>): Promise<GraphResult<Data>> {
  return queryGraph<Data>(graph.endpoint, { query, variables, headers: graph.headers, timeout: graph.timeout, fetch: graph.fetch });
}

/** CNS-01: the prompt, and the directives the session already has (null until it answered). */
export async function fetchPrivacyPrompt(graph: GraphCall): Promise<{ prompt: ServerPrompt | null; directives: Directives | null }> {
  const result = await call(graph, PRIVACY_PROMPT_QUERY);
  const prompt = parsePrompt(field(result.data, 'privacyPrompt', 'privacyPrompt'));
  const directives = parseDirectives(field(result.data, 'privacyDirectives', 'directives'));
  if (prompt === null && directives === null) throw unusable(result);
  return { prompt, directives };
}

/** CNS-03: the visitor's answer; resolves with the directives the server now holds. */
export async function respondToPrivacyPrompt(graph: GraphCall, promptId: string, action: PromptAnswer): Promise<Directives> {
  const result = await call(graph, RESPOND_MUTATION, { promptId, action });
  const directives = parseDirectives(field(result.data, 'respondToPrivacyPrompt', 'directives'));
  if (directives === null) throw unusable(result);
  return directives;
}

/**
 * Spec §8: 'queryGraph call in IMDbConsentBanner failed: {status} {statusText}'. The status text
 * is often empty (always over HTTP/2), and then the message ends with the status. A call that got
 * no answer at all (the network failed) has status 0, as XMLHttpRequest reports it, and its
 * reason in place of the status text.
 */
export function graphFailureMessage(error: unknown): string {
  if (error instanceof GraphError) {
    const reason = error.status === undefined ? error.message : error.statusText;
    return `${GRAPH_ERROR_PREFIX} ${String(error.status ?? 0)} ${reason}`.trimEnd();
  }
  return `${GRAPH_ERROR_PREFIX} ${error instanceof Error ? error.message : String(error)}`;
}
