import { sharedSettingsChanged, type AppStore } from '../../src/store';

/**
 * The page declares that it has no consent banner (`no-consent-banner`), as a page whose tests
 * look at tracking without asking for consent must: otherwise every hit waits for consent.
 */
export function withoutBanner<S extends AppStore>(store: S): S {
  store.dispatch(sharedSettingsChanged({ source: 'test-page', settings: { noConsentBanner: true } }));
  return store;
}
