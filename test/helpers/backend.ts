/**
 * The reference backend as tests see it: its fault switches and what it received.
 * Mounted into web-test-runner (web-test-runner.config.mjs), so it shares the page's origin.
 */
export type FaultEndpoint = 'suggestion' | 'tr' | 'errors' | 'weblab' | 'graphql' | 'logging';

export interface Fault {
  endpoint: FaultEndpoint;
  latency?: number;
  status?: number;
  garbage?: boolean;
  drop?: boolean;
}

/** One request as the backend stored it. */
export interface ReceivedEvent {
  id: number;
  time: string;
  /** beacon | metric | error-report | weblab | graphql | logging | fault */
  type: string;
  summary: string;
  method: string;
  /** As received, still percent-encoded. */
  path: string;
  query: Record<string, string | string[]>;
  /** Only the headers of interest. */
  headers: Record<string, string>;
  body: unknown;
  response: unknown;
}

async function ok(response: Promise<Response>): Promise<Response> {
  const res = await response;
  if (!res.ok) throw new Error(`backend answered ${String(res.status)}: ${await res.text()}`);
  return res;
}

export async function setFault(fault: Fault): Promise<void> {
  await ok(fetch('/__faults', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(fault) }));
}

export async function clearFaults(): Promise<void> {
  await ok(fetch('/__faults', { method: 'DELETE' }));
}

/** Events the backend received, oldest first; `after` skips those already seen. */
export async function receivedEvents(type?: string, after = 0): Promise<ReceivedEvent[]> {
  const query = new URLSearchParams({ after: String(after), ...(type ? { type } : {}) });
  const res = await ok(fetch(`/__events?${query.toString()}`));
  return ((await res.json()) as { events: ReceivedEvent[] }).events;
}

/** The id of the newest stored event, so a test can look only at what it caused. */
export async function lastEventId(): Promise<number> {
  const events = await receivedEvents();
  return events.at(-1)?.id ?? 0;
}
