// ./navigation is not re-exported: only the language list, loaded on demand, uses it, and a
// re-export here would put it in the chunk every element loads up front (see src/net/index.ts).
export { safeReturnPath, withRef, withReturnPath } from './linkParams';
export { isSameOriginPath, onOrigin, safeHref, safeOrigin, safePath } from './safeHref';
export { localizedHref } from './localizedHref';
export { signInHref } from './signInLink';
export { ChromeLink, type ChromeLinkProps } from './ChromeLink';
export { onPage } from './pageLocation';
export { PageOriginContext, usePageOrigin } from './pageOriginContext';
export { useSiteLinks, type SiteLinks } from './linkOrigin';
