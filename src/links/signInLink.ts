import { withRef, withReturnPath } from './linkParams';
import { localizedHref } from './localizedHref';

/**
 * Spec §2: /registration/signin with a ref_ marker and the encoded current URL in u. A host's own
 * sign-in page (`user-menu`'s logInUrl or signInLink) takes its place: a path gets the locale
 * prefix and u, another site's URL only the ref_.
 */
export function signInHref(localePrefix: string, currentUri: string, ref: string, page = '/registration/signin'): string {
  return withReturnPath(withRef(localizedHref(page, localePrefix), ref), currentUri);
}
