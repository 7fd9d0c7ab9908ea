import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Translations } from '../../locales/i18n-types';
import { baseLocale, type Locales } from './locales';
import { baseTranslations } from './translations';

export interface I18nState {
  /** The locale whose messages are shown (or being loaded). */
  locale: Locales;
  /** `loading` while a locale's chunk is on its way: text shows as placeholders meanwhile. */
  status: 'ready' | 'loading';
  /** The shown locale's messages, already layered over English. */
  messages: Translations;
}

const initialState: I18nState = { locale: baseLocale, status: 'ready', messages: baseTranslations };

export const i18nSlice = createSlice({
  name: 'i18n',
  initialState,
  reducers: {
    translationsRequested(state, action: PayloadAction<Locales>) {
      state.locale = action.payload;
      state.status = 'loading';
    },
    translationsLoaded(state, action: PayloadAction<{ locale: Locales; messages: Translations }>) {
      state.locale = action.payload.locale;
      state.messages = action.payload.messages;
      state.status = 'ready';
    },
    translationsFailed(state) {
      state.locale = baseLocale;
      state.messages = baseTranslations;
      state.status = 'ready';
    },
  },
});

export const { translationsRequested, translationsLoaded, translationsFailed } = i18nSlice.actions;

export const selectI18n = (state: { i18n: I18nState }) => state.i18n;
