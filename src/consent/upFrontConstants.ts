/**
 * The consent feature's fixed names and numbers that code loaded up front reads (the store's
 * banner slice, the consent event's listener, what ./index.ts offers), apart from the others in
 * ./consentConstants.ts, which exports these too: that module loads on demand.
 */

/** The browser event that carries the vendor list to everyone on the page (spec §7). */
export const CONSENT_EVENT = 'consent-event';

/** The visitor's session cookie, which the graph call reads and the page's entries follow. */
export const SESSION_COOKIE = 'session-id';

/** A consent call that has not answered by then has failed (0 would wait for ever). */
export const DEFAULT_GRAPH_TIMEOUT_MS = 10_000;
