import { treatmentRequested } from '../experiments';
import { selectEndpoints } from '../net';
import { afterNextPaint } from '../ui/afterNextPaint';
import type { AppStartListening } from '../store';
import { DELAYED_QUERY_EXPERIMENT, selectSuggestionKey } from './searchSelectors';
import { searchFocused, suggestionsFailed, suggestionsRequested } from './searchSlice';

// The call's code (and the HTTP client) is a chunk of its own, fetched when someone first comes to
// search. Once loaded it is called synchronously: a request goes out in the very tick the throttle
// lets it, so requests stay 100 ms apart.
let loadedApi: typeof import('./suggestionApi') | undefined;
const suggestionApi = async () => (loadedApi ??= await import('./suggestionApi'));

/** Spec §7/§9: suggestion requests are throttled at 100 ms, leading edge. */
export const SUGGESTION_THROTTLE_MS = 100;

export function addSearchListeners(startListening: AppStartListening): void {
  let lastRequest = Number.NEGATIVE_INFINITY;

  // The throttle. A new text is asked for at once when the last request is 100 ms old; otherwise
  // it waits out the rest, and a newer text takes its place meanwhile. So requests stay 100 ms
  // apart and the text finally in the box is always asked for.
  startListening({
    predicate: (_action, current, previous) => selectSuggestionKey(current) !== selectSuggestionKey(previous),
    effect: async (_action, api) => {
      api.cancelActiveListeners();
      // A load that fails is left to the request, which records the failure.
      if (!loadedApi) await api.pause(suggestionApi().catch(() => undefined));
      // The key that changed the text paints first: making the request was a third of its time on
      // a phone. Keys typed before that paint are asked for as one.
      await api.pause(afterNextPaint());
      // The page's monotonic clock, to the sub-millisecond: a wall clock can step, and whole
      // milliseconds put two requests up to a few ms closer than 100. Timers can fire a little
      // early (seen in WebKit), so the clock, not the timer, says when the wait is over.
      const remaining = () => Math.ceil(lastRequest + SUGGESTION_THROTTLE_MS - performance.now());
      for (let wait = remaining(); wait > 0; wait = remaining()) await api.delay(wait);
      const state = api.getState();
      const key = selectSuggestionKey(state);
      if (key === undefined) return;
      // A cached key resolves at once, from the store (spec §4), and one on its way is not asked
      // twice; one that failed is asked again, so a passing fault does not stick to a query.
      const known = state.search.suggestions[key];
      if (known && (known.loading || known.error === undefined)) return;
      api.dispatch(suggestionsRequested({ key, query: state.search.query }));
    },
  });

  // Every request runs to its end, even when the text has moved on: its answer fills its own
  // cache entry, and the list shows only the entry of the text in the box.
  startListening({
    actionCreator: suggestionsRequested,
    // The call and its answer are the call's chunk's (requestSuggestions), loaded by then.
    effect: async ({ payload }, api) => {
      const { suggestionHost: host, suggestionTimeout: timeout } = selectEndpoints(api.getState());
      try {
        await (loadedApi ?? (await suggestionApi())).requestSuggestions(api, payload, { host, timeout }, () => {
          lastRequest = performance.now();
        });
      } catch (error) {
        api.dispatch(suggestionsFailed({ key: payload.key, error: String(error) }));
      }
    },
  });

  // The delayed-query experiment is asked about once, when someone first comes to search; the
  // call's code starts loading then too. Both a task later: the tap or key that focused the box
  // paints first (on a phone's CPU they were a third of its time).
  startListening({
    actionCreator: searchFocused,
    effect: async (_action, api) => {
      api.unsubscribe();
      await api.delay(0);
      api.dispatch(treatmentRequested({ id: DELAYED_QUERY_EXPERIMENT, allowed: ['T1'] }));
      // Quietly: a failed load fails the first request too, which records it.
      suggestionApi().catch(() => undefined);
    },
  });
}
