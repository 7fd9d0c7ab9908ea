import type { UnknownAction } from '@reduxjs/toolkit';
import { SESSION_COOKIE } from '../consent';
import { readCookie } from '../cookies';
import { browserPath } from '../links/pageLocation';
import { pageEntered } from './pageSlice';
import { selectSession } from './sessionSlice';

interface PageStore {
  dispatch(action: UnknownAction): unknown;
  getState(): Parameters<typeof selectSession>[0];
}

/** Fired on window when a page comes back from the back/forward cache into another session. */
export const SESSION_CHANGE_EVENT = 'session-change';

/**
 * How the chrome learns that the visitor is on a page anew without it starting again:
 * - a page restored from the back/forward cache (`pageshow` with `persisted`; the chrome registers
 *   no `unload` handler, which would keep the page out of that cache);
 * - a same-document navigation of a single-page site, when the page gives no `current-uri`: the
 *   Navigation API's `currententrychange` where the browser has it (it sees `pushState`), and
 *   `popstate`. A page that gives `current-uri` tells the chrome by changing it
 *   (sessionListeners), so a router that does both counts once.
 *
 * A page restored after the visitor signed in or out elsewhere (the server gives a new session-id
 * on both) would show the last member: instead of a page entry, `session-change` is fired on
 * window, and unless a listener cancels it the page is loaded anew. Only a change from one session
 * to another counts: a page left with no session showed no member, and Back to a new visitor's
 * first page comes from the cache.
 */
export function listenForPageEntries(store: PageStore): void {
  if (typeof window === 'undefined') return;
  let left: { session: string | undefined } | undefined;
  window.addEventListener('pagehide', () => (left = { session: readCookie(SESSION_COOKIE) }));
  window.addEventListener('pageshow', (event) => {
    if (!event.persisted) return;
    // A visitor's first page has no session yet, and the next page gives one: no member's page to hide.
    const changed = left?.session !== undefined && readCookie(SESSION_COOKIE) !== left.session;
    left = undefined;
    if (!changed) store.dispatch(pageEntered('restored'));
    else if (window.dispatchEvent(new Event(SESSION_CHANGE_EVENT, { cancelable: true }))) location.reload();
  });
  let path = browserPath();
  const moved = () => {
    const now = browserPath();
    if (now === path) return;
    path = now;
    if (selectSession(store.getState()).currentUri === '') store.dispatch(pageEntered('navigated'));
  };
  (window as { navigation?: EventTarget }).navigation?.addEventListener('currententrychange', moved);
  window.addEventListener('popstate', moved);
}
