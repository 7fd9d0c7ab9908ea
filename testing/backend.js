// The reference backend's switches and records, as a browser test reaches them on its own origin
// (marquee-site-chrome/testing/plugin mounts the backend there). Loads no element: Marquee's own tests use it too.

/**
 * @param {string} path
 * @param {RequestInit} [init]
 */
async function backend(path, init) {
  const response = await fetch(path, init);
  if (!response.ok) throw new Error(`${path}: the backend answered ${String(response.status)} ${await response.text()} (is marquee-site-chrome/testing/plugin in the config?)`);
  return response;
}

/**
 * Makes the backend fail one endpoint until `clearFaults()`: `{ endpoint, latency?, status?, garbage?, drop? }`.
 * @param {{ endpoint: string, latency?: number, status?: number, garbage?: boolean, drop?: boolean }} fault
 */
export async function setFault(fault) {
  await backend('/__faults', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(fault) });
}

export async function clearFaults() {
  await backend('/__faults', { method: 'DELETE' });
}

/**
 * What the backend received, oldest first: every request of the given type (beacon, metric,
 * error-report, weblab, graphql, logging, fault), after the event id `after`.
 * @param {string} [type]
 * @param {number} [after]
 */
export async function receivedEvents(type, after = 0) {
  const query = new URLSearchParams({ after: String(after), ...(type ? { type } : {}) });
  const response = await backend(`/__events?${query.toString()}`);
  return /** @type {{ events: unknown[] }} */ (await response.json()).events;
}
