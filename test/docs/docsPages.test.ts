import { expect, fixture, html } from '@open-wc/testing';
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
});
