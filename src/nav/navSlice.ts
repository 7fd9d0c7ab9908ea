import { createSlice } from '@reduxjs/toolkit';

export const navSlice = createSlice({
  name: 'nav',
  initialState: { drawerOpen: false },
  reducers: {
    drawerOpened(state) {
      state.drawerOpen = true;
    },
    drawerClosed(state) {
      state.drawerOpen = false;
    },
  },
});

export const { drawerOpened, drawerClosed } = navSlice.actions;

export const selectDrawerOpen = (state: { nav: { drawerOpen: boolean } }) => state.nav.drawerOpen;
