export { safeReturnPath, withRef, withReturnPath } from './linkParams';
export { isSameOriginPath, safeHref, safeOrigin, safePath } from './safeHref';
export { signInHref } from './signInLink';
export { ChromeLink, type ChromeLinkProps } from './ChromeLink';
export { navigation } from './navigation';
export { PageOriginContext, usePageOrigin } from './pageLocation';
