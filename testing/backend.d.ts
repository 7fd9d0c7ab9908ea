// Types of testing/backend.js: the reference backend's fault switches and what it received.

/** The endpoints a fault can hit: suggestions, beacons (`tr`), error reports, weblab, consent (graphql), logging. */
export type FaultEndpoint = 'suggestion' | 'tr' | 'errors' | 'weblab' | 'graphql' | 'logging';

/** On each request to `endpoint`: wait `latency` ms; then `drop` the connection, or answer 200 with a `garbage` body, or answer `status`. */
export interface Fault {
  endpoint: FaultEndpoint;
  latency?: number;
  status?: number;
  garbage?: boolean;
  drop?: boolean;
}

/** One request as the backend stored it. */
export interface ReceivedEvent {
  id: number;
  time: string;
  /** beacon | metric | error-report | weblab | graphql | logging | fault */
  type: string;
  summary: string;
  method: string;
  /** As received, still percent-encoded. */
  path: string;
  query: Record<string, string | string[]>;
  /** Only the headers of interest. */
  headers: Record<string, string>;
  body: unknown;
  response: unknown;
}

/**
 * Makes the backend fail one endpoint until `clearFaults()`. Throws, setting nothing, when a chrome
 * element on the page sends that endpoint's calls past the backend (its endpoint attribute names
 * another server, or a path the backend does not answer).
 */
export function setFault(fault: Fault): Promise<void>;

/** The chrome elements of this document that send `endpoint`'s calls past the backend, each as `<tag attribute="value">`. */
export function endpointsElsewhere(endpoint: string): string[];
/** Turns every fault off. */
export function clearFaults(): Promise<void>;
/** What the backend received, oldest first, of one type, after the event id `after`. */
export function receivedEvents(type?: string, after?: number): Promise<ReceivedEvent[]>;
