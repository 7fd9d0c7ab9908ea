/** Spec §4 page timing markers: body begin, body end, load. */
export const PAGE_TIMING_MARKERS = ['bb', 'be', 'ld'] as const;
export type PageTimingMarker = (typeof PAGE_TIMING_MARKERS)[number];

/** Records a marker once, as a User Timing mark a page's own tools can read. */
export function markPageTiming(marker: PageTimingMarker, perf: Performance = performance): void {
  if (perf.getEntriesByName(marker, 'mark').length === 0) perf.mark(marker);
}

/**
 * bb when the chrome's script runs (it sits at the top of the body or in the head), be when the
 * document is parsed, ld when the page has loaded; markers already passed are set at once.
 */
export function recordPageTiming(doc: Document = document, win: Window = window): void {
  markPageTiming('bb');
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', () => { markPageTiming('be'); }, { once: true });
  else markPageTiming('be');
  if (doc.readyState === 'complete') markPageTiming('ld');
  else win.addEventListener('load', () => { markPageTiming('ld'); }, { once: true });
}
