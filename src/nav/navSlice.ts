import { createSlice } from '@reduxjs/toolkit';
import { pageEntered } from '../session';

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
  extraReducers: (builder) => {
    builder.addCase(pageEntered, (state) => {
      state.drawerOpen = false;
    });
  },
});

export const { drawerOpened, drawerClosed } = navSlice.actions;

export const selectDrawerOpen = (state: { nav: { drawerOpen: boolean } }) => state.nav.drawerOpen;
