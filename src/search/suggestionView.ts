import type { RootState } from '../store';
import { selectSuggestionKey } from './searchSelectors';
import type { SuggestionItem } from './suggestionItems';

export interface SuggestionView {
  /** The text's suggestions have not arrived: requested, or waiting out the throttle. */
  pending: boolean;
  /** What the service answered for the text; the list makes its options of them (resultItems). */
  results: readonly SuggestionItem[];
}

// One empty list and one view per content, so that the box re-renders only when what the list
// shows has changed (a request going out changes the cache, not what the list shows).
const NONE: readonly SuggestionItem[] = [];
let shown: SuggestionView = { pending: false, results: NONE };

/**
 * What the list shows: always the answer for the text now in the box, so an answer for an older
 * text, however late it arrives, only fills its own cache entry (spec §7, SRCH-25).
 */
export function selectSuggestionView(state: RootState): SuggestionView {
  const key = selectSuggestionKey(state);
  // No key (nothing to ask) means no results; a key not asked yet is as pending as one on its way.
  const known = key === undefined ? { loading: false, results: NONE } : state.search.suggestions[key];
  const pending = known?.loading ?? true;
  const results = known?.results ?? NONE;
  if (pending !== shown.pending || results !== shown.results) shown = { pending, results };
  return shown;
}
