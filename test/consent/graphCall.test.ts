import { expect, waitUntil } from '@open-wc/testing';
import { bannerSettingsChanged, bannerSlice, type BannerSettings } from '../../src/consent/bannerSlice';
import { CLIENT_NAMES } from '../../src/consent/consentConstants';
import { sharedSettingsChanged, type AppStore } from '../../src/store';
import { makeStore } from '../../src/store/store';
import { lastEventId, receivedEvents, setFault } from '../helpers/backend';
import { freshVisitor, waitForGraphCalls } from './consentKit';

const { bannerConnected } = bannerSlice.actions;
const defaults: BannerSettings = { clientVariant: 'desktop', geoOverrideSecret: '', graphTimeout: 2000 };

/** A store whose banner just connected, so its listeners ask the graph. */
function connect(settings: Partial<BannerSettings> = {}, page: Record<string, unknown> = {}): AppStore {
  const store = makeStore();
  store.dispatch(sharedSettingsChanged({ source: 'test', settings: page }));
  store.dispatch(bannerSettingsChanged({ ...defaults, ...settings }));
  store.dispatch(bannerConnected());
  return store;
}

async function errorReports(after: number): Promise<string[]> {
  const events = await receivedEvents('error-report', after);
  return events.map((e) => (e.body as { message: string }).message);
}

describe('the consent graph call (spec §7)', () => {
  afterEach(freshVisitor);

  it('[CNS-01] [CNS-08] asks PrivacyPrompt CONSENT_PRIMARY with credentials, JSON and the desktop client name', async () => {
    document.cookie = 'session-id=123-1234567-1234567; Path=/';
    const after = await lastEventId();
    connect();
    const [call] = await waitForGraphCalls(after, 1);
    const body = call?.body as { query: string; variables: unknown };
    expect(body.query).to.match(/query PrivacyPrompt/).and.match(/privacyPrompt\(type: CONSENT_PRIMARY\)/).and.match(/privacyDirectives/);
    expect(body.variables).to.deep.equal({});
    expect(call?.headers['content-type']).to.equal('application/json');
    expect(call?.headers['x-imdb-client-name']).to.equal('imdb-web-next-desktop-ConsentBanner');
    // Cookies went along (the backend keeps only their names): credentials are included.
    expect(call?.headers.cookie).to.contain('session-id');
  });

  it('[CNS-08] sends the mobile client name for the mobile variant', async () => {
    const after = await lastEventId();
    connect({ clientVariant: 'mobile' });
    const [call] = await waitForGraphCalls(after, 1);
    expect(call?.headers['x-imdb-client-name']).to.equal(CLIENT_NAMES.mobile);
  });

  it('[CNS-09] sends the session-id header only when the session-id cookie exists', async () => {
    let after = await lastEventId();
    connect();
    const [first] = await waitForGraphCalls(after, 1);
    expect(first?.headers).not.to.have.property('x-imdb-session-id');

    document.cookie = 'session-id=555-5555555-5555555; Path=/';
    after = await lastEventId();
    connect();
    const [second] = await waitForGraphCalls(after, 1);
    // Sent; the backend keeps that it came, not its value, before the session has accepted (issue 71).
    expect(second?.headers['x-imdb-session-id']).to.equal('[not stored before consent]');
  });

  it('[CNS-10] sends the geo-override headers on a non-production page with the cookie and a secret', async () => {
    document.cookie = 'detect-country=us; Path=/';
    const after = await lastEventId();
    connect({ geoOverrideSecret: 'test-secret' }, { loggingStage: 'gamma' });
    const [call] = await waitForGraphCalls(after, 1);
    expect(call?.headers['x-imdb-detect-country']).to.equal('US');
    expect(call?.headers['x-imdb-geo-override-secret']).to.equal('[redacted]');
    // The backend honoured them: outside the consent countries the prompt is not shown.
    expect(call?.summary).to.contain('show=false');
  });

  it('[CNS-10] sends no geo-override headers in production, without the cookie, or without a secret', async () => {
    const cases: [string | undefined, string, string][] = [
      ['us', 'test-secret', 'prod'],
      [undefined, 'test-secret', 'beta'],
      ['us', '', 'beta'],
    ];
    for (const [country, secret, stage] of cases) {
      document.cookie = country ? `detect-country=${country}; Path=/` : 'detect-country=; Path=/; Max-Age=0';
      const after = await lastEventId();
      connect({ geoOverrideSecret: secret }, { loggingStage: stage });
      const [call] = await waitForGraphCalls(after, 1);
      expect(call?.headers, `${String(country)} ${secret} ${stage}`).not.to.have.property('x-imdb-detect-country');
      expect(call?.headers).not.to.have.property('x-imdb-geo-override-secret');
    }
  });

  it('[CNS-11] uses the dev endpoint on beta pages and the production endpoint elsewhere', async () => {
    const endpoints = { graphEndpoint: '/graphql?host=prod', graphDevEndpoint: '/graphql?host=dev' };
    for (const [stage, host] of [['beta', 'dev'], ['gamma', 'prod'], ['prod', 'prod']] as const) {
      const after = await lastEventId();
      connect({}, { ...endpoints, loggingStage: stage });
      const [call] = await waitForGraphCalls(after, 1);
      expect(call?.query, stage).to.deep.equal({ host });
    }
  });
});

// The store by hand; test/consent/bannerFailures.test.ts fails the real element's calls and carries CNS-12.
describe('a failed consent graph call (spec §8)', () => {
  afterEach(freshVisitor);

  const failures: [string, Parameters<typeof setFault>[0], string][] = [
    ['a 500', { endpoint: 'graphql', status: 500 }, 'queryGraph call in IMDbConsentBanner failed: 500 Internal Server Error'],
    ['a 429', { endpoint: 'graphql', status: 429 }, 'queryGraph call in IMDbConsentBanner failed: 429 Too Many Requests'],
    ['no answer', { endpoint: 'graphql', drop: true }, 'queryGraph call in IMDbConsentBanner failed: 0 Network Error'],
    ['a timeout', { endpoint: 'graphql', latency: 1000 }, 'queryGraph call in IMDbConsentBanner failed: 504 Gateway Timeout'],
  ];
  for (const [name, fault, message] of failures) {
    it(`reports ${name} as '${message}' and shows nothing`, async () => {
      await setFault(fault);
      const after = await lastEventId();
      const store = connect({ graphTimeout: 300 });
      await waitUntil(async () => (await errorReports(after)).length > 0, 'no error report', { timeout: 3000 });
      expect(await errorReports(after)).to.deep.equal([message]);
      expect(store.getState().consentBanner.status).to.equal('hidden');
      expect(store.getState().consent.vendors, 'consent stays unknown').to.equal(null);
    });
  }

  it('parses only a body starting with {: a 200 of garbage is a failed call', async () => {
    await setFault({ endpoint: 'graphql', garbage: true });
    const after = await lastEventId();
    const store = connect();
    await waitUntil(async () => (await errorReports(after)).length > 0, 'no error report', { timeout: 3000 });
    expect(await errorReports(after)).to.deep.equal(['queryGraph call in IMDbConsentBanner failed: the answer held no usable data']);
    expect(store.getState().consentBanner.status).to.equal('hidden');
  });
});
