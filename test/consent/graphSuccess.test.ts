import { expect, fixture, fixtureCleanup, html } from '@open-wc/testing';
import sinon from 'sinon';
import type { ConsentBannerElement } from '../../elements/consent-banner';
import '../../elements/consent-banner';
import { rendered } from '../helpers/shadow';
import { freshVisitor } from './consentKit';

/** The reference backend's own answer to the graph call, handed back with another status. */
function answerWithStatus(status: number): void {
  const realFetch = window.fetch.bind(window);
  sinon.stub(window, 'fetch').callsFake(async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (!url.includes('/graphql')) return realFetch(input, init);
    const real = await realFetch(input, init);
    const body = await real.text();
    // A Response cannot be made with status 0 (an opaque answer's), so that one is given its status.
    const response = new Response(body, { status: status === 0 ? 200 : status, headers: { 'content-type': 'application/json' } });
    if (status === 0) Object.defineProperty(response, 'status', { value: 0 });
    return response;
  });
}

describe('<consent-banner> when its consent call succeeds (spec §8)', () => {
  afterEach(async () => {
    sinon.restore();
    fixtureCleanup();
    await freshVisitor();
  });

  for (const status of [0, 200, 203, 302, 399]) {
    it(`[CNS-12] status ${String(status)} is success: the prompt shows, and nothing is logged`, async () => {
      const error = sinon.spy(console, 'error');
      answerWithStatus(status);
      const el = await fixture<ConsentBannerElement>(html`<consent-banner></consent-banner>`);
      const banner = await rendered(el, '.banner');
      expect(banner.textContent).to.contain('Accept');
      expect(error.getCalls().map((call) => String(call.args[0])).filter((text) => text.includes('queryGraph'))).to.deep.equal([]);
    });
  }
});
