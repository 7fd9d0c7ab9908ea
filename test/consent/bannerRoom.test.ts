import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../elements/consent-banner';
import '../../elements/site-footer';
import '../../elements/site-header';
import { itExceptIn, NARROW_VIEWPORT } from '../helpers/engine';
import { rendered } from '../helpers/shadow';
import { setViewport } from '../helpers/viewport';
import { freshVisitor } from './consentKit';
import { searchCleaned } from '../../src/search/searchSlice';
import { pageStore } from '../../src/store/store';

/** What has focus, inside shadow roots too. */
function focused(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

const words = (element: Element | null) => `${element?.localName ?? 'nothing'} "${(element?.getAttribute('aria-label') ?? element?.textContent ?? '').trim().slice(0, 30)}"`;

// Issue 53 (WCAG 2.4.11 Focus Not Obscured): at 320×225, a 1280×900 window at 400% zoom, the banner
// filled the screen and 34 of 38 focus stops lay under it; at 320×900 all 16 footer links did.
describe('the consent banner while it asks: no focus stop of the page is under it', () => {
  beforeEach(freshVisitor);
  afterEach(async () => {
    await setViewport({ width: 800, height: 600 });
    await freshVisitor();
  });

  for (const viewport of [{ width: 320, height: 225 }, { width: 320, height: 640 }, { width: 1280, height: 900 }]) {
    const narrow = viewport.width < 447 ? (['webkit'] as const) : [];
    itExceptIn([...narrow], NARROW_VIEWPORT, `at ${String(viewport.width)}×${String(viewport.height)} Tab reaches every control of the page clear of the banner, and the page gets its room back after`, async () => {
      await setViewport(viewport);
      const page = await fixture<HTMLDivElement>(html`<div>
        <consent-banner></consent-banner>
        <site-header></site-header>
        <main>${Array.from({ length: 8 }, (_, i) => html`<p>Paragraph ${i} with <a href="#p${i}">a link</a>.</p>`)}</main>
        <site-footer show-sign-in></site-footer>
        <button id="end">End of the page</button>
      </div>`);
      const banner = page.querySelector('consent-banner') as HTMLElement;
      const box = await rendered(banner, '.banner');
      await rendered(page.querySelector('site-footer') as HTMLElement, '.links a');
      await rendered(page.querySelector('site-header') as HTMLElement, '.account-link');
      expect(box.getBoundingClientRect().height, 'the banner takes at most half the screen').to.be.at.most(innerHeight / 2 + 1);

      (document.activeElement as HTMLElement | null)?.blur();
      const under: string[] = [];
      let stops = 0;
      for (let i = 0; i < 80; i++) {
        await sendKeys({ press: 'Tab' });
        for (let frame = 0; frame < 3; frame += 1) await new Promise(requestAnimationFrame);
        const element = focused();
        // Stopped before Tab leaves the page: a window whose focus went to the browser's own bar
        // (Firefox) scrolls to nothing, and the next test would start there.
        if (!element || element.id === 'end') break;
        if (banner.contains(element) || banner.shadowRoot?.contains(element)) continue;
        stops += 1;
        const { bottom, top } = element.getBoundingClientRect();
        if (bottom > box.getBoundingClientRect().top + 1 && top < innerHeight) under.push(words(element));
      }
      expect(stops, 'focus stops reached in the page').to.be.at.least(20);
      expect(under, `focus stops under the banner at ${String(innerWidth)}×${String(innerHeight)}: ${under.join(", ")}`).to.deep.equal([]);

      // Answered, it goes, and the page's own padding and scroll padding are as they were.
      [...box.querySelectorAll('button')].find((b) => b.textContent === 'Decline')?.click();
      for (let i = 0; i < 50 && banner.shadowRoot?.querySelector('.banner'); i++) await new Promise(requestAnimationFrame);
      expect(document.body.style.paddingBlockEnd).to.equal('');
      expect(document.documentElement.style.scrollPaddingBlockEnd).to.equal('');
    });
  }
});

// Issue 76 item 2: the suggestion the keyboard is on is not focused (aria-activedescendant keeps
// focus in the box), so the scroll margin focus has does not place it: at 320×640 it was under the
// banner. Each option the arrows reach must be clear of it, whether the bar is in the page (wide) or
// search mode holds the window's top (a phone).
describe('the consent banner while it asks: the suggestion the keyboard is on is clear of it', () => {
  beforeEach(freshVisitor);
  afterEach(async () => {
    // The page's one store outlives each fixture: the next test's box starts empty.
    pageStore.dispatch(searchCleaned());
    await setViewport({ width: 800, height: 600 });
    await freshVisitor();
  });

  // A word of its own each: answers the page's store keeps are not what is measured.
  for (const [viewport, word] of [[{ width: 320, height: 640 }, 'star'], [{ width: 700, height: 500 }, 'the'], [{ width: 1280, height: 450 }, 'man']] as const) {
    const narrow = viewport.width < 447 ? (['webkit'] as const) : [];
    itExceptIn([...narrow], NARROW_VIEWPORT, `at ${String(viewport.width)}×${String(viewport.height)} ArrowDown through the suggestions keeps each one in view above the banner`, async () => {
      await setViewport(viewport);
      const page = await fixture<HTMLDivElement>(html`<div>
        <consent-banner></consent-banner>
        <site-header></site-header>
        <main><p>Some of the page.</p></main>
      </div>`);
      const box = await rendered(page.querySelector('consent-banner') as HTMLElement, '.banner');
      const header = page.querySelector('site-header') as HTMLElement;
      const input = await rendered<HTMLInputElement>(header, '.search-input');
      if (!input.checkVisibility()) {
        (await rendered<HTMLButtonElement>(header, '.search-toggle')).click();
        await waitUntil(() => input.checkVisibility(), 'search mode did not open');
      }
      input.focus();
      await sendKeys({ type: word });
      const root = header.shadowRoot as ShadowRoot;
      const options = () => [...root.querySelectorAll('[role="listbox"] [role="option"]')];
      await waitUntil(() => options().length >= 6, 'too few suggestions to reach under the banner');
      const bannerTop = box.getBoundingClientRect().top;
      // The list would reach under the banner as it is: the case is real.
      expect(options().at(-1)?.getBoundingClientRect().bottom, 'the last suggestion, before any key').to.be.above(bannerTop);
      const under: string[] = [];
      for (let i = 0; i < options().length; i++) {
        await sendKeys({ press: 'ArrowDown' });
        for (let frame = 0; frame < 3; frame += 1) await new Promise(requestAnimationFrame);
        const option = root.getElementById(input.getAttribute('aria-activedescendant') ?? '');
        expect(option !== null && option === options()[i], `option ${String(i)} is the active one`).to.equal(true);
        const { left, top, bottom } = (option as Element).getBoundingClientRect();
        const seen = root.elementFromPoint(left + 10, (top + bottom) / 2);
        if (bottom > box.getBoundingClientRect().top + 1 || top < 0 || !option?.contains(seen)) under.push(`${String(i)}: ${option?.textContent.trim().slice(0, 30) ?? ''}`);
      }
      expect(under, 'suggestions under the banner or out of view when the keyboard was on them').to.deep.equal([]);
    });
  }
});
