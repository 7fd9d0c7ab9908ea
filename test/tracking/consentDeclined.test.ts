import { expect, waitUntil } from '@open-wc/testing';
import { freshVisitor } from '../consent/consentKit';
import { askingPage } from './askingPage';
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
      const { footer, banner, answer } = await askingPage();
      answer('Decline');
      await received('graphql', after, 2);
      await waitUntil(() => banner.consent !== null, 'the answer never arrived');

      await rendered(footer, '.links a');
      shadowOf(footer).querySelector<HTMLAnchorElement>('.social-links a')?.click();
      shadowOf(footer).querySelector<HTMLAnchorElement>('.links a')?.click();
      expect(navigation.followed, 'the links still work').to.have.length(2);
      await settle(300);
      const sent = (await receivedEvents(undefined, after)).filter((e) => ['metric', 'beacon', 'logging'].includes(e.type));
      // The one exception (issue 28 item 1): the count of the Decline click itself, anonymous.
      const isBannerCount = (e: (typeof sent)[number]) => (e.body as { pageAction?: string } | undefined)?.pageAction === 'consumer-consent-banner';
      expect(sent.filter((e) => !isBannerCount(e)), 'nothing about the visitor').to.deep.equal([]);
      const counts = sent.filter(isBannerCount);
      expect(counts.map((e) => (e.body as { ref_?: string }).ref_)).to.deep.equal(['cb_reject']);
      expect(counts[0]?.headers.cookie, 'the count carries no cookie').to.equal(undefined);
    } finally {
      navigation.release();
    }
  });
});
