import type { EndpointSettings } from '../net';
import type { SessionSettings } from '../session';
import type { TrackingSettings } from '../tracking';
import { parseWeblabs, serializeWeblabs, type ExperimentSettings } from '../experiments';
import { booleanAttribute, integerAttribute, oneOfAttribute, originAttribute, pathAttribute, stringAttribute, urlAttribute, type AttributeSpec } from './attributes';

type Specs<T> = { [K in keyof T]: AttributeSpec<T[K]> };

/** Attributes every element accepts; their values are shared by all elements through the store. */
export const sessionAttributes: Specs<SessionSettings> = {
  locale: stringAttribute('en-US', /^[A-Za-z]{2,3}([_-][A-Za-z0-9]{2,8})*$/),
  isLoggedIn: booleanAttribute(false),
  username: stringAttribute(''),
  watchlistCount: integerAttribute(0, { min: 0 }),
  currentUri: pathAttribute(),
  // A path prefix such as "/de"; anything else could send links off-site.
  urlLocalePrefix: stringAttribute('', /^(\/[A-Za-z0-9-]+)?$/),
  // The site the chrome's links belong to: an origin with its scheme.
  siteOrigin: originAttribute(true),
  siteName: stringAttribute('Marquee'),
  disableBodyStyling: booleanAttribute(false),
};

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

export const sharedAttributes = { ...sessionAttributes, ...endpointAttributes, ...trackingAttributes, ...experimentAttributes };
