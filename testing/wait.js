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
