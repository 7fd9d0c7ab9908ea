export { ConsentBanner } from './ConsentBanner';
export { consentStyles } from './consent.styles';
export {
  consentSlice,
  consentAsked,
  consentReceived,
  vendorConsent,
  trackingPermission,
  type ConsentState,
  type VendorConsent,
} from './consentSlice';
