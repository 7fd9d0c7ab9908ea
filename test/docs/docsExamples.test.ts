import { expect, waitUntil } from '@open-wc/testing';
import { removeQuietly } from '../helpers/removeQuietly';
import { loadInFrame } from './frameLoad';
import { liveExamples, manualPages } from './manualPages';

// Issue 55: the manual's examples run beside their code. Each ```html live block is a page of its
// own at /docs/examples/PAGE/N; each loads in every engine with its chrome rendered and no error
// (a model the elements refused would log one), and shows what its code asks for.

type Shown = (page: Document) => Promise<string | undefined> | string | undefined;
const shadow = (page: Document, tag: string) => page.querySelector(tag)?.shadowRoot;
/** What each example must show, read from the running page: a default in its place is the example failing. */
const SHOWN: Record<string, { what: Shown; expected: string }> = {
  // the README's host page: signed in as Ada
  '/docs/examples/index/1': { what: (page) => shadow(page, 'site-header')?.querySelector('.username')?.textContent.trim(), expected: 'Ada' },
  // nav-model: the drawer's menu is the model's ("Top films"), not the site's
  '/docs/examples/menus-and-models/1': {
    what: async (page) => {
      shadow(page, 'site-header')?.querySelector<HTMLButtonElement>('.hamburger')?.click();
      await waitUntil(() => shadow(page, 'site-header')?.querySelector('.drawer:popover-open a'), 'the drawer did not open');
      return [...(shadow(page, 'site-header')?.querySelectorAll('.drawer a') ?? [])].map((link) => link.textContent.trim()).find((text) => text === 'Top films');
    },
    expected: 'Top films',
  },
  // search-model: the box submits to the model's form
  '/docs/examples/search/1': { what: (page) => new URL(shadow(page, 'site-header')?.querySelector('form')?.action ?? '', location.href).pathname, expected: '/search/all' },
};

describe('the manual’s live examples (issue 55)', () => {
  it('are shown on their pages, one frame a block', async () => {
    const found = (await Promise.all((await manualPages()).map(liveExamples))).flat();
    expect(found).to.have.members(Object.keys(SHOWN));
  });

  it('each runs with its chrome rendered, without an error, showing what its code asks for', async function () {
    this.timeout(120_000);
    const failures: string[] = [];
    for (const [path, { what, expected }] of Object.entries(SHOWN)) {
      const { frame, errors } = await loadInFrame(path, (page) => page.querySelector('site-header'));
      if (errors.length > 0) failures.push(`${path}: ${errors.join('; ')}`);
      const shown = frame.contentDocument ? await what(frame.contentDocument) : undefined;
      if (shown !== expected) failures.push(`${path} shows ${String(shown)}, not ${expected}`);
      await removeQuietly(frame);
    }
    expect(failures).to.deep.equal([]);
  });

  it('answers 404 for an example the manual does not have', async () => {
    expect((await fetch('/docs/examples/search/99')).status).to.equal(404);
    expect((await fetch('/docs/examples/no-such-page/1')).status).to.equal(404);
  });
});
