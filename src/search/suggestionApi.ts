import { requestJson } from '../net/http';
import { HttpError } from '../net/httpErrors';
import type { AppStartListening } from '../store';
import { queryLogged } from '../tracking';
import { suggestionsReceived } from './searchSlice';
import { parseSuggestions, type SuggestionItem } from './suggestionItems';
import { onSuggestionHost } from './suggestionUrl';

type Api = Parameters<Parameters<AppStartListening>[0]['effect']>[1];

/** The full URL of a suggestion path. */
export function suggestionUrl(host: string, path: string): string {
  return `${onSuggestionHost(host, path)}?includeVideos=1`;
}

/**
 * The suggestion call (spec §7): the items of one suggestion path, from the suggestion host.
 * Loaded on demand (searchListeners.ts), as nothing calls it before someone comes to search.
 */
export async function fetchSuggestions(host: string, path: string, options: { fetch: typeof fetch; timeout: number }): Promise<SuggestionItem[]> {
  return parseSuggestions(await requestJson(suggestionUrl(host, path), options));
}

/**
 * One requested key's call, to its end, and what the page learns of its answer (searchListeners.ts
 * requests it, throttled, and records a failure, this chunk's load's included). `leaving` is told
 * as the request leaves: the throttle times the next one from then, not from when it was decided
 * (building it can take a few ms more for one request than another: a loaded WebKit put two 92
 * and 93 ms apart).
 */
export async function requestSuggestions(
  api: Api,
  { key, query }: { key: string; query: string },
  { host, timeout }: { host: string; timeout: number },
  leaving: () => void,
): Promise<void> {
  const leave: typeof fetch = (input, init) => {
    leaving();
    return api.extra.fetch(input, init);
  };
  const items = await fetchSuggestions(host, key, { fetch: leave, timeout }).catch((error: unknown) => {
    // Its words come only when the call failed: the suggestions do not wait for them, nor fail with them.
    if (error instanceof HttpError && (error.kind === 'status' || error.kind === 'network')) {
      void import('../net/noBackend').then(({ tellNoBackend }) => {
        tellNoBackend('<site-header>', 'suggestion-host', onSuggestionHost(host, '/suggestion/'), error.status, 'the search box suggests nothing (its form still searches)');
      });
    }
    throw error;
  });
  api.dispatch(suggestionsReceived({ key, items }));
  // Answers are cached, so this is the key's first non-empty result (spec §7 query log).
  if (items.length > 0) api.dispatch(queryLogged({ navQuery: query }));
}
