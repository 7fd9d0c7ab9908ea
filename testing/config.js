// A ready web-test-runner config for a partner's suite: Marquee's reference backend on the test
// server (marquee-site-chrome/testing/plugin) and the system's Chromium, launched headless, with
// --no-sandbox only when the tests run as root (Chromium refuses root without it; as any other
// user it keeps its sandbox). No browser is downloaded.
//
//   // web-test-runner.config.mjs
//   import { marqueeTestConfig } from 'marquee-site-chrome/testing/config';
//   export default marqueeTestConfig();
//
// Needs @web/test-runner and @web/test-runner-chrome installed beside the package (docs/testing.md has the whole
// install line).
import { chromeLauncher } from '@web/test-runner-chrome';
import { existsSync } from 'node:fs';
import { marqueeBackend } from './plugin.js';

/** Where Debian, Ubuntu and Fedora put Chromium; without CHROME_PATH the first that exists is used. */
const CHROMIUM_PATHS = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome-stable', '/usr/bin/google-chrome'];

/** Chromium's switches for tests: nothing of its own reaches the network, no first-run dialogs. */
const QUIET = ['--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/** True when this process runs as root, where Chromium starts only without its sandbox. */
export const runsAsRoot = () => process.getuid?.() === 0;

/**
 * The Chromium to launch: `chromePath`, else CHROME_PATH, else the first of CHROMIUM_PATHS that
 * exists; undefined leaves the search to web-test-runner's launcher (which also reads CHROME_PATH).
 * @param {string} [chromePath]
 */
export function chromiumPath(chromePath) {
  return chromePath ?? process.env.CHROME_PATH ?? CHROMIUM_PATHS.find((path) => existsSync(path));
}

/**
 * The arguments Chromium is launched with: the quiet switches, `--no-sandbox` as root, and `extra`.
 * @param {string[]} [extra]
 */
export function chromiumArgs(extra = []) {
  return [...(runsAsRoot() ? ['--no-sandbox'] : []), ...QUIET, ...extra];
}

/**
 * A web-test-runner config: the partner's test files, bare imports resolved (`nodeResolve`), the
 * reference backend mounted with its fault switches, the system's Chromium, one test file at a
 * time (focus and key presses need the page in front), 10 s per test. Any option of
 * web-test-runner's config may be given too and replaces the default (`browsers` included), except
 * `plugins`, which are added after the backend.
 * The port is `port`, else MARQUEE_TEST_PORT, else the first free one from 8000.
 * @param {{ files?: string | string[], chromePath?: string, chromeArgs?: string[], port?: number, plugins?: unknown[], [option: string]: unknown }} [options]
 */
export function marqueeTestConfig(options = {}) {
  const { files = 'test/**/*.test.js', chromePath, chromeArgs, port, plugins = [], ...rest } = options;
  const envPort = process.env.MARQUEE_TEST_PORT ? Number(process.env.MARQUEE_TEST_PORT) : undefined;
  if (envPort !== undefined && !(Number.isInteger(envPort) && envPort > 0 && envPort < 65536)) {
    throw new Error(`MARQUEE_TEST_PORT must be a port number, not ${JSON.stringify(process.env.MARQUEE_TEST_PORT)}`);
  }
  return {
    files,
    nodeResolve: true,
    concurrency: 1,
    testFramework: { config: { timeout: 10_000 } },
    browsers: [
      chromeLauncher({
        launchOptions: { executablePath: chromiumPath(chromePath), headless: true, args: chromiumArgs(chromeArgs) },
      }),
    ],
    ...((port ?? envPort) === undefined ? {} : { port: port ?? envPort }),
    ...rest,
    plugins: [marqueeBackend(), ...plugins],
  };
}
