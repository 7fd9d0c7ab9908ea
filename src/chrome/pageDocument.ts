/**
 * The page's `document`, read through its prototype. A named element anywhere in the page
 * (`<img name="createElement">`, `<form name="cookie">`, from a comment that allows `name`) shadows
 * the document's own members, as HTML's named properties come before the built-in ones on a
 * Document; they never reach the prototype. So every member is taken from the prototype and called
 * on the document itself, and a name the prototype does not have is only what the chrome itself
 * kept here (React's marker of the events it listens to), never a named element.
 *
 * The chrome's code reads `document` only through this; the libraries' `document` is this too
 * (rollup.config.mjs injects it), and React's own reads go through each root container's
 * `ownerDocument` (setPageDocument). It is a Proxy, not a Node: what takes a Node (observe, call)
 * gets `document`, which is never shadowed itself.
 */
export const pageDocument: Document = typeof document === 'undefined' ? (undefined as never) : ownDocument(document);

function ownDocument(page: Document): Document {
  const prototype = Object.getPrototypeOf(page) as object;
  const kept: Record<PropertyKey, unknown> = {};
  return new Proxy(page, {
    get(target, key) {
      if (!(key in prototype)) return kept[key];
      const value: unknown = Reflect.get(prototype, key, target);
      return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
    },
    set: (target, key, value) => (key in prototype ? Reflect.set(prototype, key, value, target) : ((kept[key] = value), true)),
  });
}

/**
 * Gives React's root `container` this document as its `ownerDocument`: React makes every node it
 * creates, and listens for selection changes, through the container's owner document.
 */
export function setPageDocument(container: Node): void {
  Object.defineProperty(container, 'ownerDocument', { value: pageDocument });
}
