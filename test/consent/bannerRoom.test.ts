import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../elements/consent-banner';
import '../../elements/site-footer';
import '../../elements/site-header';
import { itExceptIn, NARROW_VIEWPORT } from '../helpers/engine';
import { rendered } from '../helpers/shadow';
import { setViewport } from '../helpers/viewport';
import { freshVisitor } from './consentKit';

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
