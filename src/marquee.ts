// The all-in-one entry: registers every element of the chrome.
import '../elements/site-header';
import '../elements/site-footer';
import '../elements/consent-banner';
