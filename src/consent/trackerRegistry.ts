/**
 * The marked tracker scripts a host added after the chrome began watching and then vouched for
 * with registerTrackerScript (docs/consent.md); the consent feature runs them (trackerScripts.ts).
 */
const registered = new WeakSet<HTMLScriptElement>();
const listeners = new Set<() => void>();

export const isRegistered = (script: HTMLScriptElement): boolean => registered.has(script);

/** Calls `onRegistered` after each registration; returns the function that stops it. */
export function onTrackerScriptRegistered(onRegistered: () => void): () => void {
  listeners.add(onRegistered);
  return () => listeners.delete(onRegistered);
}

/** registerTrackerScript (index.ts), once this chunk has loaded. */
export function registerTrackerScript(script: unknown): boolean {
  if (!(script instanceof HTMLScriptElement) || script.type !== 'text/plain' || !script.dataset.consentVendor) {
    console.error('[marquee] registerTrackerScript: not a marked tracker script (docs/consent.md)', script);
    return false;
  }
  registered.add(script);
  for (const listener of listeners) listener();
  return true;
}
