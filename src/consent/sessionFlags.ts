import { readCookie } from '../cookies';
import { ANSWERED_FLAG, ERROR_FLAG, SESSION_COOKIE } from './consentConstants';

/**
 * The banner's session flags (spec §4: sessionStorage). Storage can be blocked (a sandboxed
 * iframe, a privacy setting): then reading finds no flag and writing does nothing.
 *
 * Why "no flag" rather than "assume answered": a visitor we cannot remember is asked again (the
 * server still says whether this session answered: showPromptOnPageLoad), and until an answer,
 * consent stays unknown and nothing gated fires. Never asking would leave them unable to choose.
 * Within one page the store remembers the answer anyway, so the banner never comes back there.
 *
 * The flags belong to the visitor's session (the session-id cookie when they were written). A
 * tab outlives sign-out, which starts a new session: the next member must not inherit the last
 * one's answer, so flags written in another session read as absent.
 */
export const FLAGS_SESSION = 'marquee-flags-session';
function storage(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined; // the getter itself throws when storage is blocked
  }
}

export function readSessionFlag(key: string): string | null {
  try {
    const written = storage()?.getItem(FLAGS_SESSION);
    if (written && written !== (readCookie(SESSION_COOKIE) ?? '')) return null;
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeSessionFlag(key: string, value: string): void {
  try {
    const session = readCookie(SESSION_COOKIE) ?? '';
    // Flags of an earlier session are dropped, not kept beside this one's.
    if (storage()?.getItem(FLAGS_SESSION) !== session) [ANSWERED_FLAG, ERROR_FLAG].forEach((flag) => storage()?.removeItem(flag));
    storage()?.setItem(FLAGS_SESSION, session);
    storage()?.setItem(key, value);
  } catch {
    // Blocked or full: see above.
  }
}
