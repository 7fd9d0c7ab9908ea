/** The markers of server-rendered content, shared by the server renderer and the elements. */

/** On the server-rendered content's root: the attributes the server rendered it with, as JSON. */
export const SERVER_ROOT_ATTRIBUTE = 'data-marquee-ssr';
/** On the same element: the page origin the server rendered with. */
export const SERVER_ORIGIN_ATTRIBUTE = 'data-marquee-origin';
/** On the same element: the origin the server wrote the page's links absolute to ('' for root-relative links). */
export const SERVER_LINK_ORIGIN_ATTRIBUTE = 'data-marquee-link-origin';
/** On the same element: what the server rendered with beyond the attributes (the consent banner's prompt), as JSON: the element's `served` prop. */
export const SERVER_STATE_ATTRIBUTE = 'data-marquee-served';
/** On the server's inline stylesheet, which the adopted one replaces once the element runs. */
export const SERVER_STYLE_ATTRIBUTE = 'data-marquee-ssr-style';
/** Set on an element once its server-rendered content is hydrated and follows the page. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';


/** The content a server rendered into this shadow root (declarative shadow DOM), if any. */
export function serverRenderedContent(root: ShadowRoot): HTMLElement | null {
  // Children of the root only (`:scope` matches nothing in a shadow root).
  return (Array.from(root.children).find((child) => child.hasAttribute(SERVER_ROOT_ATTRIBUTE)) as HTMLElement | undefined) ?? null;
}

/** The server's inline styles go once the element has adopted all of its own. */
export function removeServerStyles(root: ShadowRoot): void {
  for (const child of Array.from(root.children)) if (child.localName === 'style' && child.hasAttribute(SERVER_STYLE_ATTRIBUTE)) child.remove();
}

