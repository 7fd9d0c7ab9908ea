import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Spec §4 sign-in coachmark stages. */
export type CoachmarkStage = 'init' | 'fadeIn' | 'fadeOut' | 'hidden';

export const coachmarkSlice = createSlice({
  name: 'coachmark',
  initialState: { stage: 'init' as CoachmarkStage },
  reducers: {
    coachmarkStageChanged(state, action: PayloadAction<CoachmarkStage>) {
      state.stage = action.payload;
    },
  },
});

export const { coachmarkStageChanged } = coachmarkSlice.actions;

/** A signed-out bar is on the page: the coachmark may appear. */
export const coachmarkRequested = createAction('coachmark/requested');
export const coachmarkHovered = createAction('coachmark/hovered');
export const coachmarkLeft = createAction('coachmark/left');
export const coachmarkDismissed = createAction('coachmark/dismissed');

export const selectCoachmarkStage = (state: { coachmark: { stage: CoachmarkStage } }) => state.coachmark.stage;
