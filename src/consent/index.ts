export { ConsentBanner, consentBannerDefaults, type ConsentBannerSettings } from './ConsentBanner';
export {
  consentSlice,
  consentAsked,
  consentReceived,
  strictConsentChanged,
  selectConsent,
  vendorConsent,
  type ConsentState,
  type VendorConsent,
  type VendorDecision,
} from './consentSlice';
export { bannerSlice, selectBanner, type BannerStatus, type BannerPrompt, type BannerSettings, type PromptAnswer } from './bannerSlice';
export { addConsentListeners } from './consentListeners';
export { listenForConsentEvents, broadcastConsent, type ConsentEventDetail } from './consentEvents';
export {
  CONSENT_COOKIE,
  CONSENT_EVENT,
  ERROR_FLAG,
  ANSWERED_FLAG,
  SESSION_COOKIE,
  CLIENT_NAMES,
  BANNER_PAGE_ACTION,
  BANNER_REF_TAGS,
} from './consentConstants';
export { consentBannerDefinition } from './bannerDefinition';
export { registerTrackerScript } from './trackerRegistry';
