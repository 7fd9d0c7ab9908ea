import { waitUntil } from '@open-wc/testing';
import { isHydrated } from '../../testing/ready.js';

/** The element's shadow root; element tests look only at what a visitor would see in it. */
export function shadowOf(element: Element): ShadowRoot {
  if (!element.shadowRoot) throw new Error(`<${element.localName}> has no open shadow root`);
  return element.shadowRoot;
}

/**
 * Waits until the element's shadow root holds a match for the selector (React renders async), from
 * the element itself: defined, and hydrated when the server rendered it (its HTML is there before).
 */
export async function rendered<E extends Element = HTMLElement>(element: Element, selector: string): Promise<E> {
  await waitUntil(() => isHydrated(element) && shadowOf(element).querySelector(selector), `no ${selector} in <${element.localName}>`, { timeout: 4000 });
  // A visitor acts a frame after it shows at the earliest: React's effects of that render have run
  // (a test acting in the same task raced them, e.g. the category set from the page after a choice).
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
  return shadowOf(element).querySelector(selector) as E;
}

/** Waits until the element itself (as above, not the server's HTML) shows the text. */
export async function showsText(element: Element, text: string): Promise<void> {
  await waitUntil(
    () => isHydrated(element) && shadowOf(element).textContent.includes(text),
    `<${element.localName}> never showed "${text}"; it shows "${shadowOf(element).textContent}"`,
    { timeout: 4000 },
  );
}
