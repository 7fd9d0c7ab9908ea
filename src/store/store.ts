import {
  combineReducers,
  configureStore,
  createListenerMiddleware,
  type TypedStartListening,
} from '@reduxjs/toolkit';
import { sessionSlice } from '../session/sessionSlice';
import { pageSlice } from '../session/pageSlice';
import { addSessionListeners } from '../session/sessionListeners';
import { i18nSlice } from '../i18n/i18nSlice';
import { endpointsSlice } from '../net/endpointsSlice';
import { adBlockSlice } from '../net/adBlockSlice';
import { addAdBlockListeners } from '../net/adBlockListeners';
import { addI18nListeners } from '../i18n/i18nListeners';
import { addTrackingListeners } from '../tracking/trackingListeners';
import { trackingSettingsSlice } from '../tracking/trackingSettings';
import { consentSlice } from '../consent/consentSlice';
import { bannerSlice } from '../consent/bannerSlice';
import { addConsentListeners } from '../consent/consentListeners';
import { listenForConsentEvents } from '../consent/consentEvents';
import { experimentSettingsSlice, weblabAnswersSlice, weblabCallsSlice } from '../experiments/experimentsSlice';
import { addExperimentListeners } from '../experiments/experimentListeners';
import { navSlice } from '../nav/navSlice';
import { addNavListeners } from '../nav/navListeners';
import { coachmarkSlice } from '../account/coachmarkSlice';
import { addCoachmarkListeners } from '../account/coachmarkListeners';
import { languageSlice } from '../language/languageSlice';
import { addLanguageListeners } from '../language/languageListeners';
import { searchSlice } from '../search/searchSlice';
import { addSearchListeners } from '../search/searchListeners';
import { browserServices, type ChromeServices } from './services';
import { partFailed } from '../ui/partFailed';

const rootReducer = combineReducers({
  session: sessionSlice.reducer,
  page: pageSlice.reducer,
  i18n: i18nSlice.reducer,
  endpoints: endpointsSlice.reducer,
  trackingSettings: trackingSettingsSlice.reducer,
  consent: consentSlice.reducer,
  consentBanner: bannerSlice.reducer,
  experimentSettings: experimentSettingsSlice.reducer,
  weblabAnswers: weblabAnswersSlice.reducer,
  weblabCalls: weblabCallsSlice.reducer,
  adBlock: adBlockSlice.reducer,
  search: searchSlice.reducer,
  nav: navSlice.reducer,
  coachmark: coachmarkSlice.reducer,
  language: languageSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

export interface StoreOptions {
  preloadedState?: Partial<RootState>;
  services?: Partial<ChromeServices>;
  /** False for a store that only renders (the server renderer): no calls, no timers, no DOM. */
  effects?: boolean;
}

export function makeStore(options: StoreOptions = {}) {
  const listeners = createListenerMiddleware({ extra: { ...browserServices, ...options.services } });
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: options.preloadedState,
    middleware: (getDefault) => getDefault().prepend(listeners.middleware),
    // As Redux Toolkit advises; and in production a named element (`<img id="__REDUX_DEVTOOLS_EXTENSION_COMPOSE__">`)
    // would stand in for the extension, and the store would call it.
    devTools: process.env.NODE_ENV !== 'production',
  });
  if (options.effects === false) return store;
  const startListening = listeners.startListening as AppStartListening;
  addSessionListeners(startListening);
  addI18nListeners(startListening);
  addTrackingListeners(startListening);
  addExperimentListeners(startListening);
  addAdBlockListeners(startListening);
  addSearchListeners(startListening);
  addConsentListeners(startListening);
  addNavListeners(startListening);
  addCoachmarkListeners(startListening);
  addLanguageListeners(startListening);
  listenForConsentEvents(store);
  // Needed once the page runs, not for its first paint: a chunk of its own.
  import('../session/pageEntries').then(({ listenForPageEntries }) => { listenForPageEntries(store); }, partFailed('the page-entry listener', store.dispatch));
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
export type AppStartListening = TypedStartListening<RootState, AppDispatch, ChromeServices>;

/** The page's one store, shared by every element of the bundle. */
export const pageStore: AppStore = makeStore();
