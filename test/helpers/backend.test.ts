import { expect } from '@open-wc/testing';
import { clearFaults, lastEventId, receivedEvents, setFault } from './backend';

describe('the reference backend in the test runner', () => {
  afterEach(clearFaults);

  it('records what it receives, and its fault switches work', async () => {
    const after = await lastEventId();
    await fetch('/tr/?ref_=test&pt=home&spt=main&ht=pageHit', { credentials: 'same-origin' });
    const [beacon] = await receivedEvents('beacon', after);
    expect(beacon?.query).to.include({ ref_: 'test', ht: 'pageHit' });

    await setFault({ endpoint: 'tr', status: 503 });
    const res = await fetch('/tr/?ht=pageHit');
    expect(res.status).to.equal(503);
  });
});
