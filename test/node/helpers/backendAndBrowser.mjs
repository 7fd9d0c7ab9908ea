// The reference backend (startBackendServer) and headless Chromium for one test file, started before
// its tests and closed after them; neither without the build.
import { existsSync } from 'node:fs';
import { after, before } from 'node:test';
import { launchChromium } from '../../../bench/browser.mjs';
import { startBackendServer } from './backendServer.mjs';

/**
 * @param {Parameters<typeof startBackendServer>[0]} [options] the backend's
 * @returns {{ skip: string | false, server: Awaited<ReturnType<typeof startBackendServer>>, browser: import('puppeteer-core').Browser }}
 *   skip: the reason the file's tests cannot run (pass it as their `skip`); server and browser are
 *   there once the tests run
 */
export function backendAndBrowser(options) {
  const skip = existsSync(new URL('../../../dist/server/index.js', import.meta.url)) ? false : 'dist/ is missing: run `npm run build` first';
  const started = /** @type {ReturnType<typeof backendAndBrowser>} */ ({ skip });
  before(async () => {
    if (skip) return;
    started.server = await startBackendServer(options);
    started.browser = await launchChromium();
  });
  after(async () => {
    await started.browser?.close();
    await started.server?.close();
  });
  return started;
}
