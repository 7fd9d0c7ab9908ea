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

/**
 * What the list shows: always the answer for the text now in the box, so an answer for an older
 * text, however late it arrives, only fills its own cache entry (spec §7, SRCH-25).
 */
export const selectSuggestionView = memoSelector(
  [selectSuggestionKey, (state: RootState) => state.search.suggestions],
  (key, suggestions): SuggestionView => {
    // No key (nothing to ask) means no results; a key not asked yet is as pending as one on its way.
    const known = key === undefined ? { loading: false, results: [] } : suggestions[key];
    return { pending: known?.loading ?? true, results: known?.results ?? [] };
  },
);
