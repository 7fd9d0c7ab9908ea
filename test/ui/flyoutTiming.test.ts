import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import type { SiteHeaderElement } from '../../elements/site-header';
import '../../elements/site-header';
import { accessibilityTree } from '../helpers/accessibilityTree';
import { itExceptIn } from '../helpers/engine';
import { flyoutReady } from '../helpers/flyoutReady';
import { rendered } from '../helpers/shadow';
import { atWidth, LARGE } from '../helpers/viewport';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The account button as Chromium gives it to screen readers. */
const accountButton = async () => (await accessibilityTree()).find((node) => node.role === 'button' && node.name === 'Account menu for Ada');

// The account menu as a visitor meets it. Timers never fire early, so the spec's delays are lower
// bounds to the millisecond; the upper bounds leave room for a busy machine.
describe('a flyout of the rendered header (spec §4, §9)', () => {
  afterEach(async () => {
    await resetMouse();
  });

  // The virtual screen reader of test/accessibility does not model a popover's button: Chromium's own tree.
  itExceptIn(['firefox', 'webkit'], 'CDP gives the accessibility tree in Chromium only', '[FLY-01] tells a screen reader whether it is expanded, from the platform (a popover\'s button)', async () => {
    await atWidth(LARGE, async () => {
      const el = await fixture<SiteHeaderElement>(html`<site-header is-logged-in username="Ada"></site-header>`);
      const button = await rendered<HTMLButtonElement>(el, '.account .flyout-button');
      const panel = await rendered(el, '.account .flyout-panel');
      expect((await accountButton())?.expanded, 'closed').to.equal(false);
      button.click();
      await waitUntil(() => panel.matches(':popover-open'));
      expect((await accountButton())?.expanded, 'open').to.equal(true);
      panel.hidePopover();
      expect((await accountButton())?.expanded, 'closed again').to.equal(false);
    });
  });

  it('[FLY-01] opens on click', async () => {
    await atWidth(LARGE, async () => {
      const el = await fixture<SiteHeaderElement>(html`<site-header is-logged-in username="Ada"></site-header>`);
      const button = await rendered<HTMLButtonElement>(el, '.account .flyout-button');
      const panel = await rendered(el, '.account .flyout-panel');
      expect(!panel.matches(':popover-open')).to.equal(true);
      button.click();
      await waitUntil(() => panel.matches(':popover-open'), 'a click did not open it');
      expect(button.popoverTargetElement, 'the button names its panel: the platform says it is expanded').to.equal(panel);
    });
  });

  it('[FLY-01] opens 300 ms after the pointer arrives, and closes 150 ms after it leaves', async () => {
    await atWidth(LARGE, async () => {
      const el = await fixture<SiteHeaderElement>(html`<site-header is-logged-in username="Ada"></site-header>`);
      const button = await rendered<HTMLButtonElement>(el, '.account .flyout-button');
      const panel = await rendered(el, '.account .flyout-panel');
      await flyoutReady(panel);
      const box = button.getBoundingClientRect();

      let start = performance.now();
      await sendMouse({ type: 'move', position: [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)] });
      await sleep(200);
      expect(!panel.matches(':popover-open'), 'open before 300 ms').to.equal(true);
      await waitUntil(() => panel.matches(':popover-open'), 'hover did not open it', { interval: 5, timeout: 2000 });
      expect(performance.now() - start).to.be.within(300, 700);

      start = performance.now();
      await sendMouse({ type: 'move', position: [5, 590] });
      await sleep(80);
      expect(!panel.matches(':popover-open'), 'closed before 150 ms').to.equal(false);
      await waitUntil(() => !panel.matches(':popover-open'), 'leaving did not close it', { interval: 5, timeout: 2000 });
      expect(performance.now() - start).to.be.within(150, 550);
    });
  });

  it('[FLY-02] a flyout the pointer opened closes on Escape, focus being elsewhere on the page', async () => {
    await atWidth(LARGE, async () => {
      const el = await fixture<SiteHeaderElement>(html`<site-header is-logged-in username="Ada"></site-header>`);
      const button = await rendered<HTMLButtonElement>(el, '.account .flyout-button');
      const panel = await rendered(el, '.account .flyout-panel');
      await flyoutReady(panel);
      const box = button.getBoundingClientRect();
      await sendMouse({ type: 'move', position: [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)] });
      await waitUntil(() => panel.matches(':popover-open'), 'hover did not open it');
      expect(document.activeElement, 'hovering took focus').to.equal(document.body);
      await sendKeys({ press: 'Escape' });
      await waitUntil(() => !panel.matches(':popover-open'), 'Escape left the hover-opened flyout open');
      // The pointer still over it does not open it again by itself.
      await sleep(500);
      expect(!panel.matches(':popover-open')).to.equal(true);
    });
  });
});
