// One visit of a page as `npm run bench` times it: a first view in a fresh browser context, then a
// repeat view of the same page in the same context (its HTTP cache warm), the CPU slowed to a
// calibrated phone's (bench/calibration.mjs) and, for a phone, the network emulated. Per view: when the header was painted, when the search box
// took input and when the header worked (in-page probe), and the chrome's requests from CDP's
// Network events: how many went to the network and how many rounds deep they were.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const VIEWPORT = { width: 1280, height: 800 };

/** Network conditions by name (CDP Network.emulateNetworkConditions; null: loopback as it is). */
export const NETWORKS = {
  loopback: null,
  // Lighthouse's mobile preset: 150 ms latency, 1.6 Mbps down, 750 kbps up (bytes per second here).
  'slow 4G': { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 },
};
/** @typedef {keyof typeof NETWORKS} NetworkName */

/**
 * @typedef {{ headerPainted: number, searchAcceptsInput: number, interactive?: number }} Times  ms from navigation start
 * @typedef {{ path: string, network: boolean, started: number, parent?: string, depth: number }} ChromeRequest
 * @typedef {Times & { requests: number, hashedRequests: number, rounds: number, files: ChromeRequest[] }} View
 */

/**
 * Files of dist/ named by their content (the manifest's immutable list): never asked for again
 * once cached.
 * @param {string} root  the build's folder (bench/build.mjs)
 * @returns {Set<string>}
 */
export function hashedFiles(root) {
  return new Set(/** @type {{ immutable: string[] }} */ (JSON.parse(readFileSync(join(root, 'dist', 'manifest.json'), 'utf8'))).immutable);
}

/**
 * Installed before any script of the page: a requestAnimationFrame probe recording, from
 * navigation start, the end of the first frame in which the header's bar (.navbar) is in its
 * shadow root, visible and complete (the parser is past the header), that is once it is painted
 * (a message posted from the frame's callback runs once that frame is drawn); the first frame with
 * the search box shown, then the first task after it (setTimeout 0): from then on the main thread
 * is free to handle a key, as input events go before such tasks; and, where the chrome was
 * server-rendered, the first frame in which the header has `data-hydrated` (typeahead and the rest
 * from then on). A driver pressing keys was tried instead: its round trips through a throttled
 * renderer added 200+ ms of noise to every page.
 * @param {boolean} hydrates
 */
function probe(hydrates) {
  /** @type {Partial<Times> & { hydrated?: number }} */
  const times = {};
  Object.assign(window, { __times: times });
  let frames = 0;
  let headerSeen = false;
  const tick = () => {
    const header = document.querySelector('site-header');
    const root = header?.shadowRoot;
    // Visible, too: server-rendered content shows only once all of it is parsed.
    const shown = (/** @type {string} */ selector) => {
      const element = root?.querySelector(selector);
      return element ? getComputedStyle(element).visibility === 'visible' : false;
    };
    // Where the header's HTML is in the page, the parser is past it once a node follows it.
    const complete = header?.nextSibling != null;
    if (!headerSeen && complete && shown('.navbar')) {
      headerSeen = true;
      const channel = new MessageChannel();
      channel.port1.onmessage = () => { times.headerPainted = performance.now(); };
      channel.port2.postMessage(null);
    }
    if (times.searchAcceptsInput === undefined && shown('input[name="q"]')) {
      times.searchAcceptsInput = -1;
      setTimeout(() => { times.searchAcceptsInput = performance.now(); }, 0);
    }
    if (hydrates && times.hydrated === undefined && header?.hasAttribute('data-hydrated')) times.hydrated = performance.now();
    const waiting = !headerSeen || times.searchAcceptsInput === undefined || (hydrates && times.hydrated === undefined);
    if (waiting && frames++ < 3600) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}

/**
 * A first and a repeat view of `url` in a fresh browser context.
 * @param {import('puppeteer-core').Browser} browser
 * @param {string} url
 * @param {{ network: NetworkName, scripted: boolean, hydrates: boolean, hashed: Set<string>, cpu: number }} page
 *   scripted: the page loads the chrome; hashed: hashedFiles(); cpu: the CPU slowdown (calibrate())
 * @returns {Promise<{ first: View, repeat: View }>}
 */
export async function visit(browser, url, { network, scripted, hydrates, hashed, cpu }) {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.setViewport(VIEWPORT);
    const cdp = await page.createCDPSession();
    await cdp.send('Network.enable');
    const conditions = NETWORKS[network];
    if (conditions) await cdp.send('Network.emulateNetworkConditions', conditions);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    await page.evaluateOnNewDocument(probe, hydrates);
    const first = await view(page, cdp, url, { scripted, hydrates, hashed });
    // A new document of the same tab, as the next page of a site would be: the cache is what carries over.
    await page.goto('about:blank');
    const repeat = await view(page, cdp, url, { scripted, hydrates, hashed });
    return { first, repeat };
  } finally {
    await context.close();
  }
}

/**
 * @param {import('puppeteer-core').Page} tab
 * @param {import('puppeteer-core').CDPSession} cdp
 * @param {string} url
 * @param {{ scripted: boolean, hydrates: boolean, hashed: Set<string> }} page
 * @returns {Promise<View>}
 */
async function view(tab, cdp, url, { scripted, hydrates, hashed }) {
  /** @type {Map<string, { url: string, wallTime: number, initiator?: string, cached: boolean }>} */
  const requests = new Map();
  /** @param {import('devtools-protocol').Protocol.Network.RequestWillBeSentEvent} event */
  const sent = ({ requestId, request, wallTime, initiator }) => {
    // Static imports name the importing module; dynamic ones, the top of the calling stack.
    const by = initiator.url ?? initiator.stack?.callFrames[0]?.url;
    requests.set(requestId, { url: request.url, wallTime: wallTime * 1000, ...(by ? { initiator: by } : {}), cached: false });
  };
  /** @param {{ requestId: string }} event */
  const fromCache = ({ requestId }) => {
    const request = requests.get(requestId);
    if (request) request.cached = true;
  };
  /** @param {import('devtools-protocol').Protocol.Network.ResponseReceivedEvent} event */
  const received = ({ requestId, response }) => {
    if (response.fromDiskCache || response.fromPrefetchCache) fromCache({ requestId });
  };
  cdp.on('Network.requestWillBeSent', sent);
  cdp.on('Network.requestServedFromCache', fromCache);
  cdp.on('Network.responseReceived', received);
  try {
    await tab.goto(url, { waitUntil: 'domcontentloaded' });
    await tab.waitForFunction(
      (hydrates) => {
        const times = /** @type {any} */ (window).__times;
        return times.headerPainted !== undefined && times.searchAcceptsInput > 0 && (!hydrates || times.hydrated !== undefined);
      },
      { timeout: 60_000 },
      hydrates,
    );
    // The chrome's code loaded after the first paint belongs to this view too (and must be in
    // the cache before a repeat view): wait until the network has been quiet for a while.
    await tab.waitForNetworkIdle({ idleTime: 500, timeout: 60_000 });
    const { times, timeOrigin } = await tab.evaluate(() => ({ times: /** @type {any} */ (window).__times, timeOrigin: performance.timeOrigin }));
    const chrome = chromeRequests([...requests.values()], new URL(url).origin, timeOrigin);
    const painted = timeOrigin + times.headerPainted;
    const beforePaint = chrome.filter((request) => timeOrigin + request.started <= painted);
    return {
      headerPainted: times.headerPainted,
      searchAcceptsInput: times.searchAcceptsInput,
      // Where the chrome was server-rendered it works once hydrated; client-rendered, once its search box is there.
      ...(scripted ? { interactive: hydrates ? times.hydrated : times.searchAcceptsInput } : {}),
      requests: chrome.filter((request) => request.network).length,
      hashedRequests: chrome.filter((request) => request.network && hashed.has(request.path.slice('/dist/'.length))).length,
      rounds: Math.max(0, ...beforePaint.map((request) => request.depth)),
      files: chrome,
    };
  } finally {
    cdp.off('Network.requestWillBeSent', sent);
    cdp.off('Network.requestServedFromCache', fromCache);
    cdp.off('Network.responseReceived', received);
  }
}

/**
 * The chrome's files (below /dist/) a view asked for, each with its round: a file the page names
 * is in round 1, a file a chrome file imports is one round deeper than that file, as it could only
 * be asked for once that file had arrived. A file the cache answered adds no round of its own.
 * @param {{ url: string, wallTime: number, initiator?: string, cached: boolean }[]} requests
 * @param {string} origin
 * @param {number} timeOrigin  the page's navigation start, ms since the epoch
 * @returns {ChromeRequest[]}
 */
function chromeRequests(requests, origin, timeOrigin) {
  const dist = `${origin}/dist/`;
  const byUrl = new Map(requests.filter((request) => request.url.startsWith(dist)).map((request) => [request.url, request]));
  /** @type {Map<string, number>} */
  const depths = new Map();
  /**
   * @param {string} url
   * @returns {number}
   */
  const depth = (url) => {
    const known = depths.get(url);
    if (known !== undefined) return known;
    const request = byUrl.get(url);
    if (!request) return 0;
    depths.set(url, 0); // a cycle, should the initiators ever name one
    const found = (request.cached ? 0 : 1) + (request.initiator?.startsWith(dist) ? depth(request.initiator) : 0);
    depths.set(url, found);
    return found;
  };
  return [...byUrl.values()].map((request) => ({
    path: request.url.slice(origin.length).split('?')[0] ?? '',
    network: !request.cached,
    started: request.wallTime - timeOrigin,
    ...(request.initiator?.startsWith(dist) ? { parent: request.initiator.slice(origin.length) } : {}),
    depth: depth(request.url),
  }));
}
