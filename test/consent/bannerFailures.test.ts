import { expect, fixture, html } from '@open-wc/testing';
import sinon from 'sinon';
import type { ConsentBannerElement } from '../../elements/consent-banner';
import '../../elements/consent-banner';
import { lastEventId, setFault, type Fault } from '../helpers/backend';
import { shadowOf } from '../helpers/shadow';
import { received, settle } from '../helpers/visitor';
import { freshVisitor } from './consentKit';

const PREFIX = 'queryGraph call in IMDbConsentBanner failed:';

/** A banner on a page the host described, whose consent call fails; resolves with the report the backend got. */
async function failedBanner(): Promise<{ el: ConsentBannerElement; report: Record<string, unknown> }> {
  const after = await lastEventId();
  const el = await fixture<ConsentBannerElement>(html`<consent-banner graph-timeout="300" page-type="title" page-const="tt1"></consent-banner>`);
  const [report] = await received('error-report', after);
  return { el, report: report?.body as Record<string, unknown> };
}

describe('<consent-banner> when its consent call fails (spec §8)', () => {
  afterEach(async () => {
    sinon.restore();
    await freshVisitor();
  });

  const failures: [string, Fault, string][] = [
    ['a 500', { endpoint: 'graphql', status: 500 }, `${PREFIX} 500 Internal Server Error`],
    ['a 429', { endpoint: 'graphql', status: 429 }, `${PREFIX} 429 Too Many Requests`],
    ['no answer at all', { endpoint: 'graphql', drop: true }, `${PREFIX} 0 Network Error`],
    ['a timeout', { endpoint: 'graphql', latency: 1000 }, `${PREFIX} 504 Gateway Timeout`],
    ['a 200 whose body is not JSON', { endpoint: 'graphql', garbage: true }, `${PREFIX} the answer held no usable data`],
  ];
  for (const [name, fault, message] of failures) {
    it(`[CNS-12] reports ${name} as '${message}' with the page's types, and shows nothing`, async () => {
      await setFault(fault);
      const { el, report } = await failedBanner();
      expect(report).to.include({ pageType: 'title', subPageType: 'main', pageConst: 'tt1', message });
      await settle();
      expect(shadowOf(el).querySelector('.banner')).to.equal(null);
      expect(el.consent, 'consent stays unknown').to.equal(null);
    });
  }

  it('[CNS-12] an empty status text (as over HTTP/2) leaves the status once, not twice', async () => {
    const realFetch = window.fetch.bind(window);
    sinon.stub(window, 'fetch').callsFake((input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (!url.includes('/graphql')) return realFetch(input, init);
      return Promise.resolve(new Response('{}', { status: 503, statusText: '' }));
    });
    const { report } = await failedBanner();
    expect(report.message).to.equal(`${PREFIX} 503`);
  });
});
