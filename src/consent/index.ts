import { partFailed } from '../ui/partFailed';
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
export { listenForConsentEvents, type ConsentEventDetail } from './consentEvents';
// The other names and numbers are in ./consentConstants.ts, which loads on demand: not from here.
export { CONSENT_EVENT, SESSION_COOKIE } from './upFrontConstants';
export { consentBannerDefinition } from './bannerDefinition';

/**
 * Vouches for a marked tracker script (`<script type="text/plain" data-consent-vendor="…">`) that
 * page code added after the chrome started: it then runs, as the page's own marked scripts do, once
 * its vendor is allowed. Resolves to false, with a console error, for anything else, and when the
 * registry (a chunk of its own: most pages never call this) cannot be loaded: the script stays inert.
 */
export const registerTrackerScript = (script: unknown): Promise<boolean> =>
  import('./trackerRegistry').then(
    (registry) => registry.registerTrackerScript(script),
    (error: unknown) => (partFailed("registerTrackerScript's registry")(error), false),
  );
