// npm run bench:banner (issue 25): how soon a new visitor is asked for consent on the
// server-rendered demo home, beside when its header is painted. A phone (412 px wide), the CPU
// slowed to the mid-tier phone's (bench/calibration.mjs) and the bench's slow-4G network (150 ms, 1.6 Mbps): each load in a fresh browser
// context, so each is a new visitor whose first response carries the banner. Per load, from
// navigation start: the header painted (its bar in its shadow root, visible, the parser past it)
// and the banner's Accept visible (the same test on the banner's button, in the viewport); the
// page's cumulative layout shift; and the largest-contentful-paint entries, to see whether the
// banner was ever the LCP element later than the header was painted. Medians of LOADS loads.
// Needs dist/ (npm run build).
import { launchChromium } from './browser.mjs';
import { tierRate } from './calibration.mjs';
import { startServer } from './server.mjs';
import { NETWORKS } from './views.mjs';

const LOADS = Number(process.env.LOADS ?? 7);
const VIEWPORT = { width: 412, height: 915, isMobile: true, hasTouch: true, deviceScaleFactor: 1 };

/** Installed before any script of the page. */
function probe() {
  /** @type {{ headerPainted?: number, acceptVisible?: number, cls: number, lcp: { time: number, banner: boolean, header: boolean }[] }} */
  const times = { cls: 0, lcp: [] };
  Object.assign(window, { __banner: times });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!(/** @type {any} */ (entry).hadRecentInput)) times.cls += /** @type {any} */ (entry).value;
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const element = /** @type {any} */ (entry).element;
      const host = element?.getRootNode?.() instanceof ShadowRoot ? element.getRootNode().host : element;
      times.lcp.push({ time: entry.startTime, banner: host?.localName === 'consent-banner', header: host?.localName === 'site-header' });
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  /** When a frame showing `ready()` has been drawn. @param {() => boolean} ready @param {(time: number) => void} done */
  const painted = (ready, done) => {
    const tick = () => {
      if (!ready()) return void requestAnimationFrame(tick);
      const channel = new MessageChannel();
      channel.port1.onmessage = () => done(performance.now());
      channel.port2.postMessage(null);
    };
    requestAnimationFrame(tick);
  };
  const visible = (/** @type {Element | null | undefined} */ element) => {
    if (!element || getComputedStyle(element).visibility !== 'visible') return false;
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && box.top >= 0 && box.bottom <= innerHeight;
  };
  painted(
    () => {
      const header = document.querySelector('site-header');
      return header?.nextSibling != null && visible(header.shadowRoot?.querySelector('.navbar'));
    },
    (time) => (times.headerPainted = time),
  );
  painted(
    () => {
      const banner = document.querySelector('consent-banner');
      return banner?.nextSibling != null && visible(banner.shadowRoot?.querySelector('button.accept'));
    },
    (time) => (times.acceptVisible = time),
  );
}

/** @param {number[]} values */
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

const server = await startServer();
const browser = await launchChromium();
const CPU_SLOWDOWN = await tierRate(browser, 'mid');
try {
  /** @type {{ headerPainted: number, acceptVisible: number, cls: number, bannerLcpLate: boolean }[]} */
  const loads = [];
  for (let i = 0; i < LOADS; i++) {
    const context = await browser.createBrowserContext();
    try {
      const tab = await context.newPage();
      await tab.setViewport(VIEWPORT);
      const cdp = await tab.createCDPSession();
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', /** @type {NonNullable<typeof NETWORKS['slow 4G']>} */ (NETWORKS['slow 4G']));
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      await tab.evaluateOnNewDocument(probe);
      await tab.goto(`${server.url}/`, { waitUntil: 'load' });
      await tab.waitForFunction(() => /** @type {any} */ (window).__banner.headerPainted !== undefined && /** @type {any} */ (window).__banner.acceptVisible !== undefined, { timeout: 60_000 });
      // Until the chrome has hydrated and settled: later shifts and LCP candidates count too.
      await tab.waitForFunction(() => document.querySelector('consent-banner')?.hasAttribute('data-hydrated'), { timeout: 60_000 });
      await tab.waitForNetworkIdle({ idleTime: 500, timeout: 60_000 });
      const times = await tab.evaluate(() => /** @type {any} */ (window).__banner);
      loads.push({
        headerPainted: times.headerPainted,
        acceptVisible: times.acceptVisible,
        cls: times.cls,
        bannerLcpLate: times.lcp.some((/** @type {{ time: number, banner: boolean }} */ entry) => entry.banner && entry.time > times.headerPainted + 1),
      });
    } finally {
      await context.close();
    }
  }
  const header = median(loads.map((load) => load.headerPainted));
  const accept = median(loads.map((load) => load.acceptVisible));
  console.log(`Server-rendered demo home, new visitor, ${String(VIEWPORT.width)} px, CPU ${String(CPU_SLOWDOWN)}x (mid-tier phone), slow 4G (150 ms, 1.6 Mbps), median of ${String(LOADS)} loads:`);
  console.log(`  header painted        ${header.toFixed(0)} ms`);
  console.log(`  banner Accept visible ${accept.toFixed(0)} ms  (${(accept / header).toFixed(2)}x the header; target <= 1.2x)`);
  console.log(`  layout shift          ${Math.max(...loads.map((load) => load.cls)).toFixed(4)} (worst load)`);
  console.log(`  banner the LCP element later than the header: ${String(loads.filter((load) => load.bannerLcpLate).length)} of ${String(LOADS)} loads`);
  console.log(`  per load (header/accept ms): ${loads.map((load) => `${load.headerPainted.toFixed(0)}/${load.acceptVisible.toFixed(0)}`).join(' ')}`);
} finally {
  await browser.close();
  await server.close();
}
