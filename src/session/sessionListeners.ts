import type { AppStartListening } from '../store';
import { pageEntered } from './pageSlice';
import { selectSession } from './sessionSlice';

export function addSessionListeners(startListening: AppStartListening): void {
  // A single-page site's router tells the chrome of a navigation by changing current-uri.
  startListening({
    predicate: (_action, current, previous) => {
      const before = selectSession(previous).currentUri;
      return before !== '' && selectSession(current).currentUri !== before;
    },
    effect: (_action, api) => {
      api.dispatch(pageEntered('navigated'));
    },
  });
}
