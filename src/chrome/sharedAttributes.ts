import type { EndpointSettings } from '../net';
import type { TrackingSettings } from '../tracking';
import { parseWeblabs, serializeWeblabs, type ExperimentSettings } from '../experiments';
import { findLocale } from '../i18n/locales';
import { booleanAttribute, integerAttribute, oneOfAttribute, originAttribute, stringAttribute, urlAttribute, type AttributeSpec } from './attributes';
import { sessionAttributes, type Specs } from './sessionAttributes';
import { isAllowedOrigin } from '../links/allowedOrigins';

/**
 * Where the page's links and calls go: another origin only when the page lists it (isAllowedOrigin),
 * so that a chrome tag in a visitor's comment cannot move them.
 */
const allowedOnly = (spec: AttributeSpec<string>): AttributeSpec<string> => ({
  ...spec,
  refused: (value) => (isAllowedOrigin(value) ? undefined : ' (its origin is not in <meta name="marquee-origins">)'),
});
const endpoint = (fallback: string, options?: { optional: boolean }) => allowedOnly(urlAttribute(fallback, options));

export const endpointAttributes: Specs<EndpointSettings> = {
  suggestionHost: allowedOnly(originAttribute()),
  suggestionTimeout: integerAttribute(3000, { min: 0 }),
  trackingEndpoint: endpoint('/tr/'),
  errorEndpoint: endpoint('/api/_ajax/metrics/errors/'),
  weblabEndpoint: endpoint('/api/_ajax/weblab/'),
  graphEndpoint: endpoint('/graphql'),
  graphDevEndpoint: endpoint('/graphql'),
  loggingEndpoint: endpoint('/logging/'),
  loggingStage: oneOfAttribute(['beta', 'gamma', 'prod'] as const, 'prod'),
  loggingEndpointBeta: endpoint('', { optional: true }),
  loggingEndpointGamma: endpoint('', { optional: true }),
  loggingEndpointProd: endpoint('', { optional: true }),
  proFlyoutEndpoint: endpoint('', { optional: true }),
  adBlockBaitUrl: endpoint('', { optional: true }),
};

export const trackingAttributes: Specs<TrackingSettings> = {
  pageType: stringAttribute('chrome'),
  subPageType: stringAttribute('main'),
  pageConst: stringAttribute(''),
  requestId: stringAttribute(''),
  noConsentBanner: booleanAttribute(false),
  // Tokens, not text: they travel in a query string to the logging service.
  refTag: stringAttribute('', /^[\w.-]{0,64}$/),
  pageAction: stringAttribute('', /^[\w.-]{0,64}$/),
  siteVariant: stringAttribute('', /^[\w.-]{0,64}$/),
  countryOfResidence: stringAttribute('', /^([A-Za-z]{2})?$/),
  marketplaceId: stringAttribute('', /^[\w.-]{0,64}$/),
  pageViewOnNavigation: booleanAttribute(false),
  service: oneOfAttribute(['next', 'legacy'] as const, 'next'),
};

export const experimentAttributes: Specs<ExperimentSettings> = {
  weblabs: { default: {}, parse: parseWeblabs, stringify: serializeWeblabs },
};

export const sharedAttributes = {
  ...sessionAttributes,
  siteOrigin: allowedOnly(sessionAttributes.siteOrigin),
  // Only a locale the chrome ships, in any case, with `-` or `_` (spec §1): any other is the
  // attribute's one error, naming the element (chromeElement tells it once a page), and English.
  locale: stringAttribute('en-US', (text) => !!findLocale(text)),
  ...endpointAttributes,
  ...trackingAttributes,
  ...experimentAttributes,
};
