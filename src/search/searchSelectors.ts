import { selectTreatment } from '../experiments';
import type { RootState } from '../store';
import { categoryByFormName, type SearchCategory } from './categories';
import { canonicalQuery, queryLength } from './canonicalQuery';
import { suggestionPath } from './suggestionUrl';

/** Under its T1, suggestions wait for the third character (spec §4, EXP-01). */
export const DELAYED_QUERY_EXPERIMENT = 'MARQUEE_SEARCH_DELAYED_QUERY';

export const selectCategory = (state: RootState): SearchCategory => categoryByFormName(state.search.category);

/** Spec §4: a query longer than 0 characters, or longer than 2 under the delayed-query experiment. */
function longEnough(state: RootState, canonical: string): boolean {
  const shortest = selectTreatment(state, DELAYED_QUERY_EXPERIMENT) === 'T1' ? 3 : 1;
  return queryLength(canonical) >= shortest;
}

/** Whether the suggestion list shows: focused, not composing, a category with typeahead, a long enough query. */
export function selectSuggestionsOpen(state: RootState): boolean {
  const { focused, composing, query } = state.search;
  return focused && !composing && selectCategory(state).hasTypeahead && longEnough(state, canonicalQuery(query));
}

/**
 * The suggestion key the box wants answered now (the endpoint path, spec §4 "category path plus
 * query"), or undefined when it wants none: no typeahead, a query too short or not askable, or an
 * IME composition under way (its text is not a query yet).
 */
export function selectSuggestionKey(state: RootState): string | undefined {
  const { composing, query } = state.search;
  const category = selectCategory(state);
  const canonical = canonicalQuery(query);
  if (composing || !category.hasTypeahead || !longEnough(state, canonical)) return undefined;
  return suggestionPath(category.typeaheadPath, canonical);
}
