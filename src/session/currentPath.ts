import { browserPath } from '../links/pageLocation';
import { safePath } from '../links/safeHref';

/**
 * The page path the chrome is on: the host's current-uri (already judged where it entered), else
 * the browser's own, which can itself be `//host/…` on a page reached that way; `/` on the server.
 */
export function currentPath(currentUri: string): string {
  const browser = browserPath();
  return currentUri || (browser === undefined ? undefined : safePath(browser)) || '/';
}
