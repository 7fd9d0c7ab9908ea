import { expect, fixture, html } from '@open-wc/testing';
import sinon from 'sinon';
import type { SiteHeaderElement } from '../../elements/site-header';
import '../../elements/site-header';
import { lastEventId, receivedEvents } from '../helpers/backend';
import { received } from '../helpers/visitor';

// A page of its own: a page logs one page view (pageViewLog.test.ts has service="Legacy").
describe('the page view names the application that served the page (spec §3 nav props: service)', () => {
  afterEach(() => { sinon.restore(); });

  it('a service that is neither Next nor Legacy is reported, and the page view says next', async () => {
    const reported = sinon.stub(console, 'error');
    const after = await lastEventId();
    await fixture<SiteHeaderElement>(html`<site-header no-consent-banner service="modern"></site-header>`);
    await received('logging', after);
    const [entry] = (await receivedEvents('logging', after)).filter((e) => e.path === '/logging/tr' && e.query.qs === location.search.slice(1));
    expect((entry?.body as { additionalRequestData: unknown }).additionalRequestData).to.deep.equal({ signedIn: 'false', service: 'next' });
    expect(reported.args.flat().join(' ')).to.contain('invalid service="modern"; using "next"');
  });
});
