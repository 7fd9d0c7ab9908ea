export {
  sessionSlice,
  sessionDefaults,
  sessionSettingsChanged,
  sessionSourceRemoved,
  selectSession,
  selectExplicitLocale,
  type SessionSettings,
} from './sessionSlice';
export { currentPath } from './currentPath';
