import { expect } from '@open-wc/testing';
import { SEARCH_CATEGORIES } from '../../src/search/categories';
import { DELAYED_QUERY_EXPERIMENT, selectCategory, selectSuggestionKey, selectSuggestionsOpen } from '../../src/search/searchSelectors';
import {
  categoryChosen,
  mobileSearchClosed,
  mobileSearchOpened,
  pageNavigated,
  queryChanged,
  searchCleaned,
  searchDismissed,
  searchFocused,
  suggestionsFailed,
  suggestionsRequested,
} from '../../src/search/searchSlice';
import { selectSuggestionView } from '../../src/search/suggestionView';
import { makeStore } from '../../src/store/store';

// No fetch from these stores: the reducers and selectors are what is under test.
const quiet = () => makeStore({ services: { fetch: () => new Promise<Response>(() => undefined) } });

describe('search: state (spec §4)', () => {
  it('[SRCH-17] focus sets focused, dismiss clears it, clean empties the query', () => {
    const store = quiet();
    store.dispatch(searchFocused());
    expect(store.getState().search.focused).to.equal(true);
    store.dispatch(queryChanged('Alien'));
    store.dispatch(searchDismissed());
    expect(store.getState().search.focused).to.equal(false);
    expect(store.getState().search.query).to.equal('Alien');
    store.dispatch(searchCleaned());
    expect(store.getState().search.query).to.equal('');
  });

  // SRCH-03 on the network: test/search/site-header-search.test.ts.
  it('has the six categories, with typeahead only for All, Titles and Celebs', () => {
    expect(SEARCH_CATEGORIES.map((c) => [c.formName, c.typeaheadPath, c.hasTypeahead])).to.deep.equal([
      ['', '', true],
      ['tt', 'titles/', true],
      ['ep', '', false],
      ['nm', 'names/', true],
      ['co', '', false],
      ['kw', '', false],
    ]);
    const store = quiet();
    store.dispatch(searchFocused());
    store.dispatch(queryChanged('Star'));
    const keys = SEARCH_CATEGORIES.map((category) => {
      store.dispatch(categoryChosen(category.formName));
      return [selectSuggestionKey(store.getState()), selectSuggestionsOpen(store.getState())];
    });
    expect(keys).to.deep.equal([
      ['/suggestion/s/star.json', true],
      ['/suggestion/titles/s/star.json', true],
      [undefined, false],
      ['/suggestion/names/s/star.json', true],
      [undefined, false],
      [undefined, false],
    ]);
  });

  it('[SRCH-20] takes the category from the s parameter on navigation, All without one', () => {
    const store = quiet();
    const category = () => selectCategory(store.getState()).message;
    store.dispatch(pageNavigated('/find/?q=x&s=nm'));
    expect(category()).to.equal('category_celebs');
    store.dispatch(pageNavigated('/title/tt1/?s=kw#top'));
    expect(category()).to.equal('category_keywords');
    store.dispatch(pageNavigated('/find/?s=unknown'));
    expect(category()).to.equal('category_all');
    store.dispatch(pageNavigated('http://[not a url?s=tt'));
    expect(category()).to.equal('category_titles');
    store.dispatch(categoryChosen('tt'));
    store.dispatch(pageNavigated('/chart/top/'));
    expect(category()).to.equal('category_all');
  });

  it('[SRCH-16] shows suggestions only while focused with a query longer than 0', () => {
    const store = quiet();
    const open = () => selectSuggestionsOpen(store.getState());
    store.dispatch(searchFocused());
    expect(open()).to.equal(false);
    store.dispatch(queryChanged('a'));
    expect(open()).to.equal(true);
    store.dispatch(searchDismissed());
    expect(open()).to.equal(false);
    store.dispatch(queryChanged('  '));
    expect(open()).to.equal(false);
  });

  it('[SRCH-16] under the delayed-query experiment (T1) waits for a query longer than 2', () => {
    const store = makeStore({
      preloadedState: { weblabAnswers: { [DELAYED_QUERY_EXPERIMENT]: 'T1' } },
      services: { fetch: () => new Promise<Response>(() => undefined) },
    });
    const open = () => selectSuggestionsOpen(store.getState());
    store.dispatch(queryChanged('al'));
    expect(open()).to.equal(false);
    expect(selectSuggestionKey(store.getState())).to.equal(undefined);
    store.dispatch(queryChanged('ali'));
    expect(open()).to.equal(true);
    expect(selectSuggestionKey(store.getState())).to.equal('/suggestion/a/ali.json');
  });

  it('[SRCH-12] a key is pending with empty results until it resolves; a failure resolves it empty and keeps the error', () => {
    const store = quiet();
    store.dispatch(queryChanged('Alien'));
    const key = '/suggestion/a/alien.json';
    expect(selectSuggestionView(store.getState()).pending).to.equal(true);
    store.dispatch(suggestionsRequested({ key, query: 'Alien' }));
    expect(store.getState().search.suggestions[key]).to.deep.equal({ loading: true, results: [] });
    expect(selectSuggestionView(store.getState()).pending).to.equal(true);
    expect(selectSuggestionView(store.getState()).results).to.deep.equal([]);
    store.dispatch(suggestionsFailed({ key, error: 'HttpError: Request failed with status code 500' }));
    expect(store.getState().search.suggestions[key]).to.deep.equal({ loading: false, results: [], error: 'HttpError: Request failed with status code 500' });
    expect(selectSuggestionView(store.getState()).pending).to.equal(false);
  });

  it('[SRCH-19] leaving mobile search mode clears the query', () => {
    const store = quiet();
    store.dispatch(mobileSearchOpened());
    store.dispatch(queryChanged('Alien'));
    store.dispatch(mobileSearchClosed());
    expect(store.getState().search.mobileOpen).to.equal(false);
    expect(store.getState().search.query).to.equal('');
  });
});
