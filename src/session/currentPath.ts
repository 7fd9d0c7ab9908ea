import { safePath } from '../links/safeHref';

/**
 * The page path the chrome is on: the host's current-uri (already judged where it entered), else
 * the browser's own, which can itself be `//host/…` on a page reached that way.
 */
export function currentPath(currentUri: string): string {
  return currentUri || (safePath(`${location.pathname}${location.search}`) ?? '/');
}
