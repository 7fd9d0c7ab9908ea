// The browser engines the browser tests run in, all from Debian's packages (scripts/ensure-browsers.mjs),
// never a downloaded build: Chromium and Firefox ESR driven by puppeteer-core (Firefox over WebDriver
// BiDi), WebKit as WebKitGTK's MiniBrowser driven by WebKitWebDriver. MARQUEE_BROWSERS picks them
// (a comma-separated list of chromium, firefox, webkit); web-test-runner alone runs Chromium, and
// `npm run test:browser` all three.
import { chromeLauncher, puppeteerCore } from '@web/test-runner-chrome';
import { WebdriverLauncher } from '@web/test-runner-webdriver';
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

export const ENGINES = ['chromium', 'firefox', 'webkit'];

/**
 * What Firefox and WebKit run (Chromium runs every file): each element and each feature as a visitor
 * meets it, within CI's time (docs/contributing.md). MARQUEE_ALL_FILES=1 runs every file.
 */
export const CROSS_ENGINE = [
  // the three elements: attributes, properties, events, a hostile page
  'test/elements/site-header.test.ts',
  'test/elements/site-footer.test.ts',
  'test/elements/consent-banner.test.ts',
  'test/elements/events.test.ts',
  'test/elements/hostileAttributes.test.ts',
  // defined once: a second copy of each element's module on a fresh page defines nothing again
  'test/elements/defineOnce.test.ts',
  // header features: search and suggestions, the drawer, the account menu, languages, links, flyouts
  'test/search/site-header-search.test.ts',
  'test/search/searchModel.test.ts',
  'test/nav/drawer.test.ts',
  // the server-rendered header's drawer as HTML, script off, and adopted by hydration
  'test/nav/drawerAsHtml.test.ts',
  // the flyouts (account, New Customer, language, professional) as HTML, with script off and before hydration
  'test/header/flyoutsAsHtml.test.ts',
  // the search category menu as HTML: opened, a category checked and sent, with script off and before hydration
  'test/search/categoryMenuAsHtml.test.ts',
  // the phone's search mode as HTML: opened by the search icon with script off and before hydration
  'test/search/searchModeAsHtml.test.ts',
  // each panel heard the same with script off, before hydration and after it (issue 76)
  'test/accessibility/treeAcrossHydration.test.ts',
  // every state of every panel at AA: hovered, pressed, focused, visited, forced colours (issue 76)
  'test/accessibility/panelStates.test.ts',
  // the bar at 320 px: the whole logo and every control, menus on screen, in every locale
  'test/header/narrowBar.test.ts',
  'test/account/accountMenu.test.ts',
  // the sign-in coachmark held by focus, and closed with focus handed on
  'test/account/coachmarkFocus.test.ts',
  'test/language/languageSelector.test.ts',
  'test/i18n/documentLanguage.test.ts',
  // the document's language and direction as the server sends them, unchanged by hydration
  'test/i18n/serverDocumentLanguage.test.ts',
  'test/links/linkHelper.test.ts',
  // links on the site they belong to (site-origin), and an injected <base> moving no link or call
  'test/links/siteOrigin.test.ts',
  // the origin the chrome's code comes from allowed without the meta (issue 74)
  'test/links/codeOrigin.test.ts',
  'test/links/injectedBase.test.ts',
  'test/ui/Flyout.test.tsx',
  'test/chrome/keepTypingInside.test.ts',
  // settings a framework gave before the elements were defined (upgrade order differs by engine)
  'test/chrome/beforeDefine.test.ts',
  // named elements shadowing the document's members (<img name="createElement">)
  'test/chrome/pageDocument.test.ts',
  // a second element of a tag (a footer in a visitor's comment) takes no part in the page
  'test/chrome/secondElement.test.ts',
  // page-wide settings only from the page's own chrome: a later footer changes no language or member
  'test/chrome/pageSeats.test.ts',
  // chrome tags in a visitor's comment, on a whole page, with and without a Content-Security-Policy
  'test/chrome/injectedTag.test.ts',
  // a visitor's chrome tags in the page before the elements are defined: never the page's own
  'test/chrome/visitorTags.test.ts',
  // consent, tracking, cookies, experiments, logging, the back/forward cache
  'test/consent/bannerAccept.test.ts',
  'test/consent/bannerDecline.test.ts',
  // each answer and link counted once: the form posted with script off and before hydration, links before it
  'test/consent/bannerCountsAsHtml.test.ts',
  // no focus stop of the page under the banner while it asks
  'test/consent/bannerRoom.test.ts',
  'test/consent/sanitizer.test.ts',
  // marked tracker scripts: the browser's own 'already started' keeps innerHTML ones inert in each engine
  'test/consent/trackerScripts.test.tsx',
  'test/tracking/pageView.test.ts',
  // the page view names the language selector's experiment, its code held back
  'test/tracking/pageViewExperiments.test.ts',
  'test/tracking/pageAddress.test.ts',
  'test/cookies/cookies.test.ts',
  'test/experiments/weblabs.test.ts',
  'test/logging/failures.test.ts',
  'test/session/pageRestore.test.ts',
  // a tab left open when the visitor signs out (or in) in another: it sends nothing more
  'test/session/sessionFollow.test.ts',
  'test/session/pageNavigation.test.ts',
  // delivery: a partner's import map integrity for the chunks loaded later, the after-paint loader
  'test/delivery/importMapIntegrity.test.ts',
  'test/delivery/afterPaintLoader.test.ts',
  // the chrome by versioned channel: major, and exact with its integrity (issue 74)
  'test/delivery/channels.test.ts',
  // partner pages as each released manual wrote them, on this build (issue 74)
  'test/contract/partnerPages.test.ts',
  // client-only pages painted before React
  'test/paint/paintChrome.test.ts',
  // what a screen reader hears from each element in each state, against a reviewed snapshot
  'test/accessibility/accessibilityTree.test.ts',
  // marquee-site-chrome/testing's readiness checks
  'test/testing/ready.test.ts',
  // a server-rendered element whose part fails or never comes: as ready as it can be, saying what failed
  'test/chrome/readyWithoutParts.test.ts',
  // the manual at /docs/: every page loads with its chrome and no error, its content passes axe
  'test/docs/docsPages.test.ts',
  // and its live examples run, each showing what its code asks for
  'test/docs/docsExamples.test.ts',
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
 * The test server's port: MARQUEE_TEST_PORT if set (a port number, and free: else an error that says
 * so), otherwise one the system hands out free, so that runs side by side (CI's engines, two clones
 * on one machine) never race for the same port as a scan from 8000 would.
 * @param {string | undefined} [value]
 * @returns {Promise<number>}
 */
export async function testPort(value = process.env.MARQUEE_TEST_PORT) {
  if (!value) return freePort();
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65_535) throw new Error(`MARQUEE_TEST_PORT must be a port number (1 to 65535), not ${JSON.stringify(value)}`);
  await new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (/** @type {NodeJS.ErrnoException} */ error) => {
      reject(new Error(`MARQUEE_TEST_PORT=${value} cannot be used (${String(error.code)}): free it, or leave MARQUEE_TEST_PORT unset for any free port`));
    });
    probe.listen(port, '127.0.0.1', () => probe.close(resolve));
  });
  return port;
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

/** How long ending a file's page may take before WebKit is taken to have hung (WebKitLauncher.stopSession). */
const STOP_TIMEOUT = 60_000;

/**
 * Writes what each process of a hung WebKit (the driver's process group) was waiting on, with gdb,
 * to a file in `folder`: the evidence for a bug report, as the processes are ended next.
 * @param {number} group
 * @param {string} folder
 */
function keepStacks(group, folder) {
  const file = join(folder, `webkit-hang-${new Date().toISOString()}.txt`);
  const script = `for p in $(pgrep -g ${String(group)}); do echo "== $p $(cat /proc/$p/comm)"; timeout 60 gdb -p $p -batch -ex "thread apply all bt 30" 2>&1 | grep -E "^#|^Thread"; done`;
  try {
    mkdirSync(folder, { recursive: true });
    writeFileSync(file, execFileSync('bash', ['-c', script], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }));
    console.error(`WebKit hung: its processes' stacks are in ${file}`);
  } catch (error) {
    console.error(`WebKit hung, and its stacks could not be written to ${folder}:`, error);
  }
}

/**
 * Ends a child and, when it leads a process group (the driver: the browser it starts is in its
 * group), everything in that group.
 * @param {import('node:child_process').ChildProcess} child
 */
function killGroup(child) {
  if (child.pid === undefined || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    child.kill();
  }
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
 * Whether a WebDriver error says the browser behind the session is gone (it ended, or was ended).
 * @param {unknown} error
 */
const sessionGone = (error) => /invalid session id|no such window|ECONNREFUSED/i.test(String(error));

/**
 * web-test-runner's WebDriver launcher keeps its webdriverio session TypeScript-private; sizing the
 * window and typing need it.
 * @param {unknown} launcher
 */
const driverOf = (launcher) => /** @type {{ driver: import('webdriverio').Browser }} */ (launcher).driver;

/**
 * @typedef {{
 *   performActions(sessionId: string, actions: object[]): Promise<unknown>,
 *   startSession(sessionId: string, url: string): Promise<void>,
 *   queueStartSession(sessionId: string, url: string): Promise<void>,
 * }} SessionManager
 */

/**
 * The launcher's session manager, which opens each file's page and which every mouse and key
 * command goes through (private to it too); made on the first file's start.
 * @param {unknown} launcher
 */
const managerOf = async (launcher) => {
  await /** @type {{ ensureManagerInitialized(): Promise<void> }} */ (launcher).ensureManagerInitialized();
  return /** @type {{ driverManager: SessionManager }} */ (launcher).driverManager;
};

/**
 * WebKit through web-test-runner's WebDriver launcher, which connects to a running driver: this one
 * starts WebKitWebDriver itself (and Xvfb when there is no DISPLAY, as on CI) and stops both after.
 */
class WebKitLauncher extends WebdriverLauncher {
  /** @type {import('node:child_process').ChildProcess[]} */
  #children = [];
  /** The session manager made safe (startSession makes it so once): its interactions retry, its page opening cannot end the run. */
  #patched = /** @type {unknown} */ (undefined);
  /** The options web-test-runner's launcher holds too: the driver's port is known only once it runs. */
  #options;
  /** The X display the browser shows on. */
  #display = '';
  /** @type {import('node:child_process').ChildProcess | undefined} */
  #driverProcess;

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
    this.#display = display;
    // Should web-test-runner end without stopping its launchers (it stops them on SIGINT only),
    // the driver, its browser and the display go with them.
    const children = this.#children;
    const killAll = () => {
      for (const child of children) killGroup(child);
    };
    process.once('exit', killAll);
    process.once('SIGTERM', () => {
      killAll();
      process.exit(143);
    });
    await this.#startDriver();
  }

  /** Starts WebKitWebDriver on a free port, in a process group of its own with the browsers it starts. */
  async #startDriver() {
    const port = await freePort();
    const driver = spawn(WEBKIT_DRIVER, [`--port=${String(port)}`], { stdio: 'ignore', detached: true, env: { ...process.env, DISPLAY: this.#display } });
    this.#children.push(driver);
    this.#driverProcess = driver;
    this.#options.port = port;
    await driverReady(port, driver);
  }

  /**
   * Ends a hung browser and its driver, and starts a new driver: web-test-runner's launcher then
   * starts a new session for the next file.
   */
  async #restart() {
    const launcher = /** @type {{ pendingHeartbeat?: NodeJS.Timeout, driver?: unknown, driverManager?: unknown }} */ (/** @type {unknown} */ (this));
    clearInterval(launcher.pendingHeartbeat);
    launcher.driver = undefined;
    launcher.driverManager = undefined;
    const hung = this.#driverProcess;
    if (hung) {
      if (hung.pid !== undefined && process.env.MARQUEE_WEBKIT_STACKS) keepStacks(hung.pid, process.env.MARQUEE_WEBKIT_STACKS);
      killGroup(hung);
      this.#children = this.#children.filter((child) => child !== hung);
    }
    await this.#startDriver();
  }

  /**
   * A page that hangs answers no WebDriver command, and a browser that ended leaves a session that
   * answers "invalid session id": either way web-test-runner goes on sending the next file to it,
   * and every later file "did not start" (a CI run lost 9 WebKit files so). When ending a file's
   * page gets no answer in STOP_TIMEOUT, or the session is gone, the browser and its driver are
   * restarted and the file fails saying so: a hung or ended browser costs its own file only.
   * @override
   * @param {string} id
   */
  async stopSession(id) {
    const stopping = super.stopSession(id);
    const hung = Symbol('hung');
    /** @type {NodeJS.Timeout | undefined} */
    let timer;
    const late = new Promise((resolve) => {
      timer = setTimeout(resolve, STOP_TIMEOUT, hung);
    });
    try {
      const result = await Promise.race([stopping, late]);
      if (result !== hung) return /** @type {Awaited<typeof stopping>} */ (result);
    } catch (error) {
      if (!sessionGone(error)) throw error;
      await this.#restart();
      throw new Error(`WebKit's browser had ended when this file's tests were over (${String(error)}): it was restarted for the next file`);
    } finally {
      clearTimeout(timer);
    }
    stopping.catch(() => undefined);
    await this.#restart();
    throw new Error(`WebKit answered nothing for ${String(STOP_TIMEOUT / 1000)} s after this file's tests: its page hung, and the browser was restarted for the next file`);
  }

  /**
   * Two changes to the session manager, once.
   * Every interaction waits out one still stuck from an earlier test. WebKitWebDriver refuses new
   * input ("A previous interaction is still underway") until the page has had the last; when a test
   * times out in the middle of one, every later test of its file would fail on that (14 failures
   * from one timeout, on a loaded machine). Retrying for a while contains a stuck interaction to
   * the test it belonged to.
   * Opening a file's page can fail without ending the run. web-test-runner's manager starts the
   * navigation without awaiting it, so a navigation WebKit refuses was an unhandled rejection, which
   * stops web-test-runner at once with its buffered output lost (a CI run ended silently after 9 of
   * 36 files). Now it is said on stderr, and the file fails as one that did not start.
   * @override
   * @param {string} id
   * @param {string} url
   */
  async startSession(id, url) {
    const manager = await managerOf(this);
    if (this.#patched !== manager) {
      const perform = manager.performActions.bind(manager);
      manager.performActions = (sessionId, actions) => untilFree(() => perform(sessionId, actions));
      manager.queueStartSession = async (sessionId, pageUrl) => {
        manager.startSession(sessionId, pageUrl).catch((/** @type {unknown} */ error) => {
          process.stderr.write(`WebKit could not open ${pageUrl}: ${String(error)}\n`);
        });
      };
      this.#patched = manager;
    }
    await super.startSession(id, url);
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
    for (const child of this.#children.reverse()) killGroup(child);
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

/**
 * The `marquee-forced-colors` command (test/helpers/forcedColors.ts): forced colours on or off,
 * as Windows' contrast themes turn them on. Only CDP emulates the media feature (Chromium); it
 * answers false where it cannot.
 */
/** @type {WeakMap<object, import('puppeteer-core').CDPSession>} */
const cdpSessions = new WeakMap();

export function forcedColorsCommand() {
  /** @type {import('@web/test-runner-core').TestRunnerPlugin<{ active: boolean }>} */
  const plugin = {
    name: 'marquee-forced-colors',
    async executeCommand({ command, payload, session }) {
      if (command !== 'marquee-forced-colors' || !payload) return undefined;
      if (session.browser.type !== 'puppeteer' || session.browser.name !== 'Chrome') return false;
      const page = /** @type {import('@web/test-runner-chrome').ChromeLauncher} */ (session.browser).getPage(session.id);
      // puppeteer's emulateMediaFeatures refuses forced-colors, which CDP has. The emulation lasts
      // as long as the CDP session that set it: one per page, kept.
      let cdp = cdpSessions.get(page);
      if (!cdp) {
        cdp = await page.createCDPSession();
        cdpSessions.set(page, cdp);
      }
      await cdp.send('Emulation.setEmulatedMedia', { features: [{ name: 'forced-colors', value: payload.active ? 'active' : 'none' }] });
      return true;
    },
  };
  return plugin;
}
