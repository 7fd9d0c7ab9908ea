import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import sinon from 'sinon';
import type { SiteHeaderElement } from '../../elements/site-header';
import '../../elements/site-header';
import { allowOrigins } from '../helpers/allowOrigins';

// One page: its page view is logged once, to the logging host of the page's stage.
describe('page-view logging chosen by stage (spec §7)', () => {
  let disallow = () => {};
  afterEach(() => {
    disallow();
    sinon.restore();
  });

  it('[LOG-07] sends the page view to the host the page gives for its stage, among beta, gamma and prod', async () => {
    // Other origins, which the page allows (docs/partner-sites.md).
    disallow = allowOrigins('https://beta.logging.example', 'https://gamma.logging.example', 'https://prod.logging.example');
    const logged: string[] = [];
    const real = window.fetch.bind(window);
    sinon.stub(window, 'fetch').callsFake((input, init) => {
      const url = String(input instanceof Request ? input.url : input);
      if (!url.includes('.logging.example/')) return real(input, init);
      logged.push(url);
      return Promise.resolve(new Response('{}', { headers: { 'content-type': 'application/json' } }));
    });
    await fixture<SiteHeaderElement>(html`<site-header
      no-consent-banner
      page-type="title"
      logging-stage="gamma"
      logging-endpoint-beta="https://beta.logging.example/"
      logging-endpoint-gamma="https://gamma.logging.example/"
      logging-endpoint-prod="https://prod.logging.example/"
    ></site-header>`);
    await waitUntil(() => logged.length > 0, 'no page view reached a stage host', { timeout: 5000 });
    const pageView = new URL(logged[0] ?? '');
    expect(pageView.origin + pageView.pathname).to.equal('https://gamma.logging.example/tr');
    expect(pageView.searchParams.get('ht')).to.equal('pageHit');
    expect(pageView.searchParams.get('pt')).to.equal('title');
    expect(logged.every((url) => url.startsWith('https://gamma.logging.example/'))).to.equal(true);
  });
});
