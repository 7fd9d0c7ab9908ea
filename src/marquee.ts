// The all-in-one entry: registers every element of the chrome.
import '../elements/site-header';
import '../elements/site-footer';
import '../elements/consent-banner';

// initialise (page scripts initialise elements they create: docs/using-on-a-page.md) and
// registerTrackerScript (host code vouches for a marked tracker script it adds later:
// docs/consent.md); their published typings are generated from this module too (types/api.d.ts).
export * from './published/api';
