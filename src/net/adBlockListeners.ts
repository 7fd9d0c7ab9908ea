import type { AppStartListening } from '../store';
import { adBlockChecked } from './adBlockSlice';
import { selectEndpoints } from './endpointsSlice';

/**
 * Fetches the bait file once a page names one (off by default). A blocker makes the fetch fail;
 * either way nothing else changes: no log, no report (spec §7).
 */
export function addAdBlockListeners(startListening: AppStartListening): void {
  startListening({
    predicate: (_action, current, previous) => selectEndpoints(current).adBlockBaitUrl !== selectEndpoints(previous).adBlockBaitUrl,
    effect: async (_action, api) => {
      api.cancelActiveListeners();
      const bait = selectEndpoints(api.getState()).adBlockBaitUrl;
      if (!bait) return;
      try {
        // no-cors: a bait on another host answers opaquely, which still proves it was not blocked.
        await api.pause(api.extra.fetch(bait, { mode: 'no-cors', credentials: 'omit', cache: 'no-store' }));
        api.dispatch(adBlockChecked('not-blocked'));
      } catch {
        if (!api.signal.aborted) api.dispatch(adBlockChecked('blocked'));
      }
    },
  });
}
