import type { UnknownAction } from '@reduxjs/toolkit';
import { errorReported } from '../tracking/trackingActions';

/**
 * The handler for a chunk that failed to load, loaded after first paint for one feature: one
 * console error naming what is missing, and one error report (spec §8) when a store is given,
 * instead of an uncaught rejection in the host's page. The rest of the chrome goes on without it.
 */
export const partFailed = (part: string, dispatch?: (action: UnknownAction) => unknown) => (error: unknown) => {
  const message = `${part} could not be loaded (${String(error)})`;
  console.error(`[marquee] ${message}`);
  dispatch?.(errorReported({ message }));
};
