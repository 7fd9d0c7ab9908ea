import type { UnknownAction } from '@reduxjs/toolkit';
import { browserPath } from '../links/pageLocation';
import { pageEntered } from './pageSlice';
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
 */
export function listenForPageEntries(store: PageStore): void {
  if (typeof window === 'undefined') return;
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) store.dispatch(pageEntered('restored'));
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
