// What a visitor's taps and keys get on the server-rendered page (issue 36), for `npm run bench`:
// interaction to next paint once hydrated, and taps made before hydration on a phone, each at a
// calibrated phone's CPU (bench/calibration.mjs); the same on the plain page of bench/plainFloor.mjs,
// the floor (issue 73). `node bench/interactions.mjs <page URL>` measures one page on its own at
// the mid-tier phone's CPU (a server must serve it).
import { pathToFileURL } from 'node:url';
import { launchChromium, sleep } from './browser.mjs';
import { tierRate } from './calibration.mjs';
import { NETWORKS } from './views.mjs';

/** Long enough for an interaction's frame, and for the panels' lazy code, to be done. */
const SETTLE_MS = 800;
const TYPED = 'alien';

/**
 * Installed in the page: per interaction (Event Timing's interactionId), its longest event's
 * duration, from the input to the next paint: what INP takes the worst of.
 */
function observeInteractions() {
  const page = /** @type {Window & { interactions?: Map<number, number> }} */ (window);
  const seen = (page.interactions = new Map());
  new PerformanceObserver((list) => {
    // interactionId is Chromium's, and not yet in TypeScript's DOM types.
    for (const entry of /** @type {(PerformanceEntry & { interactionId?: number })[]} */ (list.getEntries())) {
      if (entry.interactionId) seen.set(entry.interactionId, Math.max(seen.get(entry.interactionId) ?? 0, entry.duration));
    }
  }).observe(/** @type {PerformanceObserverInit} */ ({ type: 'event', durationThreshold: 16, buffered: true }));
}

/** The longest interaction since the last call; 16 ms, the least Event Timing reports, when none took longer. */
export async function worstInteraction(/** @type {import('puppeteer-core').Page} */ tab) {
  await sleep(SETTLE_MS);
  return tab.evaluate(() => {
    const seen = /** @type {Window & { interactions?: Map<number, number> }} */ (window).interactions ?? new Map();
    const worst = Math.max(16, ...seen.values());
    seen.clear();
    return worst;
  });
}

/**
 * A control: in an element's shadow root on the chrome's page, in the document on the plain page
 * (which uses the chrome's class names).
 * @param {string} tag @param {string} selector
 */
function control(tag, selector) {
  return document.querySelector(tag)?.shadowRoot?.querySelector(selector) ?? document.querySelector(selector);
}

/** A click on a control, as a pointer makes it. */
async function tap(/** @type {import('puppeteer-core').Page} */ tab, /** @type {string} */ selector, tag = 'site-header') {
  const handle = await tab.evaluateHandle(control, tag, selector);
  await /** @type {import('puppeteer-core').ElementHandle<Element>} */ (handle).click();
}

/** A fresh tab on the page, the CPU slowed, the chrome hydrated (unless the page has no script). */
async function readyPage(/** @type {import('puppeteer-core').Browser} */ browser, /** @type {string} */ url, /** @type {number} */ width, /** @type {boolean} */ scripted, /** @type {number} */ cpu) {
  const context = await browser.createBrowserContext();
  const tab = await context.newPage();
  await tab.setViewport({ width, height: 800 });
  await tab.emulateCPUThrottling(cpu);
  await tab.goto(url, { waitUntil: 'load' });
  if (scripted) await tab.waitForFunction(() => ['site-header', 'site-footer'].every((tag) => document.querySelector(tag)?.hasAttribute('data-hydrated')), { timeout: 30_000 });
  await sleep(2000);
  await tab.evaluate(observeInteractions);
  return { context, tab };
}

/**
 * @typedef {import('puppeteer-core').Page} Tab
 * @typedef {{ name: string, width: number, setup?: (tab: Tab) => Promise<void>, steps: ((tab: Tab) => Promise<void>)[], undo?: import('puppeteer-core').KeyInput }} Interaction
 */

/**
 * What is measured once the chrome has hydrated, in this order on one page per width: typing into
 * search (each key a step; the worst counts), opening the drawer and the search category menu, the
 * banner's Accept, and opening search mode at 375 px. `setup` and `undo` are not measured.
 * @type {Interaction[]}
 */
export const INTERACTIONS = [
  { name: 'typing', width: 1280, setup: (tab) => tap(tab, '[role="combobox"]'), steps: [...TYPED].map((key) => (tab) => tab.keyboard.press(/** @type {import('puppeteer-core').KeyInput} */ (key))), undo: 'Escape' },
  { name: 'menu', width: 1280, steps: [(tab) => tap(tab, '.hamburger')], undo: 'Escape' },
  { name: 'categoryMenu', width: 1280, steps: [(tab) => tap(tab, '.search-category-button')], undo: 'Escape' },
  { name: 'bannerAccept', width: 1280, steps: [(tab) => tap(tab, '.accept', 'consent-banner')] },
  { name: 'searchMode', width: 375, steps: [(tab) => tap(tab, '.search-toggle')] },
];

/** A step's interaction to next paint, as the page's Event Timing measured it. */
const measureStep = async (/** @type {Tab} */ tab, /** @type {(tab: Tab) => Promise<void>} */ step) => {
  await step(tab);
  return worstInteraction(tab);
};

/**
 * Interaction to next paint, in ms, of each of INTERACTIONS, the CPU slowed by `cpu`. On the plain
 * floor page (bench/plainFloor.mjs) the same keys and taps: what the browser itself takes to
 * answer them in HTML alone.
 * @param {import('puppeteer-core').Browser} browser
 * @param {string} url  a server-rendered page, or the plain floor page
 * @param {{ scripted?: boolean, cpu: number }} page  scripted false: the floor, nothing to wait for
 * @param {(tab: Tab, step: (tab: Tab) => Promise<void>, name: string) => Promise<number>} [measure]  takes a step and says what it took (bench/profileInteractions.mjs traces it too)
 */
export async function interactionsToNextPaint(browser, url, { scripted = true, cpu }, measure = measureStep) {
  /** @type {Record<string, number>} */
  const result = {};
  for (const width of new Set(INTERACTIONS.map((interaction) => interaction.width))) {
    const { context, tab } = await readyPage(browser, url, width, scripted, cpu);
    try {
      for (const { name, setup, steps, undo } of INTERACTIONS.filter((interaction) => interaction.width === width)) {
        if (setup) {
          await setup(tab);
          await worstInteraction(tab);
        }
        /** @type {number[]} */
        const taken = [];
        for (const step of steps) taken.push(await measure(tab, step, name));
        result[name] = Math.max(...taken);
        if (undo) {
          await tab.keyboard.press(undo);
          await worstInteraction(tab);
        }
      }
    } finally {
      await context.close();
    }
  }
  return result;
}

/** The buttons a visitor taps before hydration, each with what its tap shows (the drawer's opens as HTML). */
export const EARLY_TAPS = [
  { control: 'the menu button, 1280 px', width: 1280, selector: '.hamburger', shown: '.drawer:popover-open' },
  { control: 'the search category button, 1280 px', width: 1280, selector: '.search-category-button', shown: '.search-category-menu:popover-open' },
  { control: 'New Customer, 375 px', width: 375, selector: '.new-customer .flyout-button', shown: '.new-customer .flyout-panel:popover-open' },
  { control: 'the search icon, 375 px', width: 375, selector: '.search-toggle', shown: '.search-form:popover-open' },
];

/** What a tap at first paint may take, from the tap to its answer painted, at the mid-tier phone's CPU (issue 73). */
export const EARLY_TAP_TARGET_MS = 50;

/**
 * One tap on each of EARLY_TAPS as soon as it is painted, on slow 4G with the CPU slowed by `cpu`,
 * as a phone visitor taps: whether it was before hydration, and the time from the tap to the frame that
 * shows its answer, as the page's Event Timing measures it (the tap's interaction, input to next
 * paint; 16 ms when under the 16 ms it reports), or undefined when the answer did not show within
 * 15 s. (Timed by the driver instead, its round trips through a throttled renderer were most of it.)
 * @param {import('puppeteer-core').Browser} browser
 * @param {string} url  a server-rendered page, or the plain floor page
 * @param {{ cpu: number }} options
 */
export async function tapsBeforeHydration(browser, url, { cpu }) {
  const taps = [];
  for (const { control, width, selector, shown } of EARLY_TAPS) {
    const context = await browser.createBrowserContext();
    try {
      const tab = await context.newPage();
      await tab.setViewport({ width, height: 800 });
      await tab.emulateCPUThrottling(cpu);
      const cdp = await tab.createCDPSession();
      await cdp.send('Network.emulateNetworkConditions', /** @type {NonNullable<typeof NETWORKS['slow 4G']>} */ (NETWORKS['slow 4G']));
      await tab.evaluateOnNewDocument(observeInteractions);
      void tab.goto(url).catch(() => undefined);
      // As control() finds it (a function the driver passes cannot call another).
      await tab.waitForFunction((selector) => {
        const button = document.querySelector('site-header')?.shadowRoot?.querySelector(selector) ?? document.querySelector(selector);
        return button !== null && button.getClientRects().length > 0;
      }, { polling: 'raf', timeout: 30_000 }, selector);
      const beforeHydration = await tab.evaluate(() => {
        const header = document.querySelector('site-header');
        return header !== null && !header.hasAttribute('data-hydrated');
      });
      await tap(tab, selector);
      const showed = await tab
        .waitForFunction((shown) => document.querySelector('site-header')?.shadowRoot?.querySelector(shown) ?? document.querySelector(shown), { polling: 'raf', timeout: 15_000 }, shown)
        .then(() => true, () => false);
      taps.push({ control, beforeHydration, tapToShownMs: showed ? await worstInteraction(tab) : undefined });
    } finally {
      await context.close();
    }
  }
  return taps;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const url = process.argv[2];
  if (!url) throw new Error('usage: node bench/interactions.mjs <server-rendered page URL>');
  const browser = await launchChromium();
  try {
    const cpu = await tierRate(browser, 'mid');
    for (let run = 0; run < 3; run++) console.log(JSON.stringify({ inp: await interactionsToNextPaint(browser, url, { cpu }), taps: await tapsBeforeHydration(browser, url, { cpu }) }));
  } finally {
    await browser.close();
  }
}
