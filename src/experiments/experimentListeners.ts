import { selectEndpoints } from '../net';
import type { AppStartListening } from '../store';
import { selectAssignedWeblabs, treatmentReceived, treatmentRequested, weblabCallEnded, weblabCallStarted } from './experimentsSlice';

export function addExperimentListeners(startListening: AppStartListening): void {
  startListening({
    actionCreator: treatmentRequested,
    effect: async ({ payload: { id, allowed } }, api) => {
      // The page's own assignment needs no call; otherwise ask once per experiment and page,
      // since the answer is stable for the visitor's session.
      const state = api.getState();
      if (selectAssignedWeblabs(state)[id] !== undefined || state.weblabAnswers[id] !== undefined || state.weblabCalls.includes(id)) return;
      api.dispatch(weblabCallStarted(id));
      try {
        // The call's code loads with the first experiment a page asks about, after first paint.
        const { fetchTreatment } = await import('./weblabApi');
        const treatment = await fetchTreatment(selectEndpoints(api.getState()).weblabEndpoint, id, allowed, api.extra.fetch);
        api.dispatch(treatmentReceived({ id, treatment }));
      } catch {
        // Without an answer the page's own assignment, or control, stands (spec §4).
      } finally {
        api.dispatch(weblabCallEnded(id));
      }
    },
  });
}
