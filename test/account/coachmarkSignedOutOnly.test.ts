import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import '../../elements/site-header';
import { shadowOf } from '../helpers/shadow';

const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));

// One page, one visitor: the sign-in coachmark shows once a session, so the signed-in visit comes
// first (it must not use up the session's showing) and the signed-out one after it.
describe('the sign-in coachmark is for signed-out visitors (spec §4)', () => {
  let clock: sinon.SinonFakeTimers;

  afterEach(() => {
    clock.restore();
    sessionStorage.removeItem('coachmarkShown');
  });

  it('[ACCT-09] never shows to a member; signed out, it goes through its stages: init (nothing yet), fade in, fade out, hidden', async () => {
    sessionStorage.removeItem('coachmarkShown');
    clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const el = document.createElement('site-header');
    el.setAttribute('no-consent-banner', '');
    el.setAttribute('is-logged-in', '');
    el.setAttribute('username', 'Ada');
    document.body.append(el);
    const coachmark = () => shadowOf(el).querySelector<HTMLElement>('.coachmark');
    const tick = async (ms: number) => {
      await clock.tickAsync(ms);
      await frame();
      await frame();
    };
    try {
      for (let i = 0; i < 50 && !el.shadowRoot?.querySelector('.account.signed-in'); i++) await frame();
      await tick(12_000);
      expect(coachmark(), 'shown to a member').to.equal(null);
      expect(sessionStorage.getItem('coachmarkShown'), "a member's visit used up the session's showing").to.equal(null);

      el.removeAttribute('is-logged-in');
      for (let i = 0; i < 50 && !el.shadowRoot?.querySelector('.account-link'); i++) await frame();
      await frame();
      await tick(499);
      expect(coachmark(), 'init: nothing shows before 500 ms').to.equal(null);
      await tick(1);
      for (let i = 0; i < 20 && !coachmark(); i++) await frame();
      expect(coachmark()?.dataset.stage).to.equal('fadeIn');
      expect(coachmark()?.textContent).to.contain('New Customer?');
      await tick(10_000);
      expect(coachmark()?.dataset.stage).to.equal('fadeOut');
      await tick(1_500);
      for (let i = 0; i < 20 && coachmark(); i++) await frame();
      expect(coachmark(), 'hidden: gone').to.equal(null);
      expect(sessionStorage.getItem('coachmarkShown')).to.not.equal(null);
    } finally {
      el.remove();
    }
  });
});
