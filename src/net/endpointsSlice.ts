import { defaultsOf } from '../chrome/sessionAttributes';
import { endpointAttributes } from '../chrome/sharedAttributes';
import { createSourcedSettings } from '../store/sourcedSettings';

/**
 * Where the chrome's calls go (spec §7). Same-origin paths by default, so a host that serves the
 * reference contract needs no settings, and a partner points them at its own backend.
 */
export interface EndpointSettings {
  /** Origin of the suggestion service; empty means this page's origin. */
  suggestionHost: string;
  /** Milliseconds before a suggestion request counts as failed ("No results found."); 0 waits for ever. */
  suggestionTimeout: number;
  trackingEndpoint: string;
  errorEndpoint: string;
  weblabEndpoint: string;
  graphEndpoint: string;
  /** Graph endpoint used on dev and beta pages. */
  graphDevEndpoint: string;
  loggingEndpoint: string;
  /** Which logging host is used (spec §7: beta, gamma or prod). */
  loggingStage: 'beta' | 'gamma' | 'prod';
  /** Each stage's logging host, so one page template serves every stage; empty means loggingEndpoint. */
  loggingEndpointBeta: string;
  loggingEndpointGamma: string;
  loggingEndpointProd: string;
  /** Content of the professional flyout (spec §4); empty means no flyout. */
  proFlyoutEndpoint: string;
  /** A bait file for the ad-blocker check; empty turns the check off. */
  adBlockBaitUrl: string;
}

/** The attributes' defaults (chrome/sharedAttributes.ts): one list of them, not two to keep alike. */
export const endpointDefaults: EndpointSettings = defaultsOf(endpointAttributes);

const endpoints = createSourcedSettings('endpoints', endpointDefaults);

export const endpointsSlice = endpoints.slice;
export const selectEndpoints = endpoints.select;
