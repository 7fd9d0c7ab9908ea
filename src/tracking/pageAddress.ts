import { currentPath, selectSession } from '../session';
import type { RootState } from '../store';

/** Where the page was when its view became due. */
export interface PageAddress extends Pick<Location, 'pathname' | 'search' | 'hostname'> {
  /** The page path the chrome was on (currentPath): the host's current-uri, else the browser's. */
  path: string;
}

/**
 * The page's address now. A page view takes it when it becomes due, not when it is sent: one held
 * for consent or for a slow weblab call would otherwise name the page a single-page site has moved
 * on to since.
 */
export function pageAddress(state: RootState): PageAddress {
  const { pathname, search, hostname } = location;
  return { pathname, search, hostname, path: currentPath(selectSession(state).currentUri) };
}
