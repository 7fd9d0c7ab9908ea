import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import type { SiteHeaderElement } from '../../elements/site-header';
import '../../elements/site-header';
import { rendered, shadowOf } from '../helpers/shadow';

// One page: the sign-in coachmark shows once a session.
describe('the sign-in coachmark\'s close button (spec §4)', () => {
  after(() => {
    sessionStorage.removeItem('coachmarkShown');
  });

  it('[ACCT-11] the close button hides it at once', async () => {
    sessionStorage.removeItem('coachmarkShown');
    const el = await fixture<SiteHeaderElement>(html`<site-header no-consent-banner></site-header>`);
    const close = await rendered<HTMLButtonElement>(el, '.coachmark .coachmark-close');
    expect(close.getAttribute('aria-label')).to.equal('Close');
    const started = performance.now();
    close.click();
    await waitUntil(() => !shadowOf(el).querySelector('.coachmark'), 'the close button left it showing', { interval: 5 });
    expect(performance.now() - started, 'at once, not after its fade').to.be.below(500);
  });
});
