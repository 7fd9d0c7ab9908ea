import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import type { ConsentBannerElement } from '../../elements/consent-banner';
import type { SiteFooterElement } from '../../elements/site-footer';
import '../../elements/consent-banner';
import '../../elements/site-footer';
import { freshVisitor } from '../consent/consentKit';
import { lastEventId, receivedEvents } from '../helpers/backend';
import { rendered, shadowOf } from '../helpers/shadow';
import { holdNavigation, received, settle } from '../helpers/visitor';

// One page with a banner: what leaves it depends on the answer this page was given.
describe('tracking on a page that asks for consent, once the visitor declines (spec §4)', () => {
  before(freshVisitor);
  after(freshVisitor);

  it('[TRK-09] sends no page view, metric or beacon once the visitor declined, and the links still work', async () => {
    const after = await lastEventId();
    const navigation = holdNavigation();
    try {
      const page = await fixture<HTMLDivElement>(html`<div><site-footer></site-footer><consent-banner></consent-banner></div>`);
      const footer = page.querySelector('site-footer') as SiteFooterElement;
      const banner = page.querySelector('consent-banner') as ConsentBannerElement;
      await rendered(banner, '.banner');
      [...shadowOf(banner).querySelectorAll('button')].find((b) => b.textContent === 'Decline')?.click();
      await received('graphql', after, 2);
      await waitUntil(() => banner.consent !== null, 'the answer never arrived');

      await rendered(footer, '.links a');
      shadowOf(footer).querySelector<HTMLAnchorElement>('.social-links a')?.click();
      shadowOf(footer).querySelector<HTMLAnchorElement>('.links a')?.click();
      expect(navigation.followed, 'the links still work').to.have.length(2);
      await settle(300);
      const sent = (await receivedEvents(undefined, after)).filter((e) => ['metric', 'beacon', 'logging'].includes(e.type));
      expect(sent).to.deep.equal([]);
    } finally {
      navigation.release();
    }
  });
});
