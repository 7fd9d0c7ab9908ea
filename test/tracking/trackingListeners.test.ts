import { expect, waitUntil } from '@open-wc/testing';
import sinon from 'sinon';
import { consentAsked, consentReceived } from '../../src/consent';
import { sharedSettingsChanged } from '../../src/store';
import { makeStore } from '../../src/store/store';
import { errorReported, pageActionReported } from '../../src/tracking';
import { clearFaults, lastEventId, receivedEvents, setFault } from '../helpers/backend';

const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

describe('the analytics helper (spec §7)', () => {
  afterEach(async () => {
    sinon.restore();
    await clearFaults();
  });

  it('[TRK-08] sends every page action as a metric with the page the host described', async () => {
    const store = makeStore();
    store.dispatch(sharedSettingsChanged({ source: 'host', settings: { pageType: 'title', subPageType: 'cast', pageConst: 'tt1' } }));
    const after = await lastEventId();
    store.dispatch(pageActionReported({ pageAction: 'nv-menu-open', refTag: 'nv_menu' }));
    await waitUntil(async () => (await receivedEvents('metric', after)).length === 1);
    const [metric] = await receivedEvents('metric', after);
    expect(metric?.body).to.include({ pageAction: 'nv-menu-open', ref_: 'nv_menu', pt: 'title', spt: 'cast', ht: 'actionOnly' });
  });

  it('[TRK-02] tracks an external link as an offsite redirect hit too', async () => {
    const store = makeStore();
    const after = await lastEventId();
    store.dispatch(pageActionReported({ pageAction: 'ft-link', refTag: 'ft_pro', type: 'external' }));
    await waitUntil(async () => (await receivedEvents('beacon', after)).length === 1);
    const [beacon] = await receivedEvents('beacon', after);
    expect(beacon?.query).to.include({ pt: 'offsite', spt: 'main', ht: 'redirect', ref_: 'ft_pro' });
  });

  it('[TRK-09] holds tracking while consent is asked and unknown, then sends it once allowed', async () => {
    const store = makeStore();
    store.dispatch(consentAsked());
    const after = await lastEventId();
    store.dispatch(pageActionReported({ pageAction: 'held' }));
    await settle();
    expect(await receivedEvents('metric', after)).to.deep.equal([]);
    store.dispatch(consentReceived([{ id: '755', allow: true }]));
    await waitUntil(async () => (await receivedEvents('metric', after)).length === 1);
  });

  it('[TRK-09] sends nothing once the visitor declined every vendor', async () => {
    const store = makeStore();
    store.dispatch(consentAsked());
    const after = await lastEventId();
    store.dispatch(pageActionReported({ pageAction: 'refused' }));
    store.dispatch(consentReceived([{ id: '50025', allow: false }, { id: '755', allow: false }, { id: '1126', allow: false }]));
    store.dispatch(pageActionReported({ pageAction: 'refused-again' }));
    await settle();
    expect(await receivedEvents('metric', after)).to.deep.equal([]);
  });

  it('[TRK-04] reports a failed metric to the error endpoint without disturbing the page', async () => {
    const unhandled = sinon.spy();
    window.addEventListener('unhandledrejection', unhandled);
    await setFault({ endpoint: 'tr', status: 500 });
    const store = makeStore();
    const after = await lastEventId();
    store.dispatch(pageActionReported({ pageAction: 'fails' }));
    await waitUntil(async () => (await receivedEvents('error-report', after)).length === 1);
    const [report] = await receivedEvents('error-report', after);
    expect(report?.body).to.include({ subPageType: 'metric', message: 'Request failed with status code 500' });
    await settle();
    window.removeEventListener('unhandledrejection', unhandled);
    expect(unhandled.called).to.equal(false);
  });
});

describe('error reports', () => {
  it('[TRK-05] reports an error from any part of the chrome to the error endpoint', async () => {
    const store = makeStore();
    const after = await lastEventId();
    store.dispatch(errorReported({ source: 'consent', message: 'queryGraph call in IMDbConsentBanner failed: 503 Service Unavailable' }));
    await waitUntil(async () => (await receivedEvents('error-report', after)).length === 1);
    const [report] = await receivedEvents('error-report', after);
    expect(report?.body).to.include({ subPageType: 'consent', message: 'queryGraph call in IMDbConsentBanner failed: 503 Service Unavailable' });
  });
});
