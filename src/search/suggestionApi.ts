import { requestJson } from '../net/http';
import { parseSuggestions, type SuggestionItem } from './suggestionItems';
import { suggestionUrl } from './suggestionUrl';

/**
 * The suggestion call (spec §7): the items of one suggestion path, from the suggestion host.
 * Loaded on demand (searchListeners.ts), as nothing calls it before someone comes to search.
 */
export async function fetchSuggestions(host: string, path: string, options: { fetch: typeof fetch; timeout: number }): Promise<SuggestionItem[]> {
  return parseSuggestions(await requestJson(suggestionUrl(host, path), options));
}
