import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { engine, itExceptIn } from '../helpers/engine';

// Issue 55: every page of the manual, as npm start serves it at /docs/, loads with its chrome and
// no error (Chromium and Firefox; WebKit: SEVERAL_PAGES), and what its Markdown made passes axe.

/** The manual's pages, as its index's own line of links names them. */
async function manualPages(): Promise<string[]> {
  const index = new DOMParser().parseFromString(await (await fetch('/docs/')).text(), 'text/html');
  return [...index.querySelectorAll<HTMLAnchorElement>('nav.docs-nav a')].map((a) => new URL(a.getAttribute('href') ?? '', new URL('/docs/', location.href)).pathname);
}

/**
 * Loads a page in the frame (the manual lets the site's own pages frame it), with what it logs as
 * an error and what it throws kept from its first script on: the frame's window is watched from
 * the moment it is the page's.
 */
async function load(frame: HTMLIFrameElement, path: string): Promise<string[]> {
  const errors: string[] = [];
  let watched: Document | null = null;
  const watch = () => {
    const view = frame.contentWindow as (Window & typeof globalThis) | null;
    const page = frame.contentDocument;
    if (!view || !page || page === watched || view.location.pathname !== path) return;
    watched = page;
    const error = view.console.error.bind(view.console);
    view.console.error = (...args: unknown[]) => {
      errors.push(args.map((arg) => String(arg)).join(' '));
      error(...args);
    };
    view.addEventListener('error', (event) => errors.push(event.message));
    view.addEventListener('unhandledrejection', (event) => errors.push(String(event.reason)));
  };
  const timer = setInterval(watch, 10);
  frame.src = path;
  try {
    await waitUntil(() => {
      watch();
      const page = watched;
      return page?.readyState === 'complete' && page.querySelector('site-header')?.shadowRoot?.querySelector('.navbar') && page.querySelector('main h1');
    }, `${path} did not load with its chrome`, { timeout: 15_000 });
  } finally {
    clearInterval(timer);
  }
  return errors;
}

// The Markdown's HTML is the same in every engine, and axe over all of it takes minutes outside
// Chromium: axe runs there.
const axeHere = engine === 'chromium';
/** Why WebKit does not run it here (not understood yet: each page alone loads in WebKit within a second). */
const SEVERAL_PAGES = 'WebKitGTK under WebDriver stops answering when a frame goes from page to page of the manual';

describe('the manual at /docs/ (issue 55)', () => {
  it('names its pages in the index', async () => {
    const pages = await manualPages();
    expect(pages).to.include.members(['/docs/', '/docs/reference', '/docs/consent', '/docs/changelog']);
  });

  /** Loads each page in one frame; what went wrong, page by page. */
  async function check(paths: string[]): Promise<string[]> {
    const failures: string[] = [];
    // One frame for every page, as a visitor goes from page to page in one tab.
    const frame = await fixture<HTMLIFrameElement>(html`<iframe title="The manual" style="width: 1280px; height: 800px"></iframe>`);
    for (const path of paths) {
      const errors = await load(frame, path);
      if (errors.length > 0) failures.push(`${path}: ${errors.join('; ')}`);
      if (!axeHere) continue;
      // What the Markdown made, checked here (axe runs in this window): its pictures' addresses
      // left behind (relative to the manual, not to this page), their text alternatives kept.
      const main = frame.contentDocument?.querySelector('main')?.cloneNode(true) as HTMLElement | undefined;
      for (const image of main?.querySelectorAll('img') ?? []) image.removeAttribute('src');
      const content = await fixture(html`<div lang="en"></div>`);
      content.append(...[...(main?.childNodes ?? [])].map((node) => document.importNode(node, true)));
      try {
        await expect(content).to.be.accessible();
      } catch (error) {
        failures.push(`${path}: ${String(error)}`);
      }
      content.remove();
    }
    return failures;
  }

  itExceptIn(['webkit'], SEVERAL_PAGES, 'loads every page with its chrome and without an error, and its content passes axe', async function () {
    this.timeout(240_000);
    expect(await check(await manualPages())).to.deep.equal([]);
  });
});
