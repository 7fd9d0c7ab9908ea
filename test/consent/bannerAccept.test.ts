import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import type { ConsentBannerElement } from '../../elements/consent-banner';
import '../../elements/consent-banner';
import { lastEventId, receivedEvents } from '../helpers/backend';
import { rendered, shadowOf } from '../helpers/shadow';
import { holdNavigation, received, settle } from '../helpers/visitor';
import { freshVisitor } from './consentKit';

// One page, one visitor: what the chrome may send depends on the answer this page was given.
describe('the banner’s metrics when the visitor accepts (spec §7, CNS-14)', () => {
  before(freshVisitor);
  after(freshVisitor);

  it('[CNS-14] Customize and a link in the text send nothing; Accept sends cb_accept once consent is given', async () => {
    const navigation = holdNavigation();
    try {
      const el = await fixture<ConsentBannerElement>(html`<consent-banner page-type="title" sub-page-type="main"></consent-banner>`);
      const banner = await rendered(el, '.banner');
      const after = await lastEventId();

      // Both leave the page before any answer: reporting them would be tracking before consent.
      banner.querySelector<HTMLAnchorElement>('a.customize')?.click();
      banner.querySelector<HTMLAnchorElement>('.text a')?.click();
      expect(navigation.followed.map((href) => new URL(href).pathname)).to.deep.equal(['/privacy/preferences/', '/privacy/']);

      [...banner.querySelectorAll('button')].find((b) => b.textContent === 'Accept')?.click();
      const [metric] = await received('metric', after);
      expect([metric?.method, metric?.path]).to.deep.equal(['POST', '/tr/']);
      expect(metric?.body).to.deep.equal({ ref_: 'cb_accept', pt: 'title', spt: 'main', pageAction: 'consumer-consent-banner', ht: 'actionOnly' });
      await waitUntil(() => !shadowOf(el).querySelector('.banner'));
      await settle();
      expect(await receivedEvents('metric', after), 'cb_customize and cb_text_link never follow').to.have.length(1);
    } finally {
      navigation.release();
    }
  });
});
