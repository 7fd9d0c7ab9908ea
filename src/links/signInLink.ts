/**
 * Only a same-origin path may travel in `u`: the sign-in page redirects there afterwards, so
 * anything else would make our links an open redirect.
 */
export function safeReturnPath(candidate: string, fallback: string): string {
  return /^\/(?![/\\])/.test(candidate) ? candidate : fallback;
}

/** Spec §2: /registration/signin with a ref_ marker and the encoded current URL in u. */
export function signInHref(localePrefix: string, currentUri: string, ref: string): string {
  const u = safeReturnPath(currentUri, '/');
  return `${localePrefix}/registration/signin?ref_=${encodeURIComponent(ref)}&u=${encodeURIComponent(u)}`;
}
