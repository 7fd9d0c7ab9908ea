import { pageOrigin, pageUrl } from './pageLocation';

/**
 * Whether following the link leaves the site (spec §7: such links send the offsite redirect hit).
 * Decided by where the link goes, resolved against the page, never by how it is labelled: a path
 * is this site, and so is an absolute URL on this page's origin or on the site the chrome's links
 * belong to (`siteOrigin`, a partner page's main site); any other origin is offsite.
 */
export function leavesSite(href: string, siteOrigin = ''): boolean {
  const origin = new URL(href, pageUrl()).origin;
  return origin !== pageOrigin() && origin !== siteOrigin;
}
