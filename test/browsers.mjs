// The browser engines the browser tests run in, all from Debian's packages (scripts/ensure-browsers.mjs),
// never a downloaded build: Chromium and Firefox ESR driven by puppeteer-core (Firefox over WebDriver
// BiDi), WebKit as WebKitGTK's MiniBrowser driven by WebKitWebDriver. MARQUEE_BROWSERS picks them
// (a comma-separated list of chromium, firefox, webkit); web-test-runner alone runs Chromium, and
// `npm run test:browser` all three.
import { chromeLauncher, puppeteerCore } from '@web/test-runner-chrome';
import { WebdriverLauncher } from '@web/test-runner-webdriver';
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

export const ENGINES = ['chromium', 'firefox', 'webkit'];

/**
 * What Firefox and WebKit run (Chromium runs every file): each element and each feature as a visitor
 * meets it, within CI's time. README "Browser engines" lists it; MARQUEE_ALL_FILES=1 runs every file.
 */
export const CROSS_ENGINE = [
  // the three elements: attributes, properties, events, a hostile page
  'test/elements/site-header.test.ts',
  'test/elements/site-footer.test.ts',
  'test/elements/consent-banner.test.ts',
  'test/elements/events.test.ts',
  'test/elements/hostileAttributes.test.ts',
  // header features: search and suggestions, the drawer, the account menu, languages, links, flyouts
  'test/search/site-header-search.test.ts',
  'test/search/searchModel.test.ts',
  'test/nav/drawer.test.ts',
  'test/account/accountMenu.test.ts',
  'test/language/languageSelector.test.ts',
  'test/i18n/documentLanguage.test.ts',
  'test/links/linkHelper.test.ts',
  // links on the site they belong to (site-origin), and an injected <base> moving no link or call
  'test/links/siteOrigin.test.ts',
  'test/links/injectedBase.test.ts',
  'test/ui/Flyout.test.tsx',
  'test/chrome/keepTypingInside.test.ts',
  // settings a framework gave before the elements were defined (upgrade order differs by engine)
  'test/chrome/beforeDefine.test.ts',
  // consent, tracking, cookies, experiments, logging, the back/forward cache
  'test/consent/bannerAccept.test.ts',
  'test/consent/bannerDecline.test.ts',
  'test/consent/sanitizer.test.ts',
  // marked tracker scripts: the browser's own 'already started' keeps innerHTML ones inert in each engine
  'test/consent/trackerScripts.test.tsx',
  'test/tracking/pageView.test.ts',
  'test/tracking/pageAddress.test.ts',
  'test/cookies/cookies.test.ts',
  'test/experiments/weblabs.test.ts',
  'test/logging/failures.test.ts',
  'test/session/pageRestore.test.ts',
  'test/session/pageNavigation.test.ts',
  // delivery: a partner's import map integrity for the chunks loaded later, the after-paint loader
  'test/delivery/importMapIntegrity.test.ts',
  'test/delivery/afterPaintLoader.test.ts',
  // client-only pages painted before React
  'test/paint/paintChrome.test.ts',
  // marquee-site-chrome/testing's readiness checks
  'test/testing/ready.test.ts',
];

export const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
export const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
export const MINIBROWSER = process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

/** The engines asked for (by default MARQUEE_BROWSERS, else all); an unknown name is an error, not a silent skip. */
/** @typedef {'chromium' | 'firefox' | 'webkit'} Engine */

/**
 * The engines asked for (by default MARQUEE_BROWSERS, else all); an unknown name is an error, not a silent skip.
 * @param {string | undefined} [value]
 * @returns {Engine[]}
 */
export function enginesWanted(value = process.env.MARQUEE_BROWSERS) {
  const names = (value || ENGINES.join(',')).split(',').map((name) => name.trim().toLowerCase()).filter(Boolean);
  const unknown = names.filter((name) => !ENGINES.includes(name));
  if (unknown.length > 0) throw new Error(`MARQUEE_BROWSERS: unknown engine ${unknown.join(', ')} (known: ${ENGINES.join(', ')})`);
  return /** @type {Engine[]} */ (names);
}

const chromium = () =>
  chromeLauncher({
    launchOptions: {
      executablePath: CHROMIUM,
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
  });

// Passing puppeteer-core as the custom puppeteer makes the launcher honour `browser: 'firefox'`.
const firefox = () => chromeLauncher({ puppeteer: puppeteerCore, launchOptions: { browser: 'firefox', executablePath: FIREFOX, headless: true } });

/**
 * A free TCP port on the loopback interface.
 * @returns {Promise<number>}
 */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * Starts Xvfb on a display it picks itself (-displayfd), so no guessed display number collides.
 * @returns {Promise<{ display: string, process: import('node:child_process').ChildProcess }>}
 */
function startXvfb() {
  const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1600x1200x24', '-nolisten', 'tcp'], { stdio: ['ignore', 'ignore', 'ignore', 'pipe'] });
  return new Promise((resolve, reject) => {
    let text = '';
    xvfb.on('error', reject);
    xvfb.on('exit', (code) => reject(new Error(`Xvfb exited (${String(code)}) before giving a display`)));
    xvfb.stdio[3]?.on('data', (/** @type {Buffer} */ data) => {
      text += String(data);
      if (text.includes('\n')) resolve({ display: `:${text.trim()}`, process: xvfb });
    });
  });
}

/**
 * Resolves once the WebDriver server answers /status as ready.
 * @param {number} port
 * @param {import('node:child_process').ChildProcess} driver
 */
async function driverReady(port, driver) {
  const end = performance.now() + 20_000;
  while (performance.now() < end) {
    if (driver.exitCode !== null) throw new Error(`WebKitWebDriver exited (${String(driver.exitCode)})`);
    try {
      const status = /** @type {{ value?: { ready?: boolean } }} */ (await (await fetch(`http://127.0.0.1:${String(port)}/status`)).json());
      if (status.value?.ready) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('WebKitWebDriver did not become ready in 20 s');
}

/** WebDriver's code points for the keys the tests press by name (the W3C WebDriver spec's table). */
/** @type {Record<string, string>} */
const WEBDRIVER_KEYS = {
  Backspace: '\uE003',
  Tab: '\uE004',
  Enter: '\uE007',
  Shift: '\uE008',
  Control: '\uE009',
  Alt: '\uE00A',
  Escape: '\uE00C',
  End: '\uE010',
  Home: '\uE011',
  ArrowLeft: '\uE012',
  ArrowUp: '\uE013',
  ArrowRight: '\uE014',
  ArrowDown: '\uE015',
  Delete: '\uE017',
  Meta: '\uE03D',
};

/**
 * Runs a WebDriver interaction, retrying for up to 30 s while WebKit says an earlier one is still
 * underway (it finishes once the page's main thread gets to it).
 * @template T
 * @param {() => Promise<T>} interact
 * @returns {Promise<T>}
 */
async function untilFree(interact) {
  const end = performance.now() + 30_000;
  for (;;) {
    try {
      return await interact();
    } catch (error) {
      if (!String(error).includes('still underway') || performance.now() > end) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

/**
 * web-test-runner's WebDriver launcher keeps its webdriverio session TypeScript-private; sizing the
 * window and typing need it.
 * @param {unknown} launcher
 */
const driverOf = (launcher) => /** @type {{ driver: import('webdriverio').Browser }} */ (launcher).driver;

/** @typedef {{ performActions(sessionId: string, actions: object[]): Promise<unknown> }} ActionPerformer */

/**
 * The launcher's session manager, which every mouse and key command goes through (private to it too).
 * @param {unknown} launcher
 */
const managerOf = (launcher) => /** @type {{ driverManager: ActionPerformer }} */ (launcher).driverManager;

/**
 * WebKit through web-test-runner's WebDriver launcher, which connects to a running driver: this one
 * starts WebKitWebDriver itself (and Xvfb when there is no DISPLAY, as on CI) and stops both after.
 */
class WebKitLauncher extends WebdriverLauncher {
  /** @type {import('node:child_process').ChildProcess[]} */
  #children = [];
  /** The session manager whose interactions retry (startSession makes it so once). */
  #retrying = /** @type {unknown} */ (undefined);
  /** The options web-test-runner's launcher holds too: the driver's port is known only once it runs. */
  #options;

  constructor() {
    const options = {
      hostname: '127.0.0.1',
      port: 0,
      logLevel: /** @type {const} */ ('error'),
      capabilities: /** @type {import('@wdio/types').Capabilities.RequestedStandaloneCapabilities} */ ({
        browserName: 'MiniBrowser',
        // WebKitWebDriver speaks classic WebDriver only; webdriverio would otherwise ask for BiDi and fail to match.
        'wdio:enforceWebDriverClassic': true,
        'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
      }),
    };
    super(options);
    this.#options = options;
  }

  /**
   * @override
   * @param {import('@web/test-runner-core').TestRunnerCoreConfig} config
   */
  async initialize(config) {
    await super.initialize(config);
    this.name = 'WebKit';
    let display = process.env.DISPLAY;
    if (!display) {
      const xvfb = await startXvfb();
      this.#children.push(xvfb.process);
      display = xvfb.display;
    }
    const port = await freePort();
    const driver = spawn(WEBKIT_DRIVER, [`--port=${String(port)}`], { stdio: 'ignore', env: { ...process.env, DISPLAY: display } });
    this.#children.push(driver);
    this.#options.port = port;
    // Should web-test-runner end without stopping its launchers (it stops them on SIGINT only),
    // the driver and the display go with it.
    const children = this.#children;
    process.once('exit', () => {
      for (const child of children) child.kill();
    });
    process.once('SIGTERM', () => {
      for (const child of children) child.kill();
      process.exit(143);
    });
    await driverReady(port, driver);
  }

  /**
   * Every interaction waits out one still stuck from an earlier test. WebKitWebDriver refuses new
   * input ("A previous interaction is still underway") until the page has had the last; when a test
   * times out in the middle of one, every later test of its file would fail on that (14 failures
   * from one timeout, on a loaded machine). Retrying for a while contains a stuck interaction to
   * the test it belonged to.
   * @override
   * @param {string} id
   * @param {string} url
   */
  async startSession(id, url) {
    await super.startSession(id, url);
    const manager = managerOf(this);
    if (this.#retrying === manager) return;
    const perform = manager.performActions.bind(manager);
    manager.performActions = (sessionId, actions) => untilFree(() => perform(sessionId, actions));
    this.#retrying = manager;
  }

  /**
   * Presses each key and releases it before the next. web-test-runner's WebDriver launcher types with
   * webdriverio's keys(), which holds every key down, then lets them all go: a key already down is not
   * pressed again, so WebKit typed 'The Good, the Bad' as 'TheGod,theBad'.
   * @override
   * @param {string} _sessionId
   * @param {string[]} keys characters, or key names ('Escape', 'ArrowDown', …)
   */
  async sendKeys(_sessionId, keys) {
    const actions = keys.flatMap((key) => {
      const value = WEBDRIVER_KEYS[key] ?? key;
      return [{ type: 'keyDown', value }, { type: 'keyUp', value }];
    });
    const driver = driverOf(this);
    await untilFree(() => driver.performActions([{ type: 'key', id: 'keyboard', actions }]));
    // WebKit answers before the page has had the keys; a script run after them waits its turn.
    await driver.execute('return true');
  }

  /** @override */
  async stop() {
    await super.stop();
    for (const child of this.#children.reverse()) child.kill();
    this.#children = [];
  }
}

/** @type {Record<Engine, () => import('@web/test-runner-core').BrowserLauncher>} */
const LAUNCHERS = { chromium, firefox, webkit: () => new WebKitLauncher() };

/** web-test-runner launchers for the engines asked for. */
export const browsers = (/** @type {Engine[]} */ engines = enginesWanted()) => engines.map((name) => LAUNCHERS[name]());

/**
 * The `marquee-viewport` command (test/helpers/viewport.ts): puppeteer sizes the viewport itself;
 * WebDriver can only size the window, so the window is sized to give the viewport asked for.
 */
export function viewportCommand() {
  /** @type {import('@web/test-runner-core').TestRunnerPlugin<{ width: number, height: number }>} */
  const plugin = {
    name: 'marquee-viewport',
    async executeCommand({ command, payload, session }) {
      if (command !== 'marquee-viewport' || !payload) return undefined;
      const { width, height } = payload;
      if (session.browser.type === 'puppeteer') {
        const page = /** @type {import('@web/test-runner-chrome').ChromeLauncher} */ (session.browser).getPage(session.id);
        await page.setViewport({ width, height });
        // Over WebDriver BiDi (Firefox) the call returns before the page has the new size.
        await page.waitForFunction((w, h) => innerWidth === w && innerHeight === h, { timeout: 5000 }, width, height);
        return true;
      }
      if (session.browser.type === 'webdriver') {
        const driver = driverOf(session.browser);
        // The window's toolbar takes a fixed amount: size the window for the viewport, then wait, as
        // the window resizes after the call returns.
        const [dw, dh] = /** @type {[number, number]} */ (await driver.execute('return [outerWidth - innerWidth, outerHeight - innerHeight]'));
        await driver.setWindowSize(width + dw, height + dh);
        let got = [0, 0];
        for (let tries = 0; tries < 50; tries += 1) {
          got = /** @type {[number, number]} */ (await driver.execute('return [innerWidth, innerHeight]'));
          if (got[0] === width && got[1] === height) return true;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        // MiniBrowser's window is never narrower than its toolbar (447 px): say so rather than test another width.
        throw new Error(`WebKit's MiniBrowser gave a ${String(got[0])}×${String(got[1])} viewport for ${String(width)}×${String(height)}`);
      }
      throw new Error(`marquee-viewport: no way to size a ${String(session.browser.type)} browser`);
    },
  };
  return plugin;
}
