import { useState, useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * Whether this component was first rendered on the server (or painted from the server's HTML) and
 * hydrated, rather than rendered in the browser: what it shows was on the page before script, and
 * may have been used there. Fixed for the component's life.
 */
export function useServerRendered(): boolean {
  // The server snapshot is what the server renders with and what hydration starts from.
  const serverSnapshot = useSyncExternalStore(never, () => false, () => true);
  const [served] = useState(serverSnapshot);
  return served;
}
