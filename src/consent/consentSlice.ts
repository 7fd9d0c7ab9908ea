import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Spec §3 consent directives: a vendor and whether the visitor allowed it. */
export interface VendorConsent {
  id: string;
  allow: boolean;
}

export interface ConsentState {
  /** A consent banner on this page will ask; until it answers, consent is unknown. */
  asked: boolean;
  /** null until the first consent event (spec §4). */
  vendors: VendorConsent[] | null;
}

const initialState: ConsentState = { asked: false, vendors: null };

export const consentSlice = createSlice({
  name: 'consent',
  initialState,
  reducers: {
    consentAsked(state) {
      state.asked = true;
    },
    consentReceived(state, action: PayloadAction<VendorConsent[]>) {
      state.vendors = action.payload;
    },
  },
});

export const { consentAsked, consentReceived } = consentSlice.actions;

const selectConsent = (state: { consent: ConsentState }) => state.consent;

/** Spec §4: allowed when allow is true; a vendor absent from the list counts as allowed. */
export function vendorConsent(consent: ConsentState, vendorId: string): 'unknown' | 'allowed' | 'refused' {
  if (consent.vendors === null) return 'unknown';
  const vendor = consent.vendors.find((v) => v.id === vendorId);
  return vendor && !vendor.allow ? 'refused' : 'allowed';
}

/**
 * Whether first-party tracking may go out: at once on a page that does not ask for consent;
 * held while a banner is waiting for an answer; never once the visitor declined every vendor.
 */
export function trackingPermission(state: { consent: ConsentState }): 'send' | 'wait' | 'drop' {
  const consent = selectConsent(state);
  if (consent.vendors === null) return consent.asked ? 'wait' : 'send';
  const declinedAll = consent.vendors.length > 0 && consent.vendors.every((v) => !v.allow);
  return declinedAll ? 'drop' : 'send';
}
