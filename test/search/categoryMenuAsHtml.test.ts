import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { computeAccessibleName } from 'dom-accessibility-api';
import { lastEventId, receivedEvents } from '../helpers/backend';
import { chunkHeld, gateChunks, releaseChunks } from '../helpers/chunks';
import { hydratedByReact } from '../helpers/hydratedByReact';
import { clickIn, hydrate, navigated, serverRenderedPage, type ServerRenderedPage } from '../helpers/serverRenderedFrame';
import { atWidth } from '../helpers/viewport';
import { shownCategory } from './helpers';

/**
 * Issue 51: the server-rendered search category menu works as HTML: a popover its button opens, the
 * categories radio buttons of the form's `s` field, with script off and before hydration; hydration
 * keeps the category checked before it, and reports that choice once. The page is the build's
 * renderElement output in a frame, sandboxed without allow-scripts for "script off".
 */

const menuOf = (page: ServerRenderedPage) => page.root.querySelector<HTMLElement>('.search-category-menu') as HTMLElement;
const isOpen = (page: ServerRenderedPage) => menuOf(page).matches(':popover-open');
const category = (page: ServerRenderedPage, label: string) => [...menuOf(page).querySelectorAll('label')].find((l) => l.textContent === label) ?? null;
const buttonOf = (page: ServerRenderedPage) => page.root.querySelector('.search-category-button');
const checkedCategory = (page: ServerRenderedPage) => menuOf(page).querySelector<HTMLInputElement>('input[name="s"]:checked')?.value;
/** The suggestion calls the frame's page made, as its own resource timing lists them. */
const suggestionCalls = (page: ServerRenderedPage) =>
  (page.frame.contentWindow?.performance.getEntriesByType('resource') ?? []).map((entry) => new URL(entry.name).pathname).filter((path) => path.startsWith('/suggestion/'));
/** The page actions the backend received since `after`. */
const actionsSince = async (after: number) => (await receivedEvents('metric', after)).map((e) => (e.body as Record<string, string>).pageAction);

/** Opens the menu with its button, as the pointer does, and checks it hangs under the button. */
async function openWithPointer(page: ServerRenderedPage): Promise<void> {
  const button = page.root.querySelector('.search-category-button');
  await clickIn(page, button);
  await waitUntil(() => isOpen(page), 'the category menu did not open');
  const under = button?.getBoundingClientRect();
  const box = menuOf(page).getBoundingClientRect();
  expect(Math.abs(box.top - (under?.bottom ?? 0) - 4), 'it hangs under its button').to.be.below(2);
  expect(Math.abs(box.left - (under?.left ?? 0)), 'its start at the button\u2019s start').to.be.below(2);
}

describe('the server-rendered search category menu as HTML (issue 51)', () => {
  afterEach(releaseChunks);

  it('[SRCH-18] [SRCH-01] script off: the menu opens on a click, closes on Escape and a click outside; the category checked is what the form sends', async () => {
    await atWidth({ width: 1100, height: 700 }, async () => {
      const page = await serverRenderedPage({ script: false, width: 1024 });
      await openWithPointer(page);
      await sendKeys({ press: 'Escape' });
      await waitUntil(() => !isOpen(page), 'Escape did not close it');
      await openWithPointer(page);
      expect(shownCategory(buttonOf(page)), 'the button shows the category checked').to.equal('All');
      await clickIn(page, category(page, 'Celebs'));
      expect(menuOf(page).querySelector<HTMLInputElement>('input[value="nm"]')?.checked, 'Celebs is checked').to.equal(true);
      // The button says so too, as HTML: to the eye, and as its name.
      expect(shownCategory(buttonOf(page)), 'the button shows the category checked').to.equal('Celebs');
      expect(computeAccessibleName(buttonOf(page) as Element), 'the button\u2019s name').to.equal('Search category: Celebs');
      await clickIn(page, page.frame.contentDocument?.querySelector('main h1') ?? null);
      await waitUntil(() => !isOpen(page), 'a click outside did not close it');
      const box = page.root.querySelector<HTMLInputElement>('.search-input');
      await clickIn(page, box ?? null);
      await sendKeys({ type: 'nolan' });
      expect(box?.value).to.equal('nolan');
      const left = navigated(page);
      await sendKeys({ press: 'Enter' });
      const sent = new URL((await left) ?? '', location.origin);
      expect(sent.pathname).to.equal('/find');
      expect([sent.searchParams.get('q'), sent.searchParams.get('s'), sent.searchParams.get('ref_')]).to.deep.equal(['nolan', 'nm', 'nv_sr_sm']);
    });
  });

  it('[SRCH-18] script off: the keyboard opens it (Enter), Tab reaches the checked category, its Advanced Search link navigates', async () => {
    await atWidth({ width: 1100, height: 700 }, async () => {
      const page = await serverRenderedPage({ script: false, width: 1024 });
      await clickIn(page, page.frame.contentDocument?.querySelector('main h1') ?? null);
      page.root.querySelector<HTMLButtonElement>('.search-category-button')?.focus();
      await sendKeys({ press: 'Enter' });
      await waitUntil(() => isOpen(page), 'Enter did not open it');
      await sendKeys({ press: 'Tab' });
      expect(page.root.activeElement === menuOf(page).querySelector('input[value=""]'), 'Tab goes to the checked category, All').to.equal(true);
      const advanced = menuOf(page).querySelector<HTMLAnchorElement>('a.advanced-search');
      expect(new URL(advanced?.href ?? '').searchParams.get('ref_')).to.equal('nv_sr_adv');
      const left = navigated(page);
      await clickIn(page, advanced);
      expect(await left).to.match(/^\/search\/\?ref_=nv_sr_adv/);
    });
  });

  it('[SRCH-18] opened and a category checked before hydration: still open through it, the bar shows it, one report of the choice', async () => {
    await atWidth({ width: 1100, height: 700 }, async () => {
      const after = await lastEventId();
      const page = await serverRenderedPage({ script: true, width: 1024 });
      await openWithPointer(page);
      await clickIn(page, category(page, 'Titles'));
      await hydrate(page);
      const button = buttonOf(page);
      await waitUntil(() => shownCategory(button) === 'Titles', `the bar does not show the category chosen before hydration: ${shownCategory(button) ?? 'none'}`);
      expect(isOpen(page), 'still open').to.equal(true);
      const actions = async () => (await receivedEvents('metric', after)).map((e) => (e.body as Record<string, string>).pageAction);
      await waitUntil(async () => (await actions()).includes('nv-search-cat-tt'), 'the choice before hydration was not reported');
      // With script now: a choice closes it and puts the visitor in the box.
      await clickIn(page, category(page, 'Celebs'));
      await waitUntil(() => !isOpen(page) && shownCategory(button) === 'Celebs', 'a choice with script did not close it');
      expect(page.root.activeElement === page.root.querySelector('.search-input'), 'back in the box').to.equal(true);
      expect((await actions()).filter((action) => action === 'nv-search-cat-tt'), 'one report of the one choice').to.have.length(1);
    });
  });

  // Issue 72: a choice made at any moment survives the menu's own code arriving: the header
  // hydrates, then the menu's contents (a lazy part, CategoryMenuPanel), held here by the test server.
  const moments = [
    { when: 'before hydration', held: false },
    { when: 'before hydration, the menu\u2019s code coming after the header\u2019s', held: true },
    { when: 'after hydration, the menu\u2019s code still on its way', held: true },
  ];
  for (const { when, held } of moments) {
    it(`[SRCH-18] [SRCH-01] [SRCH-03] a category chosen ${when}: it stays checked and shown, the form sends it, suggestions come from it, one report`, async () => {
      await atWidth({ width: 1100, height: 700 }, async () => {
        const after = await lastEventId();
        if (held) await gateChunks('lazy-CategoryMenuPanel', { hold: true });
        const page = await serverRenderedPage({ script: true, width: 1024 });
        const beforeHydration = when.startsWith('before');
        if (!beforeHydration) {
          await hydrate(page);
          await chunkHeld('lazy-CategoryMenuPanel');
        }
        await openWithPointer(page);
        await clickIn(page, category(page, 'Titles'));
        if (beforeHydration) await hydrate(page);
        if (held) {
          await chunkHeld('lazy-CategoryMenuPanel');
          await releaseChunks();
        }
        const titles = menuOf(page).querySelector('input[value="tt"]');
        await waitUntil(() => hydratedByReact(titles), 'the menu\u2019s code never took the menu over');
        await waitUntil(async () => (await actionsSince(after)).includes('nv-search-cat-tt'), 'the choice was not reported');
        expect(checkedCategory(page), 'Titles stays checked').to.equal('tt');
        expect(shownCategory(buttonOf(page)), 'the button shows Titles').to.equal('Titles');

        const box = page.root.querySelector<HTMLInputElement>('.search-input');
        await clickIn(page, box ?? null);
        await sendKeys({ type: 'nolan' });
        await waitUntil(() => suggestionCalls(page).some((path) => path.endsWith('/nolan.json')), 'no suggestions were asked for');
        expect(suggestionCalls(page).every((path) => path.startsWith('/suggestion/titles/')), `suggestions from Titles: ${suggestionCalls(page).join(' ')}`).to.equal(true);
        expect(checkedCategory(page), 'Titles still checked').to.equal('tt');
        const left = navigated(page);
        await sendKeys({ press: 'Enter' });
        const sent = new URL((await left) ?? '', location.origin);
        expect([sent.pathname, sent.searchParams.get('q'), sent.searchParams.get('s')]).to.deep.equal(['/find', 'nolan', 'tt']);
        expect((await actionsSince(after)).filter((action) => action?.startsWith('nv-search-cat-')), 'one report of the one choice').to.deep.equal(['nv-search-cat-tt']);
      });
    });
  }

  it('[SRCH-01] with script, All sends no s; without script, an empty one', async () => {
    await atWidth({ width: 1100, height: 700 }, async () => {
      for (const script of [false, true]) {
        const page = await serverRenderedPage({ script, width: 1024 });
        if (script) await hydrate(page);
        const box = page.root.querySelector<HTMLInputElement>('.search-input');
        await clickIn(page, box ?? null);
        await sendKeys({ type: 'heat' });
        const left = navigated(page);
        await sendKeys({ press: 'Enter' });
        const sent = new URL((await left) ?? '', location.origin);
        expect(sent.searchParams.get('q')).to.equal('heat');
        expect(sent.searchParams.getAll('s'), script ? 'with script' : 'without script').to.deep.equal(script ? [] : ['']);
      }
    });
  });
});
