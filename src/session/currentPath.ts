/** The page path the chrome is on: the host's current-uri, else the browser's own. */
export function currentPath(currentUri: string): string {
  return currentUri || `${location.pathname}${location.search}`;
}
