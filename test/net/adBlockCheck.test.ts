import { expect, waitUntil } from '@open-wc/testing';
import sinon from 'sinon';
import { selectAdBlockStatus } from '../../src/net';
import { sharedSettingsChanged } from '../../src/store';
import { makeStore } from '../../src/store/store';
import { lastEventId, receivedEvents } from '../helpers/backend';

describe('ad-blocker check (spec §7)', () => {
  afterEach(() => {
    sinon.restore();
  });

  it('[NET-04] is off until a bait file is named', async () => {
    const fetch = sinon.spy(globalThis, 'fetch');
    const store = makeStore();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(selectAdBlockStatus(store.getState())).to.equal('unchecked');
    expect(fetch.called).to.equal(false);
  });

  it('[NET-04] fetches the bait file and keeps the result', async () => {
    const store = makeStore();
    store.dispatch(sharedSettingsChanged({ source: 'page', settings: { adBlockBaitUrl: '/test/helpers/shadow.ts' } }));
    await waitUntil(() => selectAdBlockStatus(store.getState()) === 'not-blocked');
  });

  it('[NET-04] a failed bait fetch changes nothing else: no log, no report', async () => {
    const error = sinon.spy(console, 'error');
    const after = await lastEventId();
    const store = makeStore();
    const initial = store.getState();
    // Nothing listens on port 9 here: the fetch fails as a blocker would make it fail.
    store.dispatch(sharedSettingsChanged({ source: 'page', settings: { adBlockBaitUrl: 'http://127.0.0.1:9/ads.js' } }));
    await waitUntil(() => selectAdBlockStatus(store.getState()) === 'blocked');
    const checked = store.getState();
    expect({ ...checked, adBlock: initial.adBlock, endpoints: initial.endpoints }).to.deep.equal(initial);
    expect(error.called).to.equal(false);
    expect(await receivedEvents('error-report', after)).to.deep.equal([]);
  });
});
