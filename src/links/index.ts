export { isSameOriginPath, safeReturnPath, SAFE_HREF, withRef, withReturnPath } from './linkParams';
export { signInHref } from './signInLink';
export { ChromeLink, type ChromeLinkProps } from './ChromeLink';
export { navigation } from './navigation';
