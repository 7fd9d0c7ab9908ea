/**
 * The reference backend as tests see it: the fault switches and records of marquee-site-chrome/testing (one
 * copy, the one partners get), plus what only our own tests need. Mounted into web-test-runner
 * (web-test-runner.config.mjs), so it shares the page's origin.
 */
import { receivedEvents } from '../../testing/backend.js';

export { clearFaults, receivedEvents, setFault } from '../../testing/backend.js';
export type { Fault, FaultEndpoint, ReceivedEvent } from '../../testing/backend.js';

/** The id of the newest stored event, so a test can look only at what it caused. */
export async function lastEventId(): Promise<number> {
  const events = await receivedEvents();
  return events.at(-1)?.id ?? 0;
}
