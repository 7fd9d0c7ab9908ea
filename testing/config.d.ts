// Types of marquee-site-chrome/testing/config (testing/config.js): a ready web-test-runner config.
import type { TestRunnerConfig } from '@web/test-runner';

export interface MarqueeTestOptions extends Partial<TestRunnerConfig> {
  /** The Chromium to launch; default CHROME_PATH, else the first of /usr/bin/chromium, chromium-browser, google-chrome-stable, google-chrome. */
  chromePath?: string;
  /** More Chromium switches, after the kit's own (and `--no-sandbox` when running as root). */
  chromeArgs?: string[];
}

/**
 * A web-test-runner config: `files` (default `test/**\/*.test.js`), `nodeResolve`, the reference
 * backend with its fault switches, the system's Chromium headless (`--no-sandbox` only as root), one
 * test file at a time, 10 s per test; port `port`, else MARQUEE_TEST_PORT, else the first free from
 * 8000. Other options replace the defaults; `plugins` are added after the backend's.
 */
export function marqueeTestConfig(options?: MarqueeTestOptions): TestRunnerConfig;

/** The Chromium the config launches: `chromePath`, else CHROME_PATH, else the first known path that exists (undefined: web-test-runner searches). */
export function chromiumPath(chromePath?: string): string | undefined;

/** The switches the config launches Chromium with: `--no-sandbox` as root, the kit's quiet switches, then `extra`. */
export function chromiumArgs(extra?: string[]): string[];

/** True when this process runs as root. */
export function runsAsRoot(): boolean;
