import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { pageEntered } from '../session';
import { categoryOfPage } from './categories';
import type { SuggestionItem } from './suggestionItems';

/** What is known of one suggestion key (spec §4: its loading flag, its results, its error). */
export interface KeyState {
  loading: boolean;
  results: SuggestionItem[];
  /** Set when the request failed; the visitor is never shown it (spec §8). */
  error?: string;
}

/**
 * The search box (spec §4 "Search state"), plus mobile search mode. (The category menu's open state
 * is the page's: it opens as HTML, and nothing else depends on it.)
 */
export interface SearchState {
  /** The text in the box. */
  query: string;
  /** The box has focus and the visitor has not dismissed the suggestions. */
  focused: boolean;
  /** An IME composition is under way: its text is not a query yet. */
  composing: boolean;
  /** Form name of the selected category; '' is All. */
  category: string;
  mobileOpen: boolean;
  /** The highlighted option; -1 is the box itself. */
  highlighted: number;
  /** By suggestion key: the endpoint path, which names category path and query. */
  suggestions: Record<string, KeyState>;
}

const initialState: SearchState = {
  query: '',
  focused: false,
  composing: false,
  category: '',
  mobileOpen: false,
  highlighted: -1,
  suggestions: {},
};

/** How many suggestion keys stay cached (spec §4: a cached key resolves at once). */
export const SUGGESTION_CACHE_KEYS = 300;

const clean = (state: SearchState) => {
  state.query = '';
  state.highlighted = -1;
};

export const searchSlice = createSlice({
  name: 'search',
  initialState,
  reducers: {
    /** Typing: only the focused box can be typed in, so it also reopens dismissed suggestions. */
    queryChanged(state, { payload }: PayloadAction<string>) {
      state.query = payload;
      state.focused = true;
      state.highlighted = -1;
    },
    compositionChanged(state, { payload }: PayloadAction<boolean>) {
      state.composing = payload;
    },
    searchFocused(state) {
      state.focused = true;
    },
    /** Blur, or Escape with suggestions showing. */
    searchDismissed(state) {
      state.focused = false;
      state.highlighted = -1;
    },
    /** Empties the box: Escape with nothing showing, or a suggestion chosen. */
    searchCleaned: clean,
    optionHighlighted(state, { payload }: PayloadAction<number>) {
      state.highlighted = payload;
    },
    categoryChosen(state, { payload }: PayloadAction<string>) {
      state.category = payload;
      state.highlighted = -1;
    },
    /** The page is (now) this path: its `s` parameter selects the category, else All. */
    pageNavigated(state, { payload }: PayloadAction<string>) {
      state.category = categoryOfPage(payload).formName;
    },
    mobileSearchOpened(state) {
      state.mobileOpen = true;
    },
    /** Spec §4: leaving mobile search mode also clears it (its category menu closes with it: CategoryMenu). */
    mobileSearchClosed(state) {
      state.mobileOpen = false;
      clean(state);
    },
    /** Spec §4: pending, with empty results. */
    suggestionsRequested(state, { payload }: PayloadAction<{ key: string; query: string }>) {
      state.suggestions[payload.key] = { loading: true, results: [] };
      // A visit to a single-page site can last hours: only the newest keys stay cached.
      const cached = Object.entries(state.suggestions);
      if (cached.length > SUGGESTION_CACHE_KEYS) state.suggestions = Object.fromEntries(cached.slice(-SUGGESTION_CACHE_KEYS));
    },
    /** An answer for a key the cache has since dropped is not kept: it would grow past its bound. */
    suggestionsReceived(state, { payload }: PayloadAction<{ key: string; items: SuggestionItem[] }>) {
      if (payload.key in state.suggestions) state.suggestions[payload.key] = { loading: false, results: payload.items };
    },
    /** Spec §4/§8: a failure resolves the key with no results, silently; the error is kept. */
    suggestionsFailed(state, { payload }: PayloadAction<{ key: string; error: string }>) {
      if (payload.key in state.suggestions) state.suggestions[payload.key] = { loading: false, results: [], error: payload.error };
    },
  },
  extraReducers: (builder) => {
    // The visitor is on the page anew: what they left open is closed; the text they typed stays.
    builder.addCase(pageEntered, (state) => {
      state.focused = false;
      state.highlighted = -1;
      state.mobileOpen = false;
    });
  },
});

export const {
  queryChanged,
  compositionChanged,
  searchFocused,
  searchDismissed,
  searchCleaned,
  optionHighlighted,
  categoryChosen,
  pageNavigated,
  mobileSearchOpened,
  mobileSearchClosed,
  suggestionsRequested,
  suggestionsReceived,
  suggestionsFailed,
} = searchSlice.actions;
