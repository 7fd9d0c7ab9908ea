import type { EndpointSettings } from '../net';
import type { TrackingSettings } from '../tracking';
import { parseWeblabs, serializeWeblabs, type ExperimentSettings } from '../experiments';
import { findLocale } from '../i18n/locales';
import { booleanAttribute, integerAttribute, oneOfAttribute, originAttribute, stringAttribute, urlAttribute } from './attributes';
import { sessionAttributes, type Specs } from './sessionAttributes';

export const endpointAttributes: Specs<EndpointSettings> = {
  suggestionHost: originAttribute(),
  suggestionTimeout: integerAttribute(3000, { min: 0 }),
  trackingEndpoint: urlAttribute('/tr/'),
  errorEndpoint: urlAttribute('/api/_ajax/metrics/errors/'),
  weblabEndpoint: urlAttribute('/api/_ajax/weblab/'),
  graphEndpoint: urlAttribute('/graphql'),
  graphDevEndpoint: urlAttribute('/graphql'),
  loggingEndpoint: urlAttribute('/logging/'),
  loggingStage: oneOfAttribute(['beta', 'gamma', 'prod'] as const, 'prod'),
  loggingEndpointBeta: urlAttribute('', { optional: true }),
  loggingEndpointGamma: urlAttribute('', { optional: true }),
  loggingEndpointProd: urlAttribute('', { optional: true }),
  proFlyoutEndpoint: urlAttribute('', { optional: true }),
  adBlockBaitUrl: urlAttribute('', { optional: true }),
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
  // Only a locale the chrome ships, in any case, with `-` or `_` (spec §1): any other is the
  // attribute's one error, naming the element (chromeElement tells it once a page), and English.
  locale: stringAttribute('en-US', (text) => !!findLocale(text)),
  ...endpointAttributes,
  ...trackingAttributes,
  ...experimentAttributes,
};
