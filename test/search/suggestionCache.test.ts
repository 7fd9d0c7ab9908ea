import { expect, waitUntil } from '@open-wc/testing';
import { queryChanged, suggestionsReceived, suggestionsRequested } from '../../src/search/searchSlice';
import { selectSuggestionKey } from '../../src/search/searchSelectors';
import { makeStore } from '../../src/store/store';
import { recordingFetch, sleep } from './helpers';

// Issue 27: a single-page visit can last hours and type thousands of queries; what search keeps
// per query is bounded, and what it keeps still answers at once.
describe('search: the suggestion cache stays bounded', () => {
  it('keeps the newest 300 keys of 1,000, and a kept key still resolves without a request', async function () {
    // A thousand requests and answers: seconds in a slow engine on a loaded machine.
    this.timeout(30_000);
    const backend = recordingFetch();
    const store = makeStore({ services: { fetch: backend.spy } });
    const keyOf = (query: string) => {
      store.dispatch(queryChanged(query));
      return selectSuggestionKey(store.getState()) ?? '';
    };
    // What the listeners do for each query the visitor types, 1,000 times over.
    const keys: string[] = [];
    for (let i = 0; i < 1000; i += 1) keys.push(keyOf(`query ${String(i)}`));
    // The typing asked for its last query once; wait for that call, so it is not counted below.
    await waitUntil(() => backend.suggestions().length === 1, 'the typed query is asked for');
    for (const [i, key] of keys.entries()) {
      store.dispatch(suggestionsRequested({ key, query: `query ${String(i)}` }));
      store.dispatch(suggestionsReceived({ key, items: [] }));
    }
    // Every request is answered, the dropped keys' answers too, and none of them comes back.
    await waitUntil(() => backend.suggestions().length === 1001, 'not every request was made');
    await waitUntil(() => Object.values(store.getState().search.suggestions).every((s) => !s.loading), 'not every request was answered');
    const cached = Object.keys(store.getState().search.suggestions);
    expect(cached.length).to.equal(300);
    expect(cached).to.deep.equal(keys.slice(-300));

    const before = backend.suggestions().length;
    store.dispatch(queryChanged('query 999'));
    await sleep(250);
    expect(backend.suggestions().length, 'a cached key asks nothing').to.equal(before);
    store.dispatch(queryChanged('query 1'));
    await waitUntil(() => backend.suggestions().length === before + 1, 'a dropped key is asked again');
  });
});
