import { createSlice } from '@reduxjs/toolkit';
import { pageEntered } from '../session';

export const navSlice = createSlice({
  name: 'nav',
  initialState: { drawerOpen: false },
  reducers: {
    drawerOpened(state) {
      state.drawerOpen = true;
    },
    /** With `true`: the drawer was taken off the page, not closed by the visitor (nothing to report). */
    drawerClosed: {
      reducer(state) {
        state.drawerOpen = false;
      },
      prepare: (removed?: boolean) => ({ payload: removed === true }),
    },
  },
  extraReducers: (builder) => {
    builder.addCase(pageEntered, (state) => {
      state.drawerOpen = false;
    });
  },
});

export const { drawerOpened, drawerClosed } = navSlice.actions;

export const selectDrawerOpen = (state: { nav: { drawerOpen: boolean } }) => state.nav.drawerOpen;
