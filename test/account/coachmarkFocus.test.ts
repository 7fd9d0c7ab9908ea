import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import '../../elements/site-header';
import { shadowOf } from '../helpers/shadow';

const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));

// One page: the sign-in coachmark shows once a session, so one visitor's whole story (issue 53:
// it faded and was removed with focus on its Sign In, and focus fell to the page's top).
describe('the sign-in coachmark with focus in it (WCAG 2.2.1, 2.4.3)', () => {
  let clock: sinon.SinonFakeTimers;

  afterEach(() => {
    clock.restore();
    sessionStorage.removeItem('coachmarkShown');
  });

  it('[ACCT-11] stays while focus is in it, comes back when focus returns while it fades, and its close button gives focus to Sign In', async () => {
    sessionStorage.removeItem('coachmarkShown');
    clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const el = document.createElement('site-header');
    el.setAttribute('no-consent-banner', '');
    document.body.append(el);
    const root = shadowOf(el);
    const coachmark = () => root.querySelector<HTMLElement>('.coachmark');
    const tick = async (ms: number) => {
      await clock.tickAsync(ms);
      await frame();
    };
    try {
      for (let i = 0; i < 50 && !root.querySelector('.account-link'); i++) await frame();
      await tick(500);
      for (let i = 0; i < 20 && !coachmark(); i++) await frame();
      expect(coachmark()?.dataset.stage).to.equal('fadeIn');

      // Focus on its Sign In: it stays however long, and focus with it.
      const signIn = coachmark()?.querySelector<HTMLElement>('.coachmark-button');
      signIn?.focus();
      await tick(30_000);
      expect(coachmark()?.dataset.stage, 'it closed with focus in it').to.equal('fadeIn');
      expect(root.activeElement, 'focus left it').to.equal(signIn);

      // Focus gone from it: its 10000 ms run again from then.
      root.querySelector<HTMLElement>('.account-link')?.focus();
      await tick(9_999);
      expect(coachmark()?.dataset.stage, 'closing before 10000 ms').to.equal('fadeIn');
      await tick(1);
      expect(coachmark()?.dataset.stage).to.equal('fadeOut');

      // Tabbed back into it while it fades: it comes back and stays.
      await tick(1_000);
      coachmark()?.querySelector<HTMLElement>('.coachmark-close')?.focus();
      await tick(0);
      expect(coachmark()?.dataset.stage, 'focus came back while it faded').to.equal('fadeIn');
      await tick(20_000);
      expect(coachmark(), 'it went from under the focus').to.not.equal(null);

      // Closed from its close button: focus goes to the bar's Sign In, not to the page's top.
      coachmark()?.querySelector<HTMLElement>('.coachmark-close')?.click();
      for (let i = 0; i < 20 && coachmark(); i++) await frame();
      expect(coachmark()).to.equal(null);
      expect(root.activeElement, 'focus after closing').to.equal(root.querySelector('.account-link'));
      expect(document.activeElement).to.equal(el);
    } finally {
      el.remove();
    }
  });
});
