import type { UnknownAction } from '@reduxjs/toolkit';
import { pageEntered } from './pageSlice';

/**
 * A page restored from the back/forward cache runs on from where it was left: the chrome hears of
 * it from `pageshow` (it registers no `unload` handler, which would keep the page out of the cache).
 */
export function listenForPageRestore(store: { dispatch(action: UnknownAction): unknown }): void {
  if (typeof window === 'undefined') return;
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) store.dispatch(pageEntered('restored'));
  });
}
