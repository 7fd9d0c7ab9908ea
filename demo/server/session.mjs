// The visitor's session and the demo sign-in, both carried by cookies.
//
// session-id: `ddd-ddddddd-ddddddd` random digits (the spec's placeholder is 000-0000000-0000000).
// Only ids this server issued count: each is stored when handed out, and a cookie naming any
// other id (made up, or from another server's database) is replaced by a new session. So a
// client cannot pick a session to act as; what a session owns (its events, its consent
// decisions) is reached only by whoever holds its cookie. The cookie is not HttpOnly because
// the consent banner reads it to send the x-imdb-session-id header (spec §7); the server takes
// the session from the cookie alone, never from that header. SameSite=Lax, Path=/, Secure when
// the request came over https, no expiry (a browser-session cookie).
//
// Signing in or out ends the session (context.mjs renewSession): the old id is forgotten, so its
// cookie no longer counts anywhere, and a new one is issued. Nothing the last visitor did (their
// events, their consent decisions) belongs to the next one, a session id planted in the browser
// before sign-in (session fixation) is worthless after it, and the cookie's value changes on every
// sign-in and sign-out, which is how the chrome tells that a page it shows again from the
// back/forward cache was rendered for another visitor.
//
// marquee-user: the demo's signed-in user name. It is not signed: anyone can forge it, which is
// fine for a demo whose only use of it is to show the chrome's signed-in state.
import { randomInt } from 'node:crypto';
import { appendSetCookie, parseCookies } from './http.mjs';

export const SESSION_COOKIE = 'session-id';
export const USER_COOKIE = 'marquee-user';
export const SESSION_ID_PATTERN = /^\d{3}-\d{7}-\d{7}$/;
export const USERNAME_MAX = 40;
/** What one stored session costs the client's byte budget: its id and its ISO 8601 time. */
export const SESSION_BYTES = '000-0000000-0000000'.length + '2026-01-01T00:00:00.000Z'.length;

export function newSessionId() {
  /** @param {number} n */
  const digits = (n) => Array.from({ length: n }, () => String(randomInt(10))).join('');
  return `${digits(3)}-${digits(7)}-${digits(7)}`;
}

/**
 * Attributes shared by every cookie the backend sets.
 * @param {boolean} secure the request came over https
 */
export function cookieAttributes(secure) {
  return `Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/**
 * The session the request's cookie names, when this server issued it.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('./db.mjs').Store} store
 * @returns {Promise<string | undefined>}
 */
export async function readSession(req, store) {
  const id = parseCookies(req).get(SESSION_COOKIE);
  return id !== undefined && SESSION_ID_PATTERN.test(id) && (await store.hasSession(id)) ? id : undefined;
}

/**
 * Hands out a new session: stored, and set as the session-id cookie.
 * @param {import('node:http').ServerResponse} res
 * @param {import('./db.mjs').Store} store
 * @param {{ secure: boolean, now: Date }} request
 */
export async function issueSession(res, store, { secure, now }) {
  const id = newSessionId();
  await store.addSession(id, now.toISOString());
  appendSetCookie(res, `${SESSION_COOKIE}=${id}; ${cookieAttributes(secure)}`);
  return id;
}

/**
 * Expires the session-id cookie: the client has no session until a call issues it one.
 * @param {import('node:http').ServerResponse} res
 * @param {boolean} secure
 */
export function expireSession(res, secure) {
  appendSetCookie(res, `${SESSION_COOKIE}=; ${cookieAttributes(secure)}; Max-Age=0`);
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
 * @param {boolean} secure
 */
export function signIn(res, username, secure) {
  appendSetCookie(res, `${USER_COOKIE}=${encodeURIComponent(username)}; ${cookieAttributes(secure)}; HttpOnly`);
}

/**
 * @param {import('node:http').ServerResponse} res
 * @param {boolean} secure
 */
export function signOut(res, secure) {
  appendSetCookie(res, `${USER_COOKIE}=; ${cookieAttributes(secure)}; HttpOnly; Max-Age=0`);
}
