import type { UnknownAction } from '@reduxjs/toolkit';
import { CONSENT_EVENT } from './upFrontConstants';
import { consentReceived, type VendorConsent } from './consentSlice';
import { parseVendorList } from './vendorList';

/**
 * The detail of `consent-event` on window (spec §7): the vendor list, `{ id: string, allow:
 * boolean }[]`, frozen so that no listener can change it for the ones after it.
 */
export type ConsentEventDetail = readonly Readonly<VendorConsent>[];

// Sent by the consent call's effects (broadcastConsent, consentEffects.ts), loaded on demand.

/**
 * Feeds every consent-event on window into the store, ours included: the banner's answer reaches
 * its own store the same way it reaches everyone else. A detail that is not a vendor list is
 * ignored (and said so), so consent stays as it was; a malformed event never grants anything.
 * Called once per store; the listener lives as long as the page.
 */
export function listenForConsentEvents(store: { dispatch(action: UnknownAction): unknown }): void {
  if (typeof window === 'undefined') return;
  window.addEventListener(CONSENT_EVENT, (event) => {
    const detail: unknown = (event as CustomEvent<unknown>).detail;
    const vendors = parseVendorList(detail);
    if (vendors === null) {
      console.warn('[marquee] ignored a consent-event whose detail is not a list of { id, allow } vendors:', detail);
      return;
    }
    store.dispatch(consentReceived(vendors));
  });
}
