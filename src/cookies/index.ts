export { cookieDomain } from './cookieDomain';
export { writeCookie, type CookieOptions } from './writeCookie';
export { readCookie, readJsonCookie } from './readCookie';
export type { CookieJar, PageLocation } from './cookieJar';
