import type { UnknownAction } from '@reduxjs/toolkit';
import { browserPath } from '../links/pageLocation';
import { pageEntered } from './pageSlice';
import { followSession, pageSeen } from './sessionFollow';
import { selectSession } from './sessionSlice';

interface PageStore {
  dispatch(action: UnknownAction): unknown;
  getState(): Parameters<typeof selectSession>[0];
}

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
 * on both) would show the last member: it is no page entry, but a change of session
 * (sessionFollow: `session-change`, and unless a listener cancels it the page is loaded anew). A
 * page with no session showed no member, and Back to a new visitor's first page comes from the cache.
 *
 * The store also follows the visitor's session while the page is open (sessionFollow).
 */
export function listenForPageEntries(store: PageStore): void {
  if (typeof window === 'undefined') return;
  followSession(store);
  window.addEventListener('pageshow', (event) => {
    if (event.persisted && pageSeen()) store.dispatch(pageEntered('restored'));
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
