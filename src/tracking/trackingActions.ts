import { createAction } from '@reduxjs/toolkit';
import type { HitType } from '../enums';

/** A guarded section of the chrome failed to render (spec §8). */
export const sectionRenderFailed = createAction<{ section: string; message: string; stack?: string }>(
  'tracking/sectionRenderFailed',
);

/**
 * An error worth reporting that is not a render failure, e.g. a failed call (spec §8). The report
 * describes the page it happened on; what failed is for the message to say.
 */
export const errorReported = createAction<{ message: string; stack?: string }>('tracking/errorReported');

/** What a link or control reports when used (spec §3 trackingMetrics, §7 metric). */
export interface PageActionMetric {
  pageAction: string;
  refTag?: string;
  /**
   * The metric's hit type (`ht`; spec §3 footer trackingMetrics.type): `popUp` for a link that
   * opens a new window. `actionOnly` when absent (spec §7).
   */
  type?: Extract<HitType, 'actionOnly' | 'popUp'>;
  /** A followed link that leaves the site: it is also tracked as an offsite redirect hit (spec §7). */
  offsite?: boolean;
  /**
   * A count of a click, not tracking of the person (the banner's own buttons and links): it goes
   * at once, without cookies or any identifier, whatever consent is (docs/consent.md).
   */
  anonymous?: boolean;
}

/** Every page action goes through here; the tracking listeners decide what is sent (spec §7). */
export const pageActionReported = createAction<PageActionMetric>('tracking/pageActionReported');

/** Something happened that is counted, such as the sign-in coachmark being shown (spec §4). */
export const countMetricReported = createAction<{ name: string }>('tracking/countMetricReported');

/** A search query got its first non-empty results (spec §7 query log). */
export const queryLogged = createAction<{ navQuery: string }>('tracking/queryLogged');

/** The page action a render failure is tracked with (spec §8); its ref tag names the section. */
export const RENDER_FAILURE_PAGE_ACTION = 'render-error';
