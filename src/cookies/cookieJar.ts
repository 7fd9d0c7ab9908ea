import { pageDocument } from '../chrome/pageDocument';

/** The one part of `document` the cookie helper touches; tests pass their own. */
export interface CookieJar {
  cookie: string;
}

/** The part of `location` that decides Domain and Secure. */
export interface PageLocation {
  protocol: string;
  hostname: string;
}

// Outside a browser the jar is just missing, and the helpers treat that like any other cookie
// failure; in one, `cookie` is the document's own, which no `<img name="cookie">` can stand in for.
export const browserJar = (): CookieJar | undefined => pageDocument;
export const browserLocation = (): PageLocation | undefined => globalThis.location;
