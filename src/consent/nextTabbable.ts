const TABBABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

/** Elements in the order Tab visits them without tabindex ordering: light DOM, then into open shadow roots. */
function* composedOrder(root: ParentNode, skip: Element): Generator<Element> {
  for (const child of root.children) {
    yield child;
    if (child !== skip && child.shadowRoot) yield* composedOrder(child.shadowRoot, skip);
    yield* composedOrder(child, skip);
  }
}

/**
 * What Tab would reach after `from` (itself and its shadow root left out), or null when nothing
 * follows. The banner hides once answered: without this, focus would drop to <body>, and keyboard
 * and screen-reader users would start again from the top of a page the banner sits first in.
 */
export function nextTabbable(from: Element): HTMLElement | null {
  let passed = false;
  for (const element of composedOrder(from.ownerDocument.body, from)) {
    if (element === from) {
      passed = true;
      continue;
    }
    if (!passed || from.contains(element)) continue;
    if (element instanceof HTMLElement && element.matches(TABBABLE) && element.tabIndex >= 0 && element.checkVisibility()) return element;
  }
  return null;
}
