// Waiting for the chrome in a browser test (marquee-site-chrome/testing re-exports these).
import { isRendered } from './ready.js';

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
 * How long rendered() waits: past the 5 s a server-rendered element waits for a part that does not
 * come before it says it is ready without it (failedParts), so that a stalled part fails no test
 * that waits for the element (src/ui/failedParts.ts READY_BOUND).
 */
const RENDERED_WAIT = 8000;

/**
 * Waits until the element has rendered: defined, hydrated when the server rendered it (a page that
 * loads the bundle after its first frame shows the server's HTML before either), its content there
 * in full (no part still loading its code), in `locale` when one is given, and no translations
 * still loading. A server-rendered element some part of which could not be loaded counts once it
 * says so (`failedParts`).
 * @param {HTMLElement} element
 * @param {string} [locale]
 */
export async function rendered(element, locale) {
  await waitFor(() => isRendered(element, locale), `<${element.localName}> did not render${locale ? ` in ${locale}` : ''}`, RENDERED_WAIT);
  return element;
}
