/**
 * The 'Use app' link (spec §2): an app-store deep link that passes the page the visitor is on as
 * the canonical mobile URL, so the app can open the same page.
 */
export function appHref(appLink: string, currentPath: string, origin: string): string {
  try {
    const url = new URL(appLink, origin);
    url.searchParams.set('$canonical_url', new URL(currentPath, origin).href);
    return appLink.startsWith('/') ? `${url.pathname}${url.search}` : url.href;
  } catch {
    // An opaque origin (a sandboxed frame's "null") resolves nothing: the link as given.
    return appLink;
  }
}
