/** The one part of `document` the cookie helper touches; tests pass their own. */
export interface CookieJar {
  cookie: string;
}

/** The part of `location` that decides Domain and Secure. */
export interface PageLocation {
  protocol: string;
  hostname: string;
}

// Read lazily through globalThis, so outside a browser there is no ReferenceError: the jar is
// just missing, and the helpers treat that like any other cookie failure.
export const browserJar = (): CookieJar | undefined => globalThis.document;
export const browserLocation = (): PageLocation | undefined => globalThis.location;
