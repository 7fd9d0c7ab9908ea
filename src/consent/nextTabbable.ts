const TABBABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

/** An element and what is in it, in the order Tab visits them without tabindex ordering: it, its open shadow root, its children. */
function* inOrder(element: Element): Generator<Element> {
  yield element;
  if (element.shadowRoot) yield* within(element.shadowRoot);
  yield* within(element);
}

function* within(root: ParentNode): Generator<Element> {
  for (const child of root.children) yield* inOrder(child);
}

/**
 * What follows `from` in that order, its own shadow root and children left out: walked up from it
 * rather than down from the top, so that a banner last in a long page does not walk the whole page
 * before it in the tap's task.
 */
function* following(from: Element): Generator<Element> {
  for (let node = from; ; ) {
    for (let next = node.nextElementSibling; next; next = next.nextElementSibling) yield* inOrder(next);
    const parent = node.parentNode;
    if (parent instanceof ShadowRoot) {
      // The host's shadow root is done: its own children come next, then what follows it.
      yield* within(parent.host);
      node = parent.host;
    } else if (parent instanceof Element) node = parent;
    else return;
  }
}

/**
 * What Tab would reach after `from` (itself and its shadow root left out), or null when nothing
 * follows. The banner hides once answered: without this, focus would drop to <body>, and keyboard
 * and screen-reader users would start again from the top of a page the banner sits first in.
 */
export function nextTabbable(from: Element): HTMLElement | null {
  for (const element of following(from)) {
    if (element instanceof HTMLElement && element.matches(TABBABLE) && element.tabIndex >= 0 && element.checkVisibility()) return element;
  }
  return null;
}
