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
import { isRendered } from './ready.js';

export { clearFaults, receivedEvents, setFault } from './backend.js';
export { isHydrated, isRendered } from './ready.js';

/** @type {Set<HTMLElement>} */
const mounted = new Set();

/** Cookies the chrome keeps for a visitor (session, consent, country override). */
const VISITOR_COOKIES = ['session-id', 'ci', 'detect-country'];

/**
 * Waits until `test()` returns (or resolves to) something truthy, checking every 20 ms, and returns it.
 * @template T
 * @param {() => T | Promise<T>} test
 * @param {string} message what had not happened, for the error
 * @param {number} [timeout] ms
 * @returns {Promise<NonNullable<T>>}
 */
export async function waitFor(test, message, timeout = 3000) {
  const end = performance.now() + timeout;
  for (;;) {
    const value = await test();
    if (value) return value;
    if (performance.now() > end) throw new Error(`waited ${String(timeout)} ms: ${message}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Waits until the element has rendered: defined, hydrated when the server rendered it (a page that
 * loads the bundle after its first frame shows the server's HTML before either), its content there
 * in full (no part still loading its code), in `locale` when one is given, and no translations
 * still loading.
 * @param {HTMLElement} element
 * @param {string} [locale]
 */
export async function rendered(element, locale) {
  await waitFor(() => isRendered(element, locale), `<${element.localName}> did not render${locale ? ` in ${locale}` : ''}`);
  return element;
}

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
 * For afterEach: removes what `mount()` put on the page, turns every fault off, and forgets the
 * visitor (the chrome's cookies and this page's session storage), so the next test is a new visitor.
 */
export async function cleanup() {
  for (const element of mounted) element.remove();
  mounted.clear();
  for (const name of VISITOR_COOKIES) document.cookie = `${name}=; path=/; max-age=0`;
  sessionStorage.clear();
  await clearFaults();
}
