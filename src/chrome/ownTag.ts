import { pageDocument } from './pageDocument';

/** The name of the head's `<meta name="marquee-tags" nonce="…">`, where a page says it marks its own chrome tags. */
export const TAG_MARK = 'marquee-tags';

/** How many nodes stand above `node`, shadow roots' hosts included. */
function depth(node: Node): number {
  let count = 0;
  for (let at: Node | null | undefined = node; at; at = at.parentNode ?? (at as Partial<ShadowRoot>).host) count++;
  return count;
}

/**
 * The element of `tag` that is the page's own and takes part (docs/security.md), of those
 * `connected` (first connected first) and those of the document not yet upgraded. A page that marks
 * its tags (TAG_MARK, written by renderChromeTags with `tagNonce`) has only those whose
 * nonce is its head's: browsers hide a nonce from attribute reads and CSS, so visitor markup cannot
 * copy it. On a page that marks none, the one nearest the document's top, then the first connected:
 * a visitor's content stands inside the page, below the page's own chrome. The server renderer
 * decides alike (src/server/renderChromeTags.ts).
 */
export function ownTag(tag: string, connected: readonly HTMLElement[]): HTMLElement | undefined {
  const mark = pageDocument.querySelector<HTMLElement>(`head>meta[name=${TAG_MARK}]`)?.nonce;
  let own: HTMLElement | undefined;
  let least = Infinity;
  for (const element of [...connected, ...pageDocument.getElementsByTagName(tag)] as HTMLElement[]) {
    const nearer = depth(element);
    if (element.isConnected && (!mark || element.nonce === mark) && nearer < least) [own, least] = [element, nearer];
  }
  return own;
}
