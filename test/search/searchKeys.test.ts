import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import type { SiteHeaderElement } from '../../elements/site-header';
import '../../elements/site-header';
import { mobileSearchClosed } from '../../src/search/searchSlice';
import { pageStore } from '../../src/store/store';
import { clearFaults, setFault } from '../helpers/backend';
import { itExceptIn, NARROW_VIEWPORT } from '../helpers/engine';
import { rendered, shadowOf } from '../helpers/shadow';
import { atWidth, LARGE, SMALL } from '../helpers/viewport';

const part = (el: Element, selector: string) => shadowOf(el).querySelector(selector) as HTMLElement;
// Closed, mobile search's form is not shown.
const shown = (element: HTMLElement) => element.checkVisibility();
/** A click on the page below the header: outside the search and its menu. */
const clickOutside = () => sendMouse({ type: 'click', position: [20, innerHeight - 20] });

// The keys of search as a visitor presses them (spec §4), in mobile search mode and at desktop width.
describe('<site-header> search keys (spec §4)', () => {
  // No suggestion experiment assigned: the weblab call fails, so control.
  before(async () => {
    await setFault({ endpoint: 'weblab', status: 503 });
  });
  after(async () => {
    await clearFaults();
  });
  afterEach(async () => {
    await resetMouse();
    // The page's one store outlives each fixture.
    pageStore.dispatch(mobileSearchClosed());
  });

  itExceptIn(['webkit'], NARROW_VIEWPORT, '[SRCH-19] mobile search mode: Escape clears and closes it from every control of the mode', async () => {
    await atWidth(SMALL, async () => {
      const el = await fixture<SiteHeaderElement>(html`<site-header></site-header>`);
      const toggle = await rendered<HTMLButtonElement>(el, '.search-toggle');
      const form = part(el, '.search-form');
      const input = part(el, '.search-input') as HTMLInputElement;
      for (const selector of ['.search-category-button', '.search-input', '.search-submit', '.search-close']) {
        toggle.click();
        await waitUntil(() => shadowOf(el).activeElement === input, 'opening focuses the box');
        await sendKeys({ type: 'alien' });
        part(el, selector).focus();
        expect(shadowOf(el).activeElement, selector).to.equal(part(el, selector));
        await sendKeys({ press: 'Escape' });
        await waitUntil(() => !shown(form), `Escape on ${selector} left mobile search open`);
        // Cleared, and focus back, as the store hears the form closed (its toggle event, a task later).
        await waitUntil(() => input.value === '', `Escape on ${selector} left the text`);
        await waitUntil(() => shadowOf(el).activeElement === toggle, `after Escape on ${selector}, focus is not on the toggle`);
      }
    });
  });

  it('[SRCH-18] at desktop width the category menu closes on an outside mousedown and on Escape', async () => {
    await atWidth(LARGE, async () => {
      const el = await fixture<SiteHeaderElement>(html`<site-header></site-header>`);
      const button = await rendered<HTMLButtonElement>(el, '.search-category-button');
      const menu = part(el, '.search-category-menu');
      button.click();
      await waitUntil(() => menu.matches(':popover-open'));
      await clickOutside();
      await waitUntil(() => !menu.matches(':popover-open'), 'an outside mousedown left it open');

      button.focus();
      await sendKeys({ press: 'Enter' });
      await waitUntil(() => menu.matches(':popover-open'));
      await sendKeys({ press: 'Escape' });
      await waitUntil(() => !menu.matches(':popover-open'), 'Escape left it open');
      expect(shadowOf(el).activeElement).to.equal(button);
    });
  });

  itExceptIn(['webkit'], NARROW_VIEWPORT, '[SRCH-18] [SRCH-19] in mobile search mode the category menu stays open on an outside tap; Escape closes the mode with it', async () => {
    await atWidth(SMALL, async () => {
      const el = await fixture<SiteHeaderElement>(html`<site-header></site-header>`);
      const toggle = await rendered<HTMLButtonElement>(el, '.search-toggle');
      const form = part(el, '.search-form');
      const button = part(el, '.search-category-button');
      const menu = part(el, '.search-category-menu');
      toggle.click();
      await waitUntil(() => shown(form));
      button.focus();
      await sendKeys({ press: 'Enter' });
      await waitUntil(() => menu.matches(':popover-open') && !menu.querySelector('[data-marquee-loading]'));
      await clickOutside();
      // Long enough for a close to have rendered.
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(!menu.matches(':popover-open'), 'an outside tap closed the menu (spec §4: desktop only)').to.equal(false);
      expect(shown(form), 'an outside tap closed search mode').to.equal(true);

      menu.querySelector<HTMLInputElement>('input[name="s"]')?.focus();
      await sendKeys({ press: 'Escape' });
      await waitUntil(() => !shown(form), 'Escape in the menu left mobile search open');
      expect(!menu.matches(':popover-open'), 'the menu stayed open behind the closed mode').to.equal(true);
      expect(shadowOf(el).activeElement).to.equal(toggle);
      // Opened again, the mode starts with its menu closed.
      toggle.click();
      await waitUntil(() => shown(form));
      expect(!menu.matches(':popover-open')).to.equal(true);
    });
  });
});
