import { useAppSelector } from '../store';
import { currentPath } from './currentPath';
import { selectPageEntries } from './pageSlice';
import { selectSession } from './sessionSlice';

/**
 * The page path the chrome is on (currentPath), for rendering: read again after each page entry,
 * since a same-document navigation moves the browser's own path without changing any setting.
 */
export function useCurrentPath(): string {
  const { currentUri } = useAppSelector(selectSession);
  // Subscribed to for the render it causes: the path is read from the browser again.
  useAppSelector(selectPageEntries);
  return currentPath(currentUri);
}
