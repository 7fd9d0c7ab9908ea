import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Spec §3 consent directives: a vendor and whether the visitor allowed it. */
export interface VendorConsent {
  id: string;
  allow: boolean;
}

/** The page's consent: what every tracker of the chrome obeys. */
export interface ConsentState {
  /** A consent banner is on this page (anywhere, connected at any time): consent will be asked. */
  asked: boolean;
  /** null until the first consent event (spec §4). */
  vendors: readonly VendorConsent[] | null;
  /** CNS-17: a vendor absent from the list is refused instead of allowed. */
  strict: boolean;
}

const initialState: ConsentState = { asked: false, vendors: null, strict: false };

export const consentSlice = createSlice({
  name: 'consent',
  initialState,
  reducers: {
    consentAsked(state) {
      state.asked = true;
    },
    consentReceived(state, action: PayloadAction<readonly VendorConsent[]>) {
      state.vendors = [...action.payload];
    },
    strictConsentChanged(state, action: PayloadAction<boolean>) {
      state.strict = action.payload;
    },
    /** The visitor's session changed (session/sessionFollow.ts): the answer was the last visitor's. */
    consentForgotten(state) {
      state.vendors = null;
    },
  },
});

export const { consentAsked, consentReceived, strictConsentChanged, consentForgotten } = consentSlice.actions;

export const selectConsent = (state: { consent: ConsentState }) => state.consent;

/** Whether a vendor may run (`vendorConsent()`): `unknown` until the page's consent is known. */
export type VendorDecision = 'unknown' | 'allowed' | 'refused';

/**
 * Spec §4 / CNS-05: allowed when allow is true; a vendor absent from the list counts as allowed,
 * unless the page is strict (CNS-17), where absent means refused. Unknown until the first event.
 * Ids are compared as strings, exactly: server data never becomes a selector or a pattern.
 */
export function vendorConsent(consent: ConsentState, vendorId: string): VendorDecision {
  if (consent.vendors === null) return 'unknown';
  const vendor = consent.vendors.find((v) => v.id === vendorId);
  if (vendor) return vendor.allow ? 'allowed' : 'refused';
  return consent.strict ? 'refused' : 'allowed';
}
