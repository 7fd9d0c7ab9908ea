import { selectAssignedWeblabs } from './experimentsSlice';
import type { Treatment } from './weblabs';

/**
 * Every treatment this page runs under: the weblab call's answers, and the page's own, which win.
 * The page view names them (tracking/trackingSends.ts), once a page: a module of its own, not in
 * ./index.ts, so that it loads with the senders, not up front. Not memoised: no component selects
 * it, and the senders' chunk then shares no memoSelector with the suggestion list's (a chunk of
 * its own, a round trip more before the list's code could run).
 */
export const selectWeblabs = (state: Parameters<typeof selectAssignedWeblabs>[0] & { weblabAnswers: Record<string, Treatment> }): Record<string, Treatment> => ({
  ...state.weblabAnswers,
  ...selectAssignedWeblabs(state),
});
