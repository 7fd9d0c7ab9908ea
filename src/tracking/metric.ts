import { filled } from '../logging';
import { request } from '../net/http';

/** Spec §7 "Metric": what a page action reports. */
export interface Metric {
  refTag: string;
  pageType: string;
  subPageType: string;
  pageAction: string;
  /** `ht`: actionOnly unless the page action says otherwise (trackingActions.ts). */
  hitType?: string;
}

/**
 * POSTs a metric form-encoded with ht=actionOnly, or the hit type its page action names (spec §7). Only consumer clients send metrics;
 * on failure the error goes to `reportError` and the promise rejects.
 */
export async function sendMetric(
  metric: Metric,
  {
    endpoint,
    consumer,
    fetch,
    reportError,
    credentials = 'same-origin',
  }: { endpoint: string; consumer: boolean; fetch: typeof globalThis.fetch; reportError: (error: Error) => void; credentials?: RequestCredentials },
): Promise<void> {
  if (!consumer) return;
  // A field with nothing in it (no ref tag, an empty sub page type) is left out (filled).
  const body = new URLSearchParams(
    filled({ ref_: metric.refTag, pt: metric.pageType, spt: metric.subPageType, pageAction: metric.pageAction, ht: metric.hitType ?? 'actionOnly' }),
  );
  try {
    await request(endpoint, { method: 'POST', credentials, body, keepalive: true, fetch });
  } catch (error) {
    const failure = error instanceof Error ? error : new Error(String(error));
    reportError(failure);
    throw failure;
  }
}
