import { safeHref } from './safeHref';

/**
 * A host's path in the page's locale (`/find` → `/de/find`), as the browser reads it; an http(s)
 * URL is left as it is, and anything else is the site's root.
 */
export const localizedHref = (href: string, prefix: string) => (safeHref(href) ?? '/').replace(/^\//, `${prefix}/`);
