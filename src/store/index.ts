export { makeStore, pageStore, type AppStore, type AppDispatch, type AppStartListening, type RootState } from './store';
export { useAppDispatch, useAppSelector } from './hooks';
export type { ChromeServices } from './services';
export { sharedSettingsChanged, sharedSourceRemoved } from './sourcedSettings';
