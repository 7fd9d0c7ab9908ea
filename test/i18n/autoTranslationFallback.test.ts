import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import type { SiteHeaderElement } from '../../elements/site-header';
import '../../elements/site-header';
import { clearFaults, setFault } from '../helpers/backend';
import { rendered, shadowOf } from '../helpers/shadow';
import { atWidth, LARGE } from '../helpers/viewport';

// Tamil is one of the locales whose messages leave out the auto-translation strings.
describe('a locale without the auto-translation strings (spec §1)', () => {
  afterEach(clearFaults);

  it('[I18N-09] shows them in English, the rest of the language menu in its own language', async () => {
    await atWidth(LARGE, async () => {
      await setFault({ endpoint: 'weblab', status: 503 });
      const el = await fixture<SiteHeaderElement>(html`<site-header show-language-selector locale="ta-IN" weblabs="MARQUEE_AUTO_TRANSLATION_TOGGLE:T1"></site-header>`);
      await rendered(el, '.chrome-root[lang="ta-IN"][aria-busy="false"]');
      (await rendered<HTMLButtonElement>(el, '.language-flyout .flyout-button')).click();
      const toggle = await rendered(el, '.language-flyout .auto-translation');
      await waitUntil(() => toggle.textContent.includes('Auto Translation'), `the toggle says "${toggle.textContent}"`);
      expect(toggle.textContent).to.contain('Auto Translation').and.contain('Show automatic translations where available');
      // The menu around it is Tamil: 'Fully supported' / 'Partially supported' are not English.
      const panel = shadowOf(el).querySelector('.language-flyout .flyout-panel')?.textContent ?? '';
      expect(panel).to.not.contain('Fully supported').and.not.contain('Partially supported');
    });
  });
});
