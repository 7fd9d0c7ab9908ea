import { renderedScript } from '../../../testing/ready.js';

/**
 * Waits, as `renderedScript` says, until the first element of each tag is rendered in the tab; when
 * it is not in time, fails saying what each element was (defined, from the server, hydrated, busy,
 * parts loading) and what the page reported meanwhile (console errors and warnings, failed
 * requests), so a failure under load names its cause instead of only "30000ms exceeded".
 * @param {import('puppeteer-core').Page} tab
 * @param {string[]} tags
 * @param {{ timeout?: number }} [options]
 */
export async function waitRendered(tab, tags, { timeout = 30_000 } = {}) {
  /** @type {string[]} */
  const reported = [];
  /** @param {import('puppeteer-core').ConsoleMessage} message */
  const onConsole = (message) => {
    if (message.type() === 'error' || message.type() === 'warn') reported.push(`console.${message.type()}: ${message.text()}`);
  };
  /** @param {import('puppeteer-core').HTTPRequest} request */
  const onFailed = (request) => reported.push(`request failed: ${request.url()} (${request.failure()?.errorText ?? '?'})`);
  tab.on('console', onConsole);
  tab.on('requestfailed', onFailed);
  try {
    await tab.waitForFunction(renderedScript(tags), { timeout });
  } catch (error) {
    const state = await tab.evaluate((/** @type {string[]} */ names) =>
      names.map((tag) => {
        const element = document.querySelector(tag);
        const root = element?.shadowRoot;
        const chrome = root?.querySelector('.chrome-root');
        return {
          tag,
          present: Boolean(element),
          defined: element?.matches(':defined') ?? false,
          fromServer: Array.from(root?.children ?? []).some((child) => child.hasAttribute('data-marquee-ssr')),
          hydrated: element?.hasAttribute('data-hydrated') ?? false,
          busy: chrome?.getAttribute('aria-busy') ?? null,
          loadingParts: chrome?.querySelectorAll('[data-marquee-loading]').length ?? null,
        };
      }), tags);
    throw new Error(`${String(error)}\n${JSON.stringify(state)}\n${reported.join('\n') || 'nothing reported'}`);
  } finally {
    tab.off('console', onConsole);
    tab.off('requestfailed', onFailed);
  }
}
