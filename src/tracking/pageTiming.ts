import { pageDocument } from '../chrome/pageDocument';

/** Spec §4 page timing markers: body begin, body end, load. */
export const PAGE_TIMING_MARKERS = ['bb', 'be', 'ld'] as const;
export type PageTimingMarker = (typeof PAGE_TIMING_MARKERS)[number];

/** Records a marker once, as a User Timing mark a page's own tools can read. */
export function markPageTiming(marker: PageTimingMarker, perf: Performance = performance, startTime?: number): void {
  if (perf.getEntriesByName(marker, 'mark').length === 0) perf.mark(marker, startTime === undefined ? undefined : { startTime });
}

/**
 * bb: a module script runs only once the document is parsed, so the chrome cannot see the body
 * begin. A host's own `performance.mark('bb')` at the top of the body is exact and kept
 * (docs/consent.md); otherwise bb is when the page's first byte arrived (navigation timing), the
 * earliest the body can have begun. be when the document is parsed, ld when the page has loaded;
 * a bundle that runs later (after the first paint, on a server-rendered page) sets those already
 * passed at the times navigation timing gives them (domInteractive, loadEventStart), not its own.
 */
export function recordPageTiming(doc: Document = pageDocument, win: Window = window): void {
  const [navigation] = win.performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  // A document that had no response (a srcdoc frame) began at its time origin.
  markPageTiming('bb', win.performance, navigation?.responseStart ?? 0);
  // 0 where the document did not record it (a srcdoc frame): then now, as before.
  const passed = (at: number | undefined) => (at ? at : undefined);
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', () => { markPageTiming('be'); }, { once: true });
  else markPageTiming('be', win.performance, passed(navigation?.domInteractive));
  if (doc.readyState === 'complete') markPageTiming('ld', win.performance, passed(navigation?.loadEventStart));
  else win.addEventListener('load', () => { markPageTiming('ld'); }, { once: true });
}
