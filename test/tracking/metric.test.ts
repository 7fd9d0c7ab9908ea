import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { sendMetric } from '../../src/tracking/metric';
import { clearFaults, lastEventId, receivedEvents, setFault } from '../helpers/backend';

const metric = { refTag: 'ft_help', pageType: 'home', subPageType: 'main', pageAction: 'footer-link' };

// The helper by hand; test/tracking/linkHits.test.ts clicks real links and carries the tags.
describe('tracking metric helper (spec §7)', () => {
  afterEach(clearFaults);

  it('POSTs /tr/ form-encoded with ref_, pt, spt, pageAction and ht=actionOnly', async () => {
    const after = await lastEventId();
    await sendMetric(metric, { endpoint: '/tr/', consumer: true, fetch, reportError: sinon.spy() });
    const [received] = await receivedEvents('metric', after);
    expect(received?.method).to.equal('POST');
    expect(received?.headers['content-type']).to.contain('application/x-www-form-urlencoded');
    expect(received?.body).to.deep.equal({ ref_: 'ft_help', pt: 'home', spt: 'main', pageAction: 'footer-link', ht: 'actionOnly' });
  });

  it('sends nothing for a client that is not a consumer client', async () => {
    const after = await lastEventId();
    await sendMetric(metric, { endpoint: '/tr/', consumer: false, fetch, reportError: sinon.spy() });
    expect(await receivedEvents('metric', after)).to.deep.equal([]);
  });

  it('reports a failed metric to the error helper and rejects', async () => {
    await setFault({ endpoint: 'tr', status: 502 });
    const reportError = sinon.spy();
    let rejected: unknown;
    await sendMetric(metric, { endpoint: '/tr/', consumer: true, fetch, reportError }).catch((e: unknown) => (rejected = e));
    expect(rejected).to.be.instanceOf(Error);
    expect(reportError.calledOnceWith(rejected)).to.equal(true);
    expect((rejected as Error).message).to.equal('Request failed with status code 502');
  });
});
