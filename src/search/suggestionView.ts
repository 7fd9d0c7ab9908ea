import { selectEndpoints } from '../net';
import { selectSession } from '../session';
import type { RootState } from '../store';
import { memoSelector } from '../store/memoSelector';
import { resultItems, type ResultItem } from './resultItems';
import { selectSuggestionKey } from './searchSelectors';

export interface SuggestionView {
  /** The text's suggestions have not arrived: requested, or waiting out the throttle. */
  pending: boolean;
  /** The list's options, 'See all results' last. */
  options: ResultItem[];
}

/**
 * What the list shows: always the answer for the text now in the box, so an answer for an older
 * text, however late it arrives, only fills its own cache entry (spec §7, SRCH-25). One selector
 * per search model's 'See all results' template.
 */
export const suggestionViewSelector = (queryTemplate?: string) =>
  memoSelector(
    [selectSuggestionKey, (state: RootState) => state.search.suggestions, (state: RootState) => state.search.query, selectSession, selectEndpoints],
    (key, suggestions, query, session, endpoints): SuggestionView => {
      // No key (nothing to ask) means no results; a key not asked yet is as pending as one on its way.
      const known = key === undefined ? { loading: false, results: [] } : suggestions[key];
      const context = { query, urlLocalePrefix: session.urlLocalePrefix, suggestionHost: endpoints.suggestionHost, queryTemplate };
      return { pending: known?.loading ?? true, options: resultItems(known?.results ?? [], context) };
    },
  );

/** The list with the site's own 'See all results'. */
export const selectSuggestionView = suggestionViewSelector();
