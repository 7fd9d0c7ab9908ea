import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import '../../elements/site-header';
import { shadowOf } from '../helpers/shadow';

const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));

// One page: the language coachmark shows once. Time is the test's (sinon), so 7000 ms is exact.
describe('the language coachmark of the rendered header (spec §4, §9)', () => {
  it('[LANG-08] shows the heading and body from attributes, 270px wide, and is dismissed after 7000 ms', async () => {
    const clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const el = document.createElement('site-header');
    el.setAttribute('show-language-selector', '');
    el.setAttribute('language-coachmark-heading', 'New: languages');
    el.setAttribute('language-coachmark-body', 'Choose yours here.');
    document.body.append(el);
    const note = () => shadowOf(el).querySelector<HTMLElement>('.language-coachmark');
    try {
      for (let i = 0; i < 50 && !note(); i++) await frame();
      expect(note()?.textContent).to.contain('New: languages').and.contain('Choose yours here.');
      expect(note()?.getBoundingClientRect().width).to.equal(270);
      await clock.tickAsync(6_999);
      await frame();
      expect(note(), 'dismissed before 7000 ms').to.not.equal(null);
      await clock.tickAsync(1);
      for (let i = 0; i < 20 && note(); i++) await frame();
      expect(note(), 'still there after 7000 ms').to.equal(null);
    } finally {
      clock.restore();
      el.remove();
    }
  });
});
