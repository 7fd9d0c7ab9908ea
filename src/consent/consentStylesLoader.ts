import { loadOnce } from '../ui/loadOnce';

/** The question's styles, a chunk of their own: the element adopts them, the question waits for them. */
export const loadConsentStyles = loadOnce(() => import('./consent.styles').then((module) => [module.consentStyles]));
