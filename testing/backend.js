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

/** The paths the backend answers each fault endpoint's calls on (demo/server: each handler's `matches`). */
const BACKEND_PATHS = {
  suggestion: (/** @type {string} */ path) => path.startsWith('/suggestion/'),
  tr: (/** @type {string} */ path) => path === '/tr/',
  errors: (/** @type {string} */ path) => path === '/api/_ajax/metrics/errors/',
  weblab: (/** @type {string} */ path) => path === '/api/_ajax/weblab/',
  graphql: (/** @type {string} */ path) => path === '/graphql',
  logging: (/** @type {string} */ path) => path === '/logging' || path.startsWith('/logging/'),
};

/** The chrome's attributes that say where each fault endpoint's calls go. */
const ENDPOINT_ATTRIBUTES = {
  suggestion: ['suggestion-host'],
  tr: ['tracking-endpoint'],
  errors: ['error-endpoint'],
  weblab: ['weblab-endpoint'],
  graphql: ['graph-endpoint', 'graph-dev-endpoint'],
  logging: ['logging-endpoint', 'logging-endpoint-beta', 'logging-endpoint-gamma', 'logging-endpoint-prod'],
};

/**
 * The chrome elements of this document whose attributes send `endpoint`'s calls past the test
 * server's backend: to another origin, or to a path of this one that the backend does not answer.
 * @param {string} endpoint
 * @returns {string[]} each as `<tag attribute="value">`
 */
export function endpointsElsewhere(endpoint) {
  const key = /** @type {keyof typeof BACKEND_PATHS} */ (endpoint);
  const answers = BACKEND_PATHS[key];
  if (!answers || typeof document === 'undefined') return [];
  /** @type {string[]} */
  const found = [];
  for (const element of document.querySelectorAll('site-header, site-footer, consent-banner')) {
    for (const name of ENDPOINT_ATTRIBUTES[key]) {
      const value = element.getAttribute(name)?.trim();
      if (!value) continue;
      let url;
      try {
        url = new URL(name === 'suggestion-host' ? `${value}/suggestion/` : value, location.href);
      } catch {
        continue; // a value that does not parse is refused by the element, which then calls the backend
      }
      if (url.origin !== location.origin || !answers(url.pathname)) found.push(`<${element.localName} ${name}="${value}">`);
    }
  }
  return found;
}

/**
 * Makes the backend fail one endpoint until `clearFaults()`: `{ endpoint, latency?, status?, garbage?, drop? }`.
 * Throws, setting nothing, when a chrome element on the page sends that endpoint's calls elsewhere
 * (its endpoint attribute names another server): the fault would not reach it. loadPage() points
 * a page's endpoints at the backend.
 * @param {{ endpoint: string, latency?: number, status?: number, garbage?: boolean, drop?: boolean }} fault
 */
export async function setFault(fault) {
  const elsewhere = endpointsElsewhere(fault.endpoint);
  if (elsewhere.length > 0) {
    throw new Error(
      `setFault({ endpoint: '${fault.endpoint}' }) cannot reach this page's chrome: ${elsewhere.join(', ')} sends its calls ` +
        "past the test server's backend. Remove the attribute in the test, or load the page with loadPage(), which points the chrome's endpoints at the backend.",
    );
  }
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
