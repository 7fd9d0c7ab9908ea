import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Spec §3 professional flyout. */
export interface ProFlyoutContent {
  buttonText: string;
  buttonUrl: string;
  imageUrl: string;
}

/** What was loaded from which endpoint, so a new endpoint loads afresh. */
export type ProFlyoutState =
  | { status: 'idle' }
  | { status: 'loading' | 'failed'; endpoint: string }
  | { status: 'loaded'; endpoint: string; content: ProFlyoutContent };

const IDLE: ProFlyoutState = { status: 'idle' };

export const proFlyoutSlice = createSlice({
  name: 'proFlyout',
  initialState: (): ProFlyoutState => IDLE,
  reducers: {
    proFlyoutLoading: (_state, action: PayloadAction<string>) => ({ status: 'loading' as const, endpoint: action.payload }),
    proFlyoutLoaded: (_state, action: PayloadAction<{ endpoint: string; content: ProFlyoutContent }>) => ({
      status: 'loaded' as const,
      ...action.payload,
    }),
    proFlyoutFailed: (_state, action: PayloadAction<string>) => ({ status: 'failed' as const, endpoint: action.payload }),
  },
});

export const { proFlyoutLoading, proFlyoutLoaded, proFlyoutFailed } = proFlyoutSlice.actions;

/** Someone opened the professional flyout: its content is wanted. */
export const proFlyoutRequested = createAction('proFlyout/requested');

/** The flyout's state for the endpoint the page names now. */
export function selectProFlyout(state: { proFlyout: ProFlyoutState }, endpoint: string): ProFlyoutState {
  const current = state.proFlyout;
  return current.status !== 'idle' && current.endpoint === endpoint ? current : IDLE;
}
