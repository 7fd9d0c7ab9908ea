import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import type { SiteHeaderElement } from '../../elements/site-header';
import '../../elements/site-header';
import { rendered, shadowOf } from '../helpers/shadow';

// One page: the language coachmark shows once.
describe('the language coachmark\'s close button (spec §4)', () => {
  it('[LANG-08] is dismissed by its close button', async () => {
    const el = await fixture<SiteHeaderElement>(
      html`<site-header show-language-selector language-coachmark-heading="New: languages" language-coachmark-body="Choose yours here."></site-header>`,
    );
    const close = await rendered<HTMLButtonElement>(el, '.language-coachmark .coachmark-close');
    expect(close.getAttribute('aria-label')).to.equal('Close');
    close.click();
    await waitUntil(() => !shadowOf(el).querySelector('.language-coachmark'), 'the close button left it showing', { timeout: 1000 });
  });
});
