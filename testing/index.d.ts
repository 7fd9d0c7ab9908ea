// Types of marquee/testing (testing/index.js): fixtures and the reference backend's switches.
import type { ConsentBannerElement, ConsentBannerProperties, MarqueeElements, MarqueeProperties, SiteFooterElement, SiteFooterProperties, SiteHeaderElement, SiteHeaderProperties } from '../types/marquee';

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

/** Waits until `test()` returns or resolves to something truthy (checking every 20 ms) and returns it; throws with `message` after `timeout` ms (3000). */
export function waitFor<T>(test: () => T | Promise<T>, message: string, timeout?: number): Promise<NonNullable<T>>;

/** Waits until the element has rendered: content there, in `locale` when given, no translations loading. */
export function rendered<E extends HTMLElement>(element: E, locale?: string): Promise<E>;

/** Puts the element on the page with these properties and waits until it has rendered; `cleanup()` removes it. */
export function mount<K extends keyof MarqueeElements>(tag: K, properties?: Partial<MarqueeProperties[K]>, parent?: ParentNode): Promise<MarqueeElements[K]>;

export function siteHeader(properties?: Partial<SiteHeaderProperties>): Promise<SiteHeaderElement>;
export function siteFooter(properties?: Partial<SiteFooterProperties>): Promise<SiteFooterElement>;
export function consentBanner(properties?: Partial<ConsentBannerProperties>): Promise<ConsentBannerElement>;

/** Makes the backend fail one endpoint until `clearFaults()`. */
export function setFault(fault: Fault): Promise<void>;
/** Turns every fault off. */
export function clearFaults(): Promise<void>;
/** What the backend received, oldest first, of one type, after the event id `after`. */
export function receivedEvents(type?: string, after?: number): Promise<ReceivedEvent[]>;

/** For afterEach: removes the mounted elements, turns faults off and forgets the visitor (the chrome's cookies, session storage). */
export function cleanup(): Promise<void>;
