import { cookieDomain } from './cookieDomain';
import { browserJar, browserLocation, type CookieJar, type PageLocation } from './cookieJar';

export interface CookieOptions {
  /** When the cookie expires: a date, or a number of days from now (negative deletes it). */
  expires: Date | number;
  /** Overrides the site-wide domain cookieDomain() works out from the page's host. */
  domain?: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

// Characters that would end the value and start an attribute of our own making (`; Domain=…`),
// or split the header. Names may hold no whitespace and no `=` either, or the name would change.
const UNSAFE_VALUE = /[;,\r\n]/;
const UNSAFE_NAME = /[;,=\s]/;

/**
 * Strings are written as given, so a value the server handed us (the consent cookie `ci`) stays
 * byte for byte what the server reads back; that is why unsafe strings are refused, not escaped.
 * Objects are ours alone: their JSON is percent-encoded, since JSON is full of `,` and `"`.
 */
function encodeValue(value: string | object): string {
  return typeof value === 'string' ? value : encodeURIComponent(JSON.stringify(value));
}

function expiryDate(expires: Date | number): Date {
  return typeof expires === 'number' ? new Date(Date.now() + expires * DAY_MS) : expires;
}

/**
 * Writes a site-wide cookie (spec §7; CK-01..03): Path=/, the expiry, Domain for the whole site,
 * Secure on https pages, SameSite=Lax. Returns true when the browser was handed the cookie.
 *
 * Returns false, writing nothing, for a name or value that could inject attributes, a bad
 * expiry, or a failed write (document.cookie throws in a sandboxed iframe; there is no document
 * outside a browser). A failed cookie is ignored silently (spec §8): it is never worth breaking
 * the page for.
 */
export function writeCookie(
  name: string,
  value: string | object,
  options: CookieOptions,
  jar: CookieJar | undefined = browserJar(),
  page: PageLocation | undefined = browserLocation(),
): boolean {
  try {
    const encoded = encodeValue(value);
    const expires = expiryDate(options.expires);
    const domain = options.domain ?? (page ? cookieDomain(page.hostname) : undefined);
    if (name === '' || UNSAFE_NAME.test(name) || UNSAFE_VALUE.test(encoded)) return false;
    if (domain !== undefined && UNSAFE_NAME.test(domain)) return false;
    if (Number.isNaN(expires.getTime()) || !jar) return false;

    const attributes = [
      `${name}=${encoded}`,
      ...(domain === undefined ? [] : [`Domain=${domain}`]),
      'Path=/',
      `Expires=${expires.toUTCString()}`,
      ...(page?.protocol === 'https:' ? ['Secure'] : []),
      'SameSite=Lax',
    ];
    jar.cookie = attributes.join('; ');
    return true;
  } catch {
    // A sandboxed document, a value JSON cannot encode (a cycle, a BigInt): ignored (spec §8).
    return false;
  }
}
