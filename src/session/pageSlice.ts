import { createAction, createSlice } from '@reduxjs/toolkit';

/**
 * How the visitor came to see the page again without the chrome starting anew: `restored` from
 * the back/forward cache, or `navigated` within a single-page site.
 */
export type PageEntry = 'restored' | 'navigated';

/** The visitor is on the page anew: open panels close, and the chrome re-reads what may have changed. */
export const pageEntered = createAction<PageEntry>('page/entered');

/** Counts the page's entries, so that what is open locally (a flyout) can close on each. */
export const pageSlice = createSlice({
  name: 'page',
  initialState: { entries: 0 },
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(pageEntered, (state) => {
      state.entries += 1;
    });
  },
});

export const selectPageEntries = (state: { page: { entries: number } }) => state.page.entries;
