// A pack-test step (run.mjs): a partner's server-rendered page on another origin, made with the
// installed package's marquee-site-chrome/server and loading the installed bundle from the main site
// (issue 35 items 2 and 5). With site-origin, every link the chrome makes is on the main site, with
// script and without; and under a policy of hashes only (the loader's and the styles' published
// hashes), the header is painted styled at its 3.5rem with no violation.
import { createServer } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { launchChromium } from '../../bench/browser.mjs';

/**
 * @param {{ project: string, origin: string, step: (name: string, body: () => Promise<void> | void) => Promise<void>, check: (condition: unknown, message: string) => void }} options
 *   origin: the main site, the reference backend serving the installed package's dist/
 */
export default async function partnerPages({ project, origin, step, check }) {
  /** @type {typeof import('../../src/server')} */
  const server = await import(pathToFileURL(join(project, 'node_modules', 'marquee-site-chrome', 'dist', 'server', 'index.js')).href);
  /** @type {Record<string, string>} */
  const pages = {};
  const partner = createServer((req, res) => {
    const page = pages[req.url ?? ''];
    res.writeHead(page === undefined ? 404 : 200, { 'content-type': 'text/html; charset=utf-8' }).end(page ?? '');
  });
  await new Promise((done) => { partner.listen(0, '127.0.0.1', () => { done(undefined); }); });
  const address = partner.address();
  // Another origin of this machine: localhost, where the main site is 127.0.0.1.
  const partnerOrigin = `http://localhost:${String(typeof address === 'object' && address ? address.port : 0)}`;
  const body = `<site-header site-origin="${origin}" no-consent-banner></site-header><main>Partner</main><site-footer site-origin="${origin}" no-consent-banner></site-footer>`;
  const rendered = await server.renderChromeTags(body, { origin: partnerOrigin });
  const loader = server.chromeHeadTags({ base: `${origin}/dist/`, load: 'after-paint' });
  // The partner lists the main site as an origin its chrome may link to and call (docs/partner-sites.md).
  const prefetch = server.chromeHeadTags({ base: `${origin}/dist/`, load: 'prefetch' });
  const page = (/** @type {string} */ head) =>
    `<!doctype html><html lang="en-US"><head><meta charset="utf-8"><meta name="marquee-origins" content="${origin}">${head}${prefetch}</head><body>${rendered}${loader}</body></html>`;
  pages['/partner.html'] = page('');
  const styles = (await server.chromeStyleHashes()).map((hash) => `'${hash}'`).join(' ');
  const loaderHash = server.afterPaintLoaderHash({ base: `${origin}/dist/` });
  pages['/strict.html'] = page(`<meta http-equiv="Content-Security-Policy" content="script-src ${origin} '${String(loaderHash)}'; style-src 'self' ${styles}">`);

  const browser = await launchChromium();
  /** Opens a partner page; returns the chrome's links, the search form's action, the header's height and any CSP violation. */
  const visit = async (/** @type {string} */ path, /** @type {boolean} */ javaScript) => {
    const context = await browser.createBrowserContext();
    try {
      const tab = await context.newPage();
      await tab.setJavaScriptEnabled(javaScript);
      /** @type {string[]} */
      const violations = [];
      tab.on('console', (message) => {
        if (/Content.Security.Policy/i.test(message.text())) violations.push(message.text());
      });
      await tab.goto(`${partnerOrigin}${path}`, { waitUntil: 'load' });
      if (javaScript) await tab.waitForFunction(() => ['site-header', 'site-footer'].every((tag) => document.querySelector(tag)?.hasAttribute('data-hydrated')), { timeout: 20_000 });
      const seen = await tab.evaluate(() => ({
        links: ['site-header', 'site-footer'].flatMap((tag) => [...(document.querySelector(tag)?.shadowRoot?.querySelectorAll('a[href]') ?? [])].map((a) => /** @type {HTMLAnchorElement} */ (a).href)),
        action: /** @type {HTMLFormElement | null | undefined} */ (document.querySelector('site-header')?.shadowRoot?.querySelector('form[role="search"]'))?.action ?? '',
        height: document.querySelector('site-header')?.getBoundingClientRect().height ?? 0,
      }));
      return { ...seen, violations };
    } finally {
      await context.close();
    }
  };

  try {
    for (const javaScript of [false, true]) {
      await step(`a partner's server-rendered page ${javaScript ? 'with' : 'without'} script: every chrome link is on the main site`, async () => {
        const { links, action } = await visit('/partner.html', javaScript);
        check(links.length > 20, `only ${String(links.length)} links`);
        const onPartner = links.filter((href) => href.startsWith(partnerOrigin));
        check(onPartner.length === 0, `links on the partner's origin: ${onPartner.slice(0, 5).join(' ')}`);
        check(links.filter((href) => href.startsWith(`${origin}/`)).length > 20, 'the site\'s own links are not on the main site');
        check(action.startsWith(`${origin}/`), `the search form submits to ${action}`);
      });
      await step(`a hash-only CSP page paints the server-rendered header styled, ${javaScript ? 'hydrated' : 'without script'}, with no violation`, async () => {
        const { height, violations } = await visit('/strict.html', javaScript);
        check(violations.length === 0, `violations: ${violations.join(' | ')}`);
        check(height === 56, `the header is ${String(height)} px high, not its 3.5rem`);
      });
    }
  } finally {
    await browser.close();
    partner.closeAllConnections();
    await new Promise((done) => partner.close(done));
  }
}
