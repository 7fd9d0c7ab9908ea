// Marquee's test helpers for a partner's browser tests, run by web-test-runner with
// marquee-site-chrome/testing/plugin (which answers the chrome's calls with the reference backend):
//
//   afterEach(cleanup);
//   await setFault({ endpoint: 'suggestion', status: 503 });
//   const header = await siteHeader({ locale: 'de-DE', isLoggedIn: true, username: 'Ada' });
//
// Importing this module loads the whole bundle, so every tag is defined.
import '../dist/marquee.js';
import { clearFaults } from './backend.js';
import { removePage } from './page.js';
import { rendered } from './wait.js';

export { clearFaults, receivedEvents, setFault } from './backend.js';
export { loadPage } from './page.js';
export { failedParts, isHydrated, isRendered } from './ready.js';
export { rendered, waitFor } from './wait.js';

/** @type {Set<HTMLElement>} */
const mounted = new Set();

/** Cookies the chrome keeps for a visitor (session, consent, country override). */
const VISITOR_COOKIES = ['session-id', 'ci', 'detect-country'];

/**
 * Puts an element on the page with these properties (camelCase, as its typings name them; each
 * writes its attribute) and waits until it has rendered. `cleanup()` removes it.
 * @param {string} tag
 * @param {Record<string, unknown>} [properties]
 * @param {ParentNode} [parent]
 */
export async function mount(tag, properties = {}, parent = document.body) {
  const element = document.createElement(tag);
  Object.assign(element, properties);
  parent.append(element);
  mounted.add(element);
  return rendered(element, typeof properties.locale === 'string' ? properties.locale : undefined);
}

/** @param {Record<string, unknown>} [properties] */
export const siteHeader = (properties) => mount('site-header', properties);
/** @param {Record<string, unknown>} [properties] */
export const siteFooter = (properties) => mount('site-footer', properties);
/** @param {Record<string, unknown>} [properties] */
export const consentBanner = (properties) => mount('consent-banner', properties);

/**
 * For afterEach: removes what `mount()` and `loadPage()` put on the page, turns every fault off, and forgets the
 * visitor (the chrome's cookies and this page's session storage), so the next test is a new visitor.
 */
export async function cleanup() {
  for (const element of mounted) element.remove();
  mounted.clear();
  removePage();
  for (const name of VISITOR_COOKIES) document.cookie = `${name}=; path=/; max-age=0`;
  sessionStorage.clear();
  await clearFaults();
}
