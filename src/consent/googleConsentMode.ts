import type { VendorDecision } from './consentSlice';

/**
 * CNS-20: passes vendor 755's decision on to Google's tags, when the page has gtag. Only a known
 * decision is passed on; Google's own defaults (set by the host) stand until then.
 */
export function updateGoogleConsentMode(decision: Exclude<VendorDecision, 'unknown'>, win: Window = window): void {
  const gtag: unknown = (win as { gtag?: unknown }).gtag;
  if (typeof gtag !== 'function') return;
  const update = gtag as (...args: unknown[]) => void;
  const value = decision === 'allowed' ? 'granted' : 'denied';
  try {
    update('consent', 'update', { ad_storage: value, ad_user_data: value, ad_personalization: value, analytics_storage: value });
  } catch (error) {
    console.error('[marquee] gtag consent update failed', error); // the host's gtag; our work goes on
  }
}
