import { executeServerCommand } from '@web/test-runner-commands';

export const SMALL = { width: 375, height: 800 };
export const LARGE = { width: 1280, height: 800 };

/**
 * Sizes the page's viewport. web-test-runner's own setViewport supports only puppeteer and
 * Playwright; this command (test/browsers.mjs) also sizes WebKit's window through WebDriver.
 */
export async function setViewport(size: { width: number; height: number }): Promise<void> {
  await executeServerCommand('marquee-viewport', size);
  // The page has its new size; its resize handlers and layout run by the frame after next.
  for (let frame = 0; frame < 2; frame += 1) await new Promise(requestAnimationFrame);
}

/** Runs the body at a viewport size and restores the default afterwards. */
export async function atWidth(size: { width: number; height: number }, body: () => Promise<void>): Promise<void> {
  await setViewport(size);
  try {
    await body();
  } finally {
    await setViewport({ width: 800, height: 600 });
  }
}
