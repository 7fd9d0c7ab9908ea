/**
 * On an element: the parts of it that could not be loaded, or not within READY_BOUND, as words
 * separated by spaces (docs/testing.md). Read with the element's data-hydrated: it is as ready as
 * it can be without them, so that nothing waiting for it waits for ever.
 */
export const FAILED_ATTRIBUTE = 'data-marquee-failed';

/**
 * How long an element waits for what it hydrates with before it says which of it has not come:
 * several times what a phone on a slow network takes (docs/performance.md), short enough for a
 * test's wait. A part still coming after it is taken back off when it arrives.
 */
export const READY_BOUND = 5000;

/** Adds `part` to the element's failed parts, or takes it off (`failed` false). */
export function markFailed(element: Element, part: string, failed = true): void {
  const parts = new Set(element.getAttribute(FAILED_ATTRIBUTE)?.split(' ').filter(Boolean));
  if (failed) parts.add(part);
  else parts.delete(part);
  if (parts.size > 0) element.setAttribute(FAILED_ATTRIBUTE, [...parts].join(' '));
  else element.removeAttribute(FAILED_ATTRIBUTE);
}
