import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { SAFE_HREF } from '../links';

/** Spec §3 professional flyout. */
export interface ProFlyoutContent {
  buttonText: string;
  buttonUrl: string;
  imageUrl: string;
}

export type ProFlyoutState =
  | { status: 'idle' | 'loading' | 'failed' }
  | { status: 'loaded'; content: ProFlyoutContent };

export const proFlyoutSlice = createSlice({
  name: 'proFlyout',
  initialState: { status: 'idle' } as ProFlyoutState,
  reducers: {
    proFlyoutLoading: () => ({ status: 'loading' as const }),
    proFlyoutLoaded: (_state, action: PayloadAction<ProFlyoutContent>) => ({ status: 'loaded' as const, content: action.payload }),
    proFlyoutFailed: () => ({ status: 'failed' as const }),
  },
});

export const { proFlyoutLoading, proFlyoutLoaded, proFlyoutFailed } = proFlyoutSlice.actions;

/** Someone opened the professional flyout: its content is wanted. */
export const proFlyoutRequested = createAction('proFlyout/requested');

export const selectProFlyout = (state: { proFlyout: ProFlyoutState }) => state.proFlyout;

/** Server data: every field a string, and the URLs http(s) or same-origin paths. */
export function isProFlyoutContent(value: unknown): value is ProFlyoutContent {
  if (typeof value !== 'object' || value === null) return false;
  const { buttonText, buttonUrl, imageUrl } = value as Record<string, unknown>;
  return (
    typeof buttonText === 'string' &&
    buttonText.length > 0 &&
    typeof buttonUrl === 'string' &&
    SAFE_HREF.test(buttonUrl) &&
    typeof imageUrl === 'string' &&
    SAFE_HREF.test(imageUrl)
  );
}
