import { expect, fixture, fixtureCleanup, html, waitUntil } from '@open-wc/testing';
import { compareSnapshot, sendKeys } from '@web/test-runner-commands';
import '../../elements/consent-banner';
import '../../elements/site-footer';
import '../../elements/site-header';
import { freshVisitor } from '../consent/consentKit';
import { labelsNotInName, readThrough } from '../helpers/screenReader';
import { rendered, shadowOf } from '../helpers/shadow';
import { LARGE, setViewport } from '../helpers/viewport';
import { coachmarkAlreadyShown } from '../helpers/coachmarkShown';

// Issue 53: what a screen reader hears from each element in each state, against a reviewed
// snapshot (test/accessibility/__snapshots__), so that a lost name, role or state fails a test.
// To review a change: `npx web-test-runner test/accessibility/accessibilityTree.test.ts
// --update-snapshots`, then read the snapshot's diff as a screen reader user would hear it.

/** Compares what is heard with the snapshot, and checks that each control's name holds what it shows. */
async function heard(state: string, host: Element): Promise<void> {
  expect(labelsNotInName(host), `${state}: controls whose name leaves out what they show`).to.deep.equal([]);
  await compareSnapshot({ name: state, content: (await readThrough(host)).join('\n') });
}

/**
 * Opens a panel with its button, waits until it shows its content (its code loads on use), hears
 * it, then closes it with its button again (or the one named): the page's one store would
 * otherwise keep it open for the next test's element.
 */
async function heardOpen(state: string, host: Element, button: string, panel: string, closer = button): Promise<void> {
  const opener = await rendered<HTMLButtonElement>(host, button);
  // A popover's button has its expanded state from the platform, others from aria-expanded.
  const expanded = () => opener.popoverTargetElement?.matches(':popover-open') ?? opener.getAttribute('aria-expanded') === 'true';
  opener.click();
  try {
    const shown = await rendered(host, panel);
    // Shown (a dialog is in the page closed until it opens), with its content.
    await waitUntil(() => shown.checkVisibility() && !shown.querySelector('[data-marquee-loading]'), `${panel} never opened`);
    // As a person would hear it: after it has slid in.
    await Promise.all(shown.getAnimations({ subtree: true }).map((a) => a.finished));
    await heard(state, host);
  } finally {
    // Closed whatever happened: the next test's element would find it open (a modal drawer, inert around it).
    if (expanded()) (await rendered<HTMLButtonElement>(host, closer)).click();
    await waitUntil(() => !expanded(), `${panel} stayed open`);
  }
}

/** The bar with the language selector, its experiments pinned: what is heard must not depend on the weblab call. */
const header = async (attributes: string) => {
  const page = await fixture<HTMLDivElement>(
    `<div><site-header no-consent-banner show-language-selector weblabs="MARQUEE_USER_MENU_LABELS:C MARQUEE_AUTO_TRANSLATION_TOGGLE:T1" ${attributes}></site-header></div>`,
  );
  const el = page.firstElementChild as Element;
  await rendered(el, '.use-app');
  await rendered(el, '.language');
  return el;
};

describe('what a screen reader hears (issue 53)', () => {
  beforeEach(async () => {
    await freshVisitor();
    // The coachmark has its own tests; here it would come and go while the header is read.
    coachmarkAlreadyShown();
  });
  afterEach(async () => {
    fixtureCleanup();
    await setViewport({ width: 800, height: 600 });
  });

  describe('at 1280 px', () => {
    beforeEach(() => setViewport(LARGE));

    it('the bar, signed out: the language button is named with the code it shows, no separator', async () => {
      await heard('bar signed out', await header(''));
    });

    it('the bar, signed in, with the account menu open', async () => {
      const el = await header('is-logged-in username="Ada" watchlist-count="3"');
      await heard('bar signed in', el);
      await heardOpen('account menu open', el, '.account .flyout-button', '.account .flyout-panel');
    });

    it('New Customer open', async () => {
      await heardOpen('new customer open', await header(''), '.new-customer .flyout-button', '.new-customer .flyout-panel');
    });

    it('the category menu open', async () => {
      await heardOpen('category menu open', await header(''), '.search-category-button', '.search-category-menu');
    });

    it('the language list open, with the auto-translation toggle', async () => {
      await heardOpen('language list open', await header(''), '.language-flyout .flyout-button', '.language-flyout .flyout-panel');
    });

    it('suggestions for "shaw"', async () => {
      const el = await header('');
      const box = await rendered<HTMLInputElement>(el, '.search-input');
      box.focus();
      await sendKeys({ type: 'shaw' });
      await waitUntil(() => shadowOf(el).querySelectorAll('[role="listbox"]:not([hidden]) [role="option"]').length === 5, 'not the five options for "shaw"');
      await heard('suggestions', el);
      // Emptied as a visitor would: the page's one store keeps the query for the next test's element otherwise.
      box.select();
      await sendKeys({ press: 'Backspace' });
      await waitUntil(() => box.value === '' && box.getAttribute('aria-expanded') === 'false', 'the box kept its query');
    });

    it('right to left, in Hebrew', async () => {
      const el = await header('locale="he-IL"');
      await waitUntil(() => shadowOf(el).querySelector('.chrome-root')?.getAttribute('dir') === 'rtl');
      await heard('bar right to left', el);
    });

    it('the footer: the social links are named once, by their title', async () => {
      const page = await fixture<HTMLDivElement>(html`<div><site-footer no-consent-banner show-sign-in></site-footer></div>`);
      const el = page.firstElementChild as Element;
      await rendered(el, '.social-links');
      await heard('footer', el);
    });

    it('the consent banner asking', async () => {
      const page = await fixture<HTMLDivElement>(html`<div><consent-banner></consent-banner></div>`);
      const el = page.firstElementChild as Element;
      await rendered(el, 'button');
      await heard('consent banner', el);
    });
  });

  // This virtual screen reader models no <details>: it reads each summary as a group and the closed
  // categories' links too. What Chromium gives screen readers (each category a disclosure, expanded
  // or not, closed ones unread) is test/nav/drawer.test.ts's, from the browser's own tree.
  it('the drawer at 800 px: each category is named by what it shows, its state by the platform', async () => {
    await setViewport({ width: 800, height: 600 });
    await heardOpen('drawer open', await header(''), '.hamburger', '.drawer', '.drawer-close');
  });
});
