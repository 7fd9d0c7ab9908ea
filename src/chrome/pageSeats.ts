import { pageDocument } from './pageDocument';

/**
 * Which elements carry the page's shared settings (`locale`, `is-logged-in`, the endpoints…): the
 * page's own chrome, not a chrome tag that a visitor's comment brings in later (issue 52).
 *
 * Each tag has one seat. An element that takes part in the page (the first connected of its tag)
 * takes its tag's seat when the seat was left by the element before it (a router swapping headers,
 * in either order), or when its tag never had one and the page's chrome is starting: no seated
 * element is connected, the document is still loading (the parser's elements, and those the page's
 * scripts upgrade before the load event), or it is the task in which the first one took its seat
 * (an app's first render). Any other renders with the page's settings and carries none of its own.
 */
const seats = new Map<string, Element | null>();
let starting = false;

/** Whether `element`, now taking part in the page for its `tag`, carries page-wide settings. */
export function takeSeat(tag: string, element: Element): boolean {
  if (seatedElements().length === 0) {
    // No chrome of the page's own is left: the page starts over.
    seats.clear();
    starting = true;
    setTimeout(() => {
      starting = false;
    });
  }
  // (A seat still held is not asked for: only the first connected element of a tag takes part.)
  if (!seats.has(tag) && !starting && pageDocument.readyState === 'complete') return false;
  seats.set(tag, element);
  return true;
}

/** `element` left the page: its seat waits for the next element of its tag. */
export function leaveSeat(tag: string, element: Element): void {
  if (seats.get(tag) === element) seats.set(tag, null);
}

/** The elements carrying the page's shared settings now. */
export function seatedElements(): Element[] {
  return [...seats.values()].filter((element) => element?.isConnected) as Element[];
}
