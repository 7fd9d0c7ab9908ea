import { safeReturnPath } from './linkParams';

/** Spec §2: /registration/signin with a ref_ marker and the encoded current URL in u. */
export function signInHref(localePrefix: string, currentUri: string, ref: string): string {
  const u = safeReturnPath(currentUri, '/');
  return `${localePrefix}/registration/signin?ref_=${encodeURIComponent(ref)}&u=${encodeURIComponent(u)}`;
}
