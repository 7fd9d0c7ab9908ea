export { safeReturnPath, signInHref } from './signInLink';
