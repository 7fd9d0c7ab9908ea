// The all-in-one entry: registers every element of the chrome.
import '../elements/site-header';
import '../elements/site-footer';
import '../elements/consent-banner';

// Page scripts initialise elements they create through this (README: Initialise an element).
export { initialise } from './chrome';
// Host code vouches for a marked tracker script it adds later through this (README: Consent).
export { registerTrackerScript } from './consent';
