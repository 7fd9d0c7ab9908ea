import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { engine } from '../helpers/engine';
import { removeQuietly } from '../helpers/removeQuietly';
import { loadInFrame } from './frameLoad';
import { manualPages } from './manualPages';

// Issue 55: every page of the manual, as npm start serves it at /docs/, loads with its chrome and
// no error in each engine, and what its Markdown made passes axe.

// The Markdown's HTML is the same in every engine, and axe over all of it takes minutes outside
// Chromium: axe runs there.
const axeHere = engine === 'chromium';

describe('the manual at /docs/ (issue 55)', () => {
  it('names its pages in the index', async () => {
    const pages = await manualPages();
    expect(pages).to.include.members(['/docs/', '/docs/reference', '/docs/consent', '/docs/changelog']);
  });

  it('loads every page with its chrome and without an error, and its content passes axe', async function () {
    this.timeout(240_000);
    const failures: string[] = [];
    for (const path of await manualPages()) {
      const { frame, errors } = await loadInFrame(path, (page) => page.querySelector('site-header') && page.querySelector('main h1'));
      if (errors.length > 0) failures.push(`${path}: ${errors.join('; ')}`);
      // Issue 75: every page names its icon (no /favicon.ico asked for and missing), and nothing it
      // loaded answered an error (Chromium says each resource's status; the others do not).
      if (!frame.contentDocument?.querySelector('link[rel="icon"]')) failures.push(`${path}: no icon`);
      const resources = (frame.contentWindow?.performance.getEntriesByType('resource') ?? []) as PerformanceResourceTiming[];
      // The demo's event inspector is a file of demo/, which npm start serves and this test server does not.
      for (const resource of resources.filter((entry) => new URL(entry.name).pathname !== '/inspector.js')) {
        if (resource.responseStatus >= 400) failures.push(`${path}: ${resource.name} answered ${String(resource.responseStatus)}`);
      }
      if (axeHere) {
        // What the Markdown made, checked here (axe runs in this window): its pictures' addresses
        // left behind (relative to the manual, not to this page), their text alternatives kept.
        const main = frame.contentDocument?.querySelector('main')?.cloneNode(true) as HTMLElement | undefined;
        for (const image of main?.querySelectorAll('img') ?? []) image.removeAttribute('src');
        // The live examples are pages of their own (docsExamples.test.ts); here, their frames' names.
        for (const example of main?.querySelectorAll('iframe') ?? []) example.removeAttribute('src');
        const content = await fixture(html`<div lang="en"></div>`);
        content.append(...[...(main?.childNodes ?? [])].map((node) => document.importNode(node, true)));
        try {
          await expect(content).to.be.accessible();
        } catch (error) {
          failures.push(`${path}: ${String(error)}`);
        }
        content.remove();
      }
      await removeQuietly(frame);
    }
    expect(failures).to.deep.equal([]);
  });

  // Issue 75: a new visitor's sign-in coachmark hangs under 'Sign In', at the bar's inline end; on
  // a desktop-wide page the manual's links are a column at the inline start, which it never covers.
  it("keeps its pages' links clear of a new visitor's sign-in coachmark", async function () {
    this.timeout(30_000);
    sessionStorage.removeItem('coachmarkShown');
    const { frame } = await loadInFrame('/docs/consent', (page) => page.querySelector('nav.docs-nav a'));
    try {
      const page = frame.contentDocument as Document;
      const coachmark = () => page.querySelector('site-header')?.shadowRoot?.querySelector('.coachmark');
      await waitUntil(coachmark, 'the coachmark did not show', { timeout: 5_000 });
      // It grows out of its arrow as it fades in: measured once it is at its full size.
      await waitUntil(() => coachmark()?.getAnimations().every((animation) => animation.playState === 'finished'), 'the coachmark did not finish showing');
      const box = (coachmark() as Element).getBoundingClientRect();
      const covered = [...page.querySelectorAll('nav.docs-nav a')].filter((link) => {
        const at = link.getBoundingClientRect();
        return at.left < box.right && box.left < at.right && at.top < box.bottom && box.top < at.bottom;
      });
      expect(covered.map((link) => link.textContent)).to.deep.equal([]);
    } finally {
      await removeQuietly(frame);
    }
  });
});
