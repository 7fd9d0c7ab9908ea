import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import type { ConsentBannerElement } from '../../elements/consent-banner';
import '../../elements/consent-banner';
import { lastEventId, receivedEvents } from '../helpers/backend';
import { rendered, shadowOf } from '../helpers/shadow';
import { received, settle } from '../helpers/visitor';
import { freshVisitor } from './consentKit';

// One page, one visitor: what the chrome may send depends on the answer this page was given.
describe('the banner’s metrics when the visitor declines (spec §7, CNS-14)', () => {
  before(freshVisitor);
  after(freshVisitor);

  it('[CNS-14] Decline: the answer reaches the server, and cb_reject is not sent, since the visitor just refused tracking', async () => {
    const el = await fixture<ConsentBannerElement>(html`<consent-banner></consent-banner>`);
    const banner = await rendered(el, '.banner');
    const after = await lastEventId();
    [...banner.querySelectorAll('button')].find((b) => b.textContent === 'Decline')?.click();
    const [answer] = await received('graphql', after);
    expect((answer?.body as { variables: unknown }).variables).to.include({ action: 'RejectAll' });
    await waitUntil(() => el.consent !== null && !shadowOf(el).querySelector('.banner'));
    await settle();
    expect(await receivedEvents('metric', after)).to.deep.equal([]);
    expect(await receivedEvents('beacon', after)).to.deep.equal([]);
  });
});
