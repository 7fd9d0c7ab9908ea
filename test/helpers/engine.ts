/** The engine running the tests (test/browsers.mjs): WebKitGTK's MiniBrowser says Safari, not Chrome. */
export type Engine = 'chromium' | 'firefox' | 'webkit';

const agent = navigator.userAgent;
export const engine: Engine = agent.includes('Firefox/') ? 'firefox' : agent.includes('Chrome/') ? 'chromium' : 'webkit';

/**
 * `it`, except in the engines named: there the test is skipped, and its title says why, so a skip
 * is never silent. For what an engine's test driver cannot do, not for a product bug to fix.
 */
export function itExceptIn(engines: Engine[], reason: string, title: string, body: Mocha.AsyncFunc): Mocha.Test {
  if (engines.includes(engine)) return it.skip(`${title} (skipped in ${engine}: ${reason})`);
  return it(title, body);
}

/** Why a test of a viewport under 447 px cannot run in WebKit here. */
export const NARROW_VIEWPORT = "MiniBrowser's window is never narrower than its toolbar, 447 px";
/** Why a test holding Meta or Control cannot run through WebDriver here. */
export const HELD_KEYS = "web-test-runner's WebDriver sendKeys can only press or type, not hold a key down";
/** Why a test emulating media features cannot run outside Chromium here. */
export const MEDIA_EMULATION = 'web-test-runner emulates media features over CDP only';
