export { sessionSlice, sessionDefaults, selectSession, selectExplicitLocale, type SessionSettings } from './sessionSlice';
export { currentPath } from './currentPath';
export { pageEntered, selectPageEntries, type PageEntry } from './pageSlice';
export { useCurrentPath } from './useCurrentPath';
