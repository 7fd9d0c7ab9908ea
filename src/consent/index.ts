export { ConsentBanner } from './ConsentBanner';
export { consentStyles } from './consent.styles';
