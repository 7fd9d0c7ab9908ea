import { booleanAttribute, integerAttribute, oneOfAttribute, stringAttribute, type AttributeSpec } from '../chrome/attributes';
import { defineElementDefinition } from '../chrome/elementDefinition';
import { sharedAttributes } from '../chrome/sharedAttributes';
import { consentHostStyles } from './consentHost.styles';
import { loadConsentStyles } from './consentStylesLoader';
import { ConsentBanner, consentBannerDefaults, PromptDialog, type ConsentBannerSettings } from './ConsentBanner';

const bannerAttributes: { [K in keyof ConsentBannerSettings]: AttributeSpec<ConsentBannerSettings[K]> } = {
  strictConsent: booleanAttribute(consentBannerDefaults.strictConsent),
  clientVariant: oneOfAttribute(['auto', 'desktop', 'mobile'] as const, consentBannerDefaults.clientVariant),
  // Visible ASCII only: it travels in a header.
  geoOverrideSecret: stringAttribute(consentBannerDefaults.geoOverrideSecret, /^[\x21-\x7e]{0,200}$/),
  graphTimeout: integerAttribute(consentBannerDefaults.graphTimeout, { min: 0 }),
};

/** `<consent-banner>`: its attributes (documented on the element, elements/consent-banner.ts), component and styles. */
export const consentBannerDefinition = defineElementDefinition({
  tag: 'consent-banner',
  section: 'ConsentBanner',
  attributes: { ...sharedAttributes, ...bannerAttributes },
  component: ConsentBanner,
  // The question, where the server rendered one, is all the banner shows, and its answers need script.
  shownParts: [PromptDialog],
  styles: [consentHostStyles],
  // Only the question shows, and it loads on demand too (ConsentBanner.tsx).
  lazyStyles: loadConsentStyles,
});
