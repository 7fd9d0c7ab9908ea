import { selectConsent, type ConsentState } from '../consent/consentSlice';
import { selectTrackingSettings, type TrackingSettings } from './trackingSettings';

type State = Parameters<typeof selectTrackingSettings>[0] & { consent: ConsentState };

/**
 * Whether the chrome's own tracking may go out (docs/consent.md): nothing leaves on a guess.
 * - Consent unknown: held, wherever and whenever a banner may still arrive, unless the page
 *   declared with `no-consent-banner` that it asks nobody (and no banner has turned up since).
 * - Consent known (an answer, the directives the `ci` cookie gave the server, any `consent-event`):
 *   sent, unless the visitor declined every vendor. On a strict page an empty list declines too.
 *
 * The banner's own click counts (cb_accept, cb_reject, …) do not ask: a count of a click is not
 * tracking of the person, so each goes at once, anonymously, whatever the answer, a Decline's
 * cb_reject included (trackingListeners, docs/consent.md).
 */
export function trackingPermission(state: State): 'send' | 'wait' | 'drop' {
  const consent = selectConsent(state);
  if (consent.vendors === null) return mayGoWithoutConsent(consent, selectTrackingSettings(state)) ? 'send' : 'wait';
  const anyAllowed = consent.vendors.some((v) => v.allow);
  const declinedAll = consent.strict ? !anyAllowed : consent.vendors.length > 0 && !anyAllowed;
  return declinedAll ? 'drop' : 'send';
}

function mayGoWithoutConsent(consent: ConsentState, settings: TrackingSettings): boolean {
  return settings.noConsentBanner && !consent.asked;
}
