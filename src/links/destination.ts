import { pageOrigin, pageUrl } from './pageLocation';

/**
 * Whether following the link leaves the site (spec §7: such links send the offsite redirect hit).
 * Decided by where the link goes, resolved against the page, never by how it is labelled: a path
 * is this site, and so is an absolute URL on this page's origin; any other origin is offsite.
 */
export function leavesSite(href: string): boolean {
  return new URL(href, pageUrl()).origin !== pageOrigin();
}
