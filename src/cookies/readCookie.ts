import { browserJar, type CookieJar } from './cookieJar';

/** Percent-decoded, as writeCookie encodes objects; a value that is not valid encoding stays raw. */
function decode(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * The value of the cookie `name`, percent-decoded, or undefined when it is not set or cookies
 * cannot be read. (A string written with its own `%xx` sequences therefore reads back decoded.)
 */
export function readCookie(name: string, jar: CookieJar | undefined = browserJar()): string | undefined {
  let cookies: string;
  try {
    cookies = jar?.cookie ?? '';
  } catch {
    return undefined; // a sandboxed document throws on reading too
  }
  for (const pair of cookies.split(';').map((part) => part.trimStart())) {
    const separator = pair.indexOf('=');
    if (separator > 0 && pair.slice(0, separator) === name) return decode(pair.slice(separator + 1));
  }
  return undefined;
}

/** The cookie `name` parsed as JSON; undefined when it is missing or not JSON. */
export function readJsonCookie(name: string, jar: CookieJar | undefined = browserJar()): unknown {
  const value = readCookie(name, jar);
  if (value === undefined) return undefined;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return undefined;
  }
}
