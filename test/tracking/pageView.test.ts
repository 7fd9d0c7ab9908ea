import { expect, waitUntil } from '@open-wc/testing';
import { consentAsked, consentReceived } from '../../src/consent';
import { sharedSettingsChanged } from '../../src/store';
import { makeStore } from '../../src/store/store';
import { countMetricReported, queryLogged } from '../../src/tracking';
import { pageViewEntry, PLACEHOLDER_SESSION_ID, queryLogEntry } from '../../src/tracking/pageView';
import { lastEventId, receivedEvents, type ReceivedEvent } from '../helpers/backend';
import { withoutBanner } from '../helpers/noBanner';

const facts = {
  pageType: 'title',
  subPageType: 'main',
  pageConst: 'tt0133093',
  requestId: 'REQ1',
  refTag: 'nv_home',
  pageAction: 'title-main',
  siteVariant: 'next',
  countryOfResidence: 'de',
  marketplaceId: 'M1',
  locale: 'de-DE',
  isLoggedIn: true,
  service: 'legacy',
  weblabs: { MARQUEE_A: 'T1' },
  sessionId: undefined,
  startTimeMillis: 1700000000000,
  location: { pathname: '/title/tt0133093/', search: '?ref_=x', hostname: 'www.example.com' },
  referrer: 'https://search.example/',
  userAgent: 'Test/1.0',
};

async function loggingCalls(after: number, path: string): Promise<ReceivedEvent[]> {
  return (await receivedEvents('logging', after)).filter((e) => e.path.startsWith(path));
}

// The entry and the store by hand; test/tracking/pageViewLog.test.ts logs a real page's view.
describe('page-view and query logging (spec §3, §7, §9)', () => {
  it('builds the page-view entry with the spec constants and the placeholder session id', () => {
    const entry = pageViewEntry(facts);
    expect(entry).to.include({
      clientName: 'IMDbNext',
      pageAssemblyType: 'main',
      statusCode: 200,
      sessionId: PLACEHOLDER_SESSION_ID,
      hitType: 'pageHit',
      pageType: 'title',
      subPageType: 'main',
      pageConst: 'tt0133093',
      language: 'de-DE',
      pathInfo: '/title/tt0133093/',
      httpReferer: 'https://search.example/',
      userAgent: 'Test/1.0',
      isNewUser: true,
      refTag: 'nv_home',
      pageAction: 'title-main',
      siteVariant: 'next',
      countryOfResidence: 'DE',
      marketplaceId: 'M1',
    });
    expect(entry.weblabs).to.deep.equal({ MARQUEE_A: 'T1' });
    expect(pageViewEntry({ ...facts, sessionId: '123-4567890-1234567' }).sessionId).to.equal('123-4567890-1234567');
  });

  it('logs one page view per page through RecordBusinessMetrics', async () => {
    const after = await lastEventId();
    const store = makeStore();
    store.dispatch(sharedSettingsChanged({ source: 'header', settings: { pageType: 'name', pageConst: 'nm0000001', locale: 'he-IL', noConsentBanner: true } }));
    store.dispatch(sharedSettingsChanged({ source: 'footer', settings: { siteName: 'x' } }));
    await waitUntil(async () => (await loggingCalls(after, '/logging/tr')).length > 0);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const calls = await loggingCalls(after, '/logging/tr');
    expect(calls).to.have.length(1);
    expect(calls[0]?.headers['x-imdb-client-name']).to.equal('IMDbNext');
    expect(calls[0]?.query).to.include({ ht: 'pageHit', pat: 'main', sc: '200', pt: 'name', pc: 'nm0000001', lang: 'he-IL', pi: location.pathname });
  });

  it('logs no page view when the visitor declined', async () => {
    const after = await lastEventId();
    const store = makeStore();
    store.dispatch(consentAsked());
    store.dispatch(sharedSettingsChanged({ source: 'header', settings: { pageType: 'refused' } }));
    store.dispatch(consentReceived([{ id: '755', allow: false }]));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await loggingCalls(after, '/logging/tr')).to.deep.equal([]);
  });

  it('sends count metrics through PostMetricData', async () => {
    const after = await lastEventId();
    withoutBanner(makeStore()).dispatch(countMetricReported({ name: 'nav-signin-coachmark' }));
    await waitUntil(async () => (await loggingCalls(after, '/logging/ops')).length === 1);
    const [call] = await loggingCalls(after, '/logging/ops');
    const body = call?.body as { operation: string; input: { metrics: { name: string; value: number; unit: string }[] } };
    expect(body.operation).to.equal('PostMetricData');
    expect(body.input.metrics).to.deep.equal([{ name: 'nav-signin-coachmark', value: 1, unit: 'Count' }]);
  });

  it('keeps at most 2000 characters of a logged query', async () => {
    const entry = queryLogEntry('q'.repeat(2500), { pageType: 'home', subPageType: 'main' });
    expect(entry.additionalRequestData?.navQuery).to.have.length(2000);
    const after = await lastEventId();
    withoutBanner(makeStore()).dispatch(queryLogged({ navQuery: 'the matrix' }));
    const queryLogs = async () => (await loggingCalls(after, '/logging/tr')).filter((call) => JSON.stringify(call).includes('the matrix'));
    await waitUntil(async () => (await queryLogs()).length === 1);
  });
});
