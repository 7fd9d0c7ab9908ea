import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Whether a bait file could be fetched (spec §7 "Ad-blocker check"); its use is not specified. */
export type AdBlockStatus = 'unchecked' | 'blocked' | 'not-blocked';

export const adBlockSlice = createSlice({
  name: 'adBlock',
  initialState: { status: 'unchecked' as AdBlockStatus },
  reducers: {
    adBlockChecked(state, action: PayloadAction<Exclude<AdBlockStatus, 'unchecked'>>) {
      state.status = action.payload;
    },
  },
});

export const { adBlockChecked } = adBlockSlice.actions;

export const selectAdBlockStatus = (state: { adBlock: { status: AdBlockStatus } }) => state.adBlock.status;
