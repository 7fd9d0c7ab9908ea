// What components and slices need: typed hooks, types and the shared-settings actions, none of
// which loads the store at run time. The store itself (makeStore, pageStore) is in ./store, for
// the chrome shell and tests: importing it from here would give every component that wants a hook
// an import cycle through every slice (store → slice → component → store).
export type { AppStore, AppDispatch, AppStartListening, RootState } from './store';
export { useAppDispatch, useAppSelector, useAppStore } from './hooks';
export type { ChromeServices } from './services';
export { sharedSettingsChanged, sharedSourceRemoved } from './sourcedSettings';
