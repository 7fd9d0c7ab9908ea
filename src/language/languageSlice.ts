import { createAction, createSlice } from '@reduxjs/toolkit';

export type LanguageCoachmark = 'waiting' | 'shown' | 'dismissed';

export const languageSlice = createSlice({
  name: 'language',
  initialState: { coachmark: 'waiting' as LanguageCoachmark },
  reducers: {
    languageCoachmarkShown(state) {
      if (state.coachmark === 'waiting') state.coachmark = 'shown';
    },
    languageCoachmarkDismissed(state) {
      state.coachmark = 'dismissed';
    },
  },
});

export const { languageCoachmarkShown, languageCoachmarkDismissed } = languageSlice.actions;

/** The language menu opened or closed, in the flyout or the drawer (spec §4 page actions). */
export const languageMenuToggled = createAction<{ open: boolean; layout: 'flyout' | 'drawer' }>('language/menuToggled');

export const selectLanguageCoachmark = (state: { language: { coachmark: LanguageCoachmark } }) => state.language.coachmark;
