import { COACHMARK_FLAG } from '../../src/account';

/**
 * Marks the sign-in coachmark as already shown this session, for a test file that is not about it.
 * Otherwise it opens 500 ms after the file's first signed-out header starts and fades in, then out
 * ten seconds later, over whatever the file's later tests show: an axe check taken during either
 * fade blends its colours with the page's and finds them too faint (WebKit, CI).
 */
export function coachmarkAlreadyShown(): void {
  sessionStorage.setItem(COACHMARK_FLAG, 'true');
}
