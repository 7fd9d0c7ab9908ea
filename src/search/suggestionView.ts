import type { RootState } from '../store';
import { memoSelector } from '../store/memoSelector';
import { selectSuggestionKey } from './searchSelectors';
import type { SuggestionItem } from './suggestionItems';

export interface SuggestionView {
  /** The text's suggestions have not arrived: requested, or waiting out the throttle. */
  pending: boolean;
  /** What the service answered for the text; the list makes its options of them (resultItems). */
  results: readonly SuggestionItem[];
}

// No key (nothing to ask) means no results; a key not asked yet is as pending as one on its way.
const NONE: readonly SuggestionItem[] = [];
const selectEntry = (state: RootState) => {
  const key = selectSuggestionKey(state);
  return key === undefined ? { loading: false, results: NONE } : state.search.suggestions[key];
};

/**
 * What the list shows: always the answer for the text now in the box, so an answer for an older
 * text, however late it arrives, only fills its own cache entry (spec §7, SRCH-25). Made of what
 * the list shows, not of the cache: a request going out changes the cache, not the list.
 */
export const selectSuggestionView = memoSelector(
  [(state: RootState) => selectEntry(state)?.loading ?? true, (state: RootState) => selectEntry(state)?.results ?? NONE],
  (pending, results): SuggestionView => ({ pending, results }),
);
