import { expect } from '@open-wc/testing';
import { freshVisitor } from '../consent/consentKit';
import { askingPage } from './askingPage';
import { lastEventId, receivedEvents } from '../helpers/backend';
import { rendered, shadowOf } from '../helpers/shadow';
import { holdNavigation, received, settle } from '../helpers/visitor';

// One page with a banner: what leaves it depends on the answer this page was given.
describe('tracking on a page that asks for consent, once the visitor accepts (spec §4)', () => {
  before(freshVisitor);
  after(freshVisitor);

  it('[TRK-09] holds the page view and a link’s hits while the question is open, and sends them after Accept', async () => {
    const after = await lastEventId();
    const navigation = holdNavigation();
    try {
      const { footer, answer } = await askingPage();
      await rendered(footer, '.social-links a');
      shadowOf(footer).querySelector<HTMLAnchorElement>('.social-links a')?.click();
      await settle();
      const held = async () => (await receivedEvents(undefined, after)).filter((e) => ['metric', 'beacon', 'logging'].includes(e.type));
      expect(await held(), 'nothing before an answer').to.deep.equal([]);

      answer('Accept');
      const metrics = (await received('metric', after, 2)).map((m) => (m.body as Record<string, string>).ref_);
      expect(metrics.sort()).to.deep.equal(['cb_accept', 'ft_tt']);
      const [beacon] = await received('beacon', after);
      expect(beacon?.query).to.include({ ref_: 'ft_tt', pt: 'offsite', ht: 'redirect' });
      await received('logging', after);
    } finally {
      navigation.release();
    }
  });
});
