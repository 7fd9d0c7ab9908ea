import type { UnknownAction } from '@reduxjs/toolkit';
import { pageDocument } from '../chrome/pageDocument';
import { SESSION_COOKIE } from '../consent/consentConstants';
import { consentForgotten } from '../consent/consentSlice';
import { readCookie } from '../cookies';

/**
 * A tab follows the visitor's session (issue 71). Signing in or out in another tab gives the
 * browser a new `session-id` (the reference backend's sign-in and sign-out both do), and an open
 * tab that went on sending would file the last visitor's answer and actions under the next one.
 *
 * The `session-id` cookie is readable by script (the consent call sends it as a header), so the
 * page compares the session it is shown for with the browser's now:
 * - right before every call that carries the visitor's answer or identity (tracking, weblab and
 *   consent calls: `whileSessionHeld`): synchronous, so nothing goes after a change, however the
 *   change came about. This is the guarantee; the rest only makes the page react at once:
 * - on the Cookie Store API's `change` (where the browser has it: it hears other tabs' responses),
 *   and whenever the visitor turns to the page (its tab shown or focused, back from the cache).
 *
 * A page whose session ended is loaded anew when the visitor turns to it, not the moment the
 * cookie changes: the tab that signs out hears its own response's cookie while it navigates to
 * the next page, and a reload then would take the place of that navigation.
 *
 * A page shown with no session takes the one its first call that carries one carries: a new
 * visitor's first calls (the consent and weblab calls, side by side) are each given a session, the
 * last answer's kept, and until one goes out the page has shown no visitor's. A session that goes
 * (cookies cleared, or a sign-out that could not give a new one) is a change.
 */

/** Fired on window when the visitor's session is no longer the one the page was shown for. */
export const SESSION_CHANGE_EVENT = 'session-change';

interface PageStore {
  dispatch(action: UnknownAction): unknown;
}

const stores = new Set<PageStore>();

/** The session the page is shown for: the `session-id` as the chrome started, else its calls' first. */
let shownFor = readCookie(SESSION_COOKIE);

/** The page's session ended: nothing goes, and the page is loaded anew when the visitor turns to it. */
let ended = false;

/**
 * Whether the page's session is still the visitor's. On a change, first: every store forgets the
 * page's consent (hits it holds are dropped, and `consent` reads unknown), and `session-change`
 * is fired on window. Unless a listener cancels it, nothing goes from then on, and the page is
 * loaded anew when the visitor turns to it (pageSeen), which asks the new session's question. A
 * listener that cancels it keeps the page for the new visitor: the chrome takes the new session,
 * its consent unknown until it is told again (docs/consent.md). Either way the call that found the
 * change does not go: it was decided in the old session.
 */
export function sessionHeld(): boolean {
  if (ended) return false;
  const now = readCookie(SESSION_COOKIE);
  if (shownFor === undefined || now === shownFor) return true;
  for (const store of stores) store.dispatch(consentForgotten());
  if (window.dispatchEvent(new Event(SESSION_CHANGE_EVENT, { cancelable: true }))) ended = true;
  else shownFor = now;
  return false;
}

/**
 * The visitor turns to the page (its tab shown or focused, the page back from the cache): a page
 * whose session ended is loaded anew in front of them. Whether the page's session holds.
 */
export function pageSeen(): boolean {
  const held = sessionHeld();
  if (ended && pageDocument.visibilityState === 'visible') location.reload();
  return held;
}

/**
 * `send`, called only while the page's session holds (sessionHeld). A call held back never
 * settles: refused, it would run its caller's failure path, which reports the failure (another
 * call) and marks the session's banner as failed, under the new session.
 */
export function whileSessionHeld(send: typeof fetch): typeof fetch {
  return (input, init) => {
    if (!sessionHeld()) return new Promise<never>(() => undefined);
    shownFor ??= readCookie(SESSION_COOKIE);
    return send(input, init);
  };
}

/** The store follows the visitor's session from now on; the page listens once, for every store. */
export function followSession(store: PageStore): void {
  stores.add(store);
  if (stores.size > 1) return;
  (window as { cookieStore?: EventTarget }).cookieStore?.addEventListener('change', () => void sessionHeld());
  const seen = () => void pageSeen();
  pageDocument.addEventListener('visibilitychange', seen);
  window.addEventListener('focus', seen);
}
