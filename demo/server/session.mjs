// The visitor's session and the demo sign-in, both carried by cookies.
//
// session-id: `ddd-ddddddd-ddddddd` random digits (the spec's placeholder is 000-0000000-0000000).
// It is not HttpOnly because the consent banner reads it to send the x-imdb-session-id header
// (spec §7); SameSite=Lax, Path=/, no expiry (a browser-session cookie).
//
// marquee-user: the demo's signed-in user name. It is not signed: anyone can forge it, which is
// fine for a demo whose only use of it is to show the chrome's signed-in state.
import { randomInt } from 'node:crypto';
import { appendSetCookie, parseCookies } from './http.mjs';

export const SESSION_COOKIE = 'session-id';
export const USER_COOKIE = 'marquee-user';
export const SESSION_ID_PATTERN = /^\d{3}-\d{7}-\d{7}$/;
export const USERNAME_MAX = 40;

export function newSessionId() {
  /** @param {number} n */
  const digits = (n) => Array.from({ length: n }, () => String(randomInt(10))).join('');
  return `${digits(3)}-${digits(7)}-${digits(7)}`;
}

/**
 * The session id from the cookie, or a new one set on the response.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
export function ensureSession(req, res) {
  const current = parseCookies(req).get(SESSION_COOKIE);
  if (current !== undefined && SESSION_ID_PATTERN.test(current)) return current;
  const id = newSessionId();
  appendSetCookie(res, `${SESSION_COOKIE}=${id}; Path=/; SameSite=Lax`);
  return id;
}

/**
 * A user name is 1 to 40 characters after trimming, without control characters.
 * @param {string} text
 * @returns {string | undefined}
 */
export function validUsername(text) {
  const name = text.trim();
  // eslint-disable-next-line no-control-regex
  if (name.length === 0 || name.length > USERNAME_MAX || /[\u0000-\u001f\u007f]/.test(name)) return undefined;
  return name;
}

/**
 * The signed-in user name, if any.
 * @param {import('node:http').IncomingMessage} req
 */
export function signedInUser(req) {
  const value = parseCookies(req).get(USER_COOKIE);
  return value === undefined ? undefined : validUsername(value);
}

/**
 * @param {import('node:http').ServerResponse} res
 * @param {string} username
 */
export function signIn(res, username) {
  appendSetCookie(res, `${USER_COOKIE}=${encodeURIComponent(username)}; Path=/; HttpOnly; SameSite=Lax`);
}

/** @param {import('node:http').ServerResponse} res */
export function signOut(res) {
  appendSetCookie(res, `${USER_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`);
}
