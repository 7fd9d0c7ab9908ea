import { SAFE_HREF } from '../links';
import type { EndpointSettings } from '../net';
import type { SessionSettings } from '../session';
import type { TrackingSettings } from '../tracking';
import { parseWeblabs, serializeWeblabs, type ExperimentSettings } from '../experiments';
import { booleanAttribute, integerAttribute, oneOfAttribute, stringAttribute, type AttributeSpec } from './attributes';

type Specs<T> = { [K in keyof T]: AttributeSpec<T[K]> };

// An absolute http(s) URL or a same-origin path; never `//host` or `javascript:`.
const URL_OR_PATH = SAFE_HREF;
const OPTIONAL_URL_OR_PATH = new RegExp(`^$|${SAFE_HREF.source}`, SAFE_HREF.flags);
const ORIGIN_OR_EMPTY = /^(https?:\/\/[^\s/]+)?$/;

/** Attributes every element accepts; their values are shared by all elements through the store. */
export const sessionAttributes: Specs<SessionSettings> = {
  locale: stringAttribute('en-US', /^[A-Za-z]{2,3}([_-][A-Za-z0-9]{2,8})*$/),
  isLoggedIn: booleanAttribute(false),
  username: stringAttribute(''),
  watchlistCount: integerAttribute(0, { min: 0 }),
  currentUri: stringAttribute(''),
  // A path prefix such as "/de"; anything else could send links off-site.
  urlLocalePrefix: stringAttribute('', /^(\/[A-Za-z0-9-]+)?$/),
  siteName: stringAttribute('Marquee'),
  disableBodyStyling: booleanAttribute(false),
};

export const endpointAttributes: Specs<EndpointSettings> = {
  suggestionHost: stringAttribute('', ORIGIN_OR_EMPTY),
  trackingEndpoint: stringAttribute('/tr/', URL_OR_PATH),
  errorEndpoint: stringAttribute('/api/_ajax/metrics/errors/', URL_OR_PATH),
  weblabEndpoint: stringAttribute('/api/_ajax/weblab/', URL_OR_PATH),
  graphEndpoint: stringAttribute('/graphql', URL_OR_PATH),
  graphDevEndpoint: stringAttribute('/graphql', URL_OR_PATH),
  loggingEndpoint: stringAttribute('/logging/', URL_OR_PATH),
  loggingStage: oneOfAttribute(['beta', 'gamma', 'prod'] as const, 'prod'),
  proFlyoutEndpoint: stringAttribute('', OPTIONAL_URL_OR_PATH),
  adBlockBaitUrl: stringAttribute('', OPTIONAL_URL_OR_PATH),
};

export const trackingAttributes: Specs<TrackingSettings> = {
  pageType: stringAttribute('chrome'),
  subPageType: stringAttribute('main'),
  pageConst: stringAttribute(''),
  requestId: stringAttribute(''),
  // Tokens, not text: they travel in a query string to the logging service.
  refTag: stringAttribute('', /^[\w.-]{0,64}$/),
  pageAction: stringAttribute('', /^[\w.-]{0,64}$/),
  siteVariant: stringAttribute('', /^[\w.-]{0,64}$/),
  countryOfResidence: stringAttribute('', /^([A-Za-z]{2})?$/),
  marketplaceId: stringAttribute('', /^[\w.-]{0,64}$/),
};

export const experimentAttributes: Specs<ExperimentSettings> = {
  weblabs: { default: {}, parse: parseWeblabs, stringify: serializeWeblabs },
};

export const sharedAttributes = { ...sessionAttributes, ...endpointAttributes, ...trackingAttributes, ...experimentAttributes };
