import { expect, waitUntil } from '@open-wc/testing';
import sinon from 'sinon';
import { consentAsked, consentReceived } from '../../src/consent';
import { sharedSettingsChanged } from '../../src/store';
import { makeStore } from '../../src/store/store';
import { errorReported, pageActionReported } from '../../src/tracking';
import { sendErrorReport } from '../../src/tracking/errorReport';
import { MAX_HELD_HITS } from '../../src/tracking/trackingListeners';
import { clearFaults, lastEventId, receivedEvents, setFault } from '../helpers/backend';
import { withoutBanner } from '../helpers/noBanner';

const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

// The store by hand; the tagged tests drive the elements (test/tracking/linkHits.test.ts and others).
describe('the analytics helper (spec §7)', () => {
  afterEach(async () => {
    sinon.restore();
    await clearFaults();
  });

  it('sends every page action as a metric with the page the host described', async () => {
    const store = withoutBanner(makeStore());
    store.dispatch(sharedSettingsChanged({ source: 'host', settings: { pageType: 'title', subPageType: 'cast', pageConst: 'tt1' } }));
    const after = await lastEventId();
    store.dispatch(pageActionReported({ pageAction: 'nv-menu-open', refTag: 'nv_menu' }));
    await waitUntil(async () => (await receivedEvents('metric', after)).length === 1);
    const [metric] = await receivedEvents('metric', after);
    expect(metric?.body).to.include({ pageAction: 'nv-menu-open', ref_: 'nv_menu', pt: 'title', spt: 'cast', ht: 'actionOnly' });
  });

  it('tracks an offsite page action as an offsite redirect hit too, with its page action', async () => {
    const store = withoutBanner(makeStore());
    const after = await lastEventId();
    store.dispatch(pageActionReported({ pageAction: 'ft-social', refTag: 'ft_tt', offsite: true }));
    await waitUntil(async () => (await receivedEvents('beacon', after)).length === 1);
    const [beacon] = await receivedEvents('beacon', after);
    expect(beacon?.query).to.include({ pt: 'offsite', spt: 'main', ht: 'redirect', ref_: 'ft_tt', pageAction: 'ft-social' });
  });

  it('holds tracking while consent is asked and unknown, then sends it once allowed', async () => {
    const store = makeStore();
    store.dispatch(consentAsked());
    const after = await lastEventId();
    store.dispatch(pageActionReported({ pageAction: 'held' }));
    await settle();
    expect(await receivedEvents('metric', after)).to.deep.equal([]);
    store.dispatch(consentReceived([{ id: '755', allow: true }]));
    await waitUntil(async () => (await receivedEvents('metric', after)).length === 1);
  });

  it('holds at most MAX_HELD_HITS hits while consent stays unknown, and drops the rest', async () => {
    const warn = sinon.stub(console, 'warn');
    const store = makeStore();
    const after = await lastEventId();
    for (let i = 0; i < MAX_HELD_HITS + 10; i += 1) store.dispatch(pageActionReported({ pageAction: `held-${String(i)}` }));
    const dropping = () => warn.getCalls().filter((call) => String(call.args[0]).includes('hits are held'));
    await waitUntil(() => dropping().length > 0, 'no warning');
    await settle();
    expect(dropping(), 'one warning, not one per dropped hit').to.have.length(1);
    store.dispatch(consentReceived([{ id: '755', allow: true }]));
    await waitUntil(async () => (await receivedEvents('metric', after)).length === MAX_HELD_HITS, 'the held hits never went out', { timeout: 5000 });
    await settle();
    const sent = (await receivedEvents('metric', after)).map((e) => (e.body as { pageAction: string }).pageAction);
    expect(sent).to.have.length(MAX_HELD_HITS);
    expect(sent, 'the oldest are kept').to.include('held-0').and.not.include(`held-${String(MAX_HELD_HITS)}`);
  });

  it('sends nothing once the visitor declined every vendor', async () => {
    const store = makeStore();
    store.dispatch(consentAsked());
    const after = await lastEventId();
    store.dispatch(pageActionReported({ pageAction: 'refused' }));
    store.dispatch(consentReceived([{ id: '50025', allow: false }, { id: '755', allow: false }, { id: '1126', allow: false }]));
    store.dispatch(pageActionReported({ pageAction: 'refused-again' }));
    await settle();
    expect(await receivedEvents('metric', after)).to.deep.equal([]);
  });

  it('reports a failed metric to the error endpoint without disturbing the page', async () => {
    const unhandled = sinon.spy();
    window.addEventListener('unhandledrejection', unhandled);
    await setFault({ endpoint: 'tr', status: 500 });
    const store = withoutBanner(makeStore());
    const after = await lastEventId();
    store.dispatch(pageActionReported({ pageAction: 'fails' }));
    await waitUntil(async () => (await receivedEvents('error-report', after)).length === 1);
    const [report] = await receivedEvents('error-report', after);
    expect(report?.body).to.include({ pageType: 'chrome', subPageType: 'main', message: 'metric failed: Request failed with status code 500' });
    await settle();
    window.removeEventListener('unhandledrejection', unhandled);
    expect(unhandled.called).to.equal(false);
  });
});

describe('error reports', () => {
  it('reports an error with the page it happened on, not where in the chrome it came from', async () => {
    const store = makeStore();
    store.dispatch(sharedSettingsChanged({ source: 'host', settings: { pageType: 'title', subPageType: 'cast', pageConst: 'tt1' } }));
    const after = await lastEventId();
    store.dispatch(errorReported({ message: 'queryGraph call in IMDbConsentBanner failed: 503 Service Unavailable' }));
    await waitUntil(async () => (await receivedEvents('error-report', after)).length === 1);
    const [report] = await receivedEvents('error-report', after);
    expect(report?.body).to.deep.equal({
      pageType: 'title',
      subPageType: 'cast',
      pageConst: 'tt1',
      message: 'queryGraph call in IMDbConsentBanner failed: 503 Service Unavailable',
      // No stack: a field with nothing in it is left out.
      truncated: [],
    });
  });
});

// Issue 71 (e): error reports went with the page's cookies (its session) and its full address,
// before the visitor had answered; they go whatever the consent, so they carry neither.
describe('error reports carry nothing about the visitor', () => {
  const COOKIE = 'marquee-report-test';
  afterEach(() => {
    document.cookie = `${COOKIE}=; Path=/; Max-Age=0`;
  });

  it('are sent without cookies, and with the origin alone as referrer', async () => {
    const calls: RequestInit[] = [];
    await sendErrorReport(
      (_url, init) => {
        calls.push(init ?? {});
        return Promise.resolve(new Response(null, { status: 204 }));
      },
      '/api/_ajax/metrics/errors/',
      { message: 'boom' },
    );
    expect(calls[0]).to.include({ method: 'POST', credentials: 'omit', referrerPolicy: 'strict-origin' });
  });

  it('reach the backend without the cookies the page has', async () => {
    document.cookie = `${COOKIE}=1; Path=/`;
    const store = makeStore();
    const after = await lastEventId();
    store.dispatch(errorReported({ message: 'without cookies' }));
    await waitUntil(async () => (await receivedEvents('error-report', after)).length === 1);
    const [report] = await receivedEvents('error-report', after);
    // The backend keeps the names of the cookies a request carried: none came.
    expect(report?.headers).to.not.have.property('cookie');
  });
});
