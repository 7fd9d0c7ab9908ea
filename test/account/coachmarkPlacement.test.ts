import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import type { SiteHeaderElement } from '../../elements/site-header';
import '../../elements/site-header';
import { COACHMARK_FLAG } from '../../src/account';
import { rendered, shadowOf } from '../helpers/shadow';
import { setViewport } from '../helpers/viewport';

const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));

// Its own file: the coachmark shows once per page (and session), so one showing serves every width.
describe('sign-in coachmark placement (spec §9)', () => {
  before(() => {
    sessionStorage.removeItem(COACHMARK_FLAG);
  });
  after(async () => {
    sessionStorage.removeItem(COACHMARK_FLAG);
    await setViewport({ width: 800, height: 600 });
  });

  it('points a 24px arrow at Sign In and keeps 8px from the viewport edges at every width, also right to left', async () => {
    const el = await fixture<SiteHeaderElement>(html`<site-header></site-header>`);
    const coachmark = await rendered(el, '.coachmark');
    // It grows out of its arrow as it opens: measured once it has.
    await Promise.all(coachmark.getAnimations().map((animation) => animation.finished));
    // Hovering pauses its auto-close while the widths are tried.
    coachmark.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    const signIn = await rendered(el, '.account-link');

    const check = async (width: number, label: string) => {
      await setViewport({ width, height: 700 });
      await frame();
      await frame();
      const box = coachmark.getBoundingClientRect();
      const viewport = document.documentElement.clientWidth;
      expect(box.left, `${label}: left edge`).to.be.at.least(8);
      expect(box.right, `${label}: right edge`).to.be.at.most(viewport - 8);
      const arrow = getComputedStyle(coachmark, '::before');
      expect(arrow.width, `${label}: arrow width`).to.equal('24px');
      const arrowCentre = box.left + parseFloat(arrow.left) + 12;
      const target = signIn.getBoundingClientRect();
      expect(arrowCentre, `${label}: the arrow misses Sign In`).to.be.within(target.left, target.right);
      expect(parseFloat(arrow.bottom), `${label}: the arrow is not above the box`).to.equal(box.height);
    };

    for (const width of [320, 375, 600, 800, 1024, 1280]) await check(width, `${String(width)}px`);
    el.locale = 'he-IL';
    await waitUntil(() => getComputedStyle(coachmark).direction === 'rtl', 'the chrome did not turn right to left');
    for (const width of [320, 375, 800, 1280]) await check(width, `${String(width)}px rtl`);
    expect(shadowOf(el).querySelector('.coachmark')).to.equal(coachmark);
  });
});
