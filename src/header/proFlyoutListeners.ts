import { selectEndpoints } from '../net';
import type { AppStartListening } from '../store';
import { proFlyoutFailed, proFlyoutLoaded, proFlyoutLoading, proFlyoutRequested, selectProFlyout } from './proFlyoutSlice';

/** Loads the professional flyout's content once, when first wanted (spec §4); a failure is logged and shows nothing. */
export function addProFlyoutListeners(startListening: AppStartListening): void {
  startListening({
    actionCreator: proFlyoutRequested,
    effect: async (_action, api) => {
      const endpoint = selectEndpoints(api.getState()).proFlyoutEndpoint;
      if (!endpoint || selectProFlyout(api.getState(), endpoint).status !== 'idle') return;
      api.dispatch(proFlyoutLoading(endpoint));
      try {
        const { fetchProFlyout } = await import('./proFlyoutApi');
        const content = await fetchProFlyout(endpoint, api.extra.fetch);
        api.dispatch(proFlyoutLoaded({ endpoint, content }));
      } catch (error) {
        console.error(`[marquee] The professional flyout could not be loaded from ${endpoint}.`, error);
        api.dispatch(proFlyoutFailed(endpoint));
      }
    },
  });
}
