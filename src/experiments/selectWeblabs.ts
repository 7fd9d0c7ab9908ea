import { memoSelector } from '../store/memoSelector';
import { selectAssignedWeblabs } from './experimentsSlice';
import type { Treatment } from './weblabs';

/**
 * Every treatment this page runs under: the weblab call's answers, and the page's own, which win.
 * The page view names them (tracking/trackingSends.ts): a module of its own, not in ./index.ts,
 * so that it loads with the senders, not up front.
 */
export const selectWeblabs = memoSelector(
  [selectAssignedWeblabs, (state: { weblabAnswers: Record<string, Treatment> }) => state.weblabAnswers],
  (assigned, answers): Record<string, Treatment> => ({ ...answers, ...assigned }),
);
