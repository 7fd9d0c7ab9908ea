import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { applySourcePatch, mergeSources, removeSource, type SourcePatch, type Sources } from '../store/sourcedSettings';

/** Who is visiting and how the page is set up; carried by attributes of any element. */
export interface SessionSettings {
  /** The locale requested by the page (resolved to a supported one by the i18n feature). */
  locale: string;
  isLoggedIn: boolean;
  username: string;
  watchlistCount: number;
  /** Current page path; empty means "ask location". */
  currentUri: string;
  /** Prefix of localized site paths, e.g. "/de". */
  urlLocalePrefix: string;
  siteName: string;
  /** When set, the chrome leaves `<body dir>` alone. */
  disableBodyStyling: boolean;
}

export const sessionDefaults: SessionSettings = {
  locale: 'en-US',
  isLoggedIn: false,
  username: '',
  watchlistCount: 0,
  currentUri: '',
  urlLocalePrefix: '',
  siteName: 'Marquee',
  disableBodyStyling: false,
};

export interface SessionState {
  sources: Sources<SessionSettings>;
}

const initialState: SessionState = { sources: [] };

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    sessionSettingsChanged(state, action: PayloadAction<SourcePatch<SessionSettings>>) {
      applySourcePatch(state.sources, action.payload);
    },
    sessionSourceRemoved(state, action: PayloadAction<string>) {
      state.sources = removeSource(state.sources, action.payload);
    },
  },
});

export const { sessionSettingsChanged, sessionSourceRemoved } = sessionSlice.actions;

const selectSources = (state: { session: SessionState }) => state.session.sources;

export const selectSession = createSelector([selectSources], (sources) => mergeSources(sessionDefaults, sources));

/** The locale some element asked for explicitly, or undefined when none did. */
export const selectExplicitLocale = createSelector([selectSources], (sources) =>
  sources.reduce<string | undefined>((found, s) => s.settings.locale ?? found, undefined),
);
