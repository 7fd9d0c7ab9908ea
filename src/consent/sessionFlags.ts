/**
 * The banner's session flags (spec §4: sessionStorage). Storage can be blocked (a sandboxed
 * iframe, a privacy setting): then reading finds no flag and writing does nothing.
 *
 * Why "no flag" rather than "assume answered": a visitor we cannot remember is asked again (the
 * server still says whether this session answered: showPromptOnPageLoad), and until an answer,
 * consent stays unknown and nothing gated fires. Never asking would leave them unable to choose.
 * Within one page the store remembers the answer anyway, so the banner never comes back there.
 */
function storage(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined; // the getter itself throws when storage is blocked
  }
}

export function readSessionFlag(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeSessionFlag(key: string, value: string): void {
  try {
    storage()?.setItem(key, value);
  } catch {
    // Blocked or full: see above.
  }
}
