import { expect } from '@open-wc/testing';
import {
  createLoggingClient,
  NAMESPACE,
  SHORT_KEYS,
  type BusinessMetricsRecord,
  type ScalarField,
} from '../../src/logging';
import { lastEventId, receivedEvents, type ReceivedEvent } from '../helpers/backend';

/** The logging event as demo/server/logging.mjs stores it. */
interface LoggingBody {
  operation: string;
  service: string | null;
  input: Record<string, unknown>;
  additionalRequestData: Record<string, string> | null;
}

const urlOf = (input: RequestInfo | URL) => (typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);

/** A fetch that passes every call on to the real one and keeps what it was asked to send. */
function recordingFetch() {
  const calls: { url: string; init: RequestInit }[] = [];
  const spy: typeof fetch = (input, init = {}) => {
    calls.push({ url: urlOf(input), init });
    return fetch(input, init);
  };
  return { spy, calls };
}

async function onlyLoggingEvent(after: number): Promise<ReceivedEvent & { body: LoggingBody }> {
  const events = await receivedEvents('logging', after);
  expect(events).to.have.length(1);
  return events[0] as ReceivedEvent & { body: LoggingBody };
}

const COOKIE = 'marquee-logging-test';
const metric = { name: 'nav-signin-coachmark', value: 1, unit: 'Count' } as const;

/** Every scalar field of spec §3's record, with the query value each should arrive as. */
const scalars: Required<Pick<BusinessMetricsRecord, ScalarField>> = {
  marketplaceId: 'MKT1',
  requestId: 'REQ1',
  sessionId: '000-0000000-0000000',
  customerId: 'CUST1',
  directedCustomerId: 'DCUST1',
  originalClientIP: '203.0.113.7',
  statusCode: 200,
  startTimeMillis: 1700000000000,
  durationMillis: 42,
  hitType: 'pageHit',
  pageType: 'title',
  subPageType: 'main',
  pageConst: 'tt0111161',
  pageSecondaryConst: 'nm0000209',
  pageAction: 'nv-menu-open',
  tabId: 'tab-1',
  refTag: 'nv_sr_1',
  isNewUser: false,
  siteVariant: 'desktop',
  language: 'en-US',
  countryOfResidence: 'US',
  regionOfResidence: 'WA',
  pageAssemblyType: 'main',
  userAgent: 'Mozilla/5.0 (test; a & b)',
  relatedRequestId: 'REQ0',
  pathInfo: '/title/tt0111161/',
  serverName: 'www.example.com',
  httpReferer: 'https://www.example.com/?q=a b',
  queryString: 'ref_=nv_sr_1&x=1',
  weblabs: { EXP_A: 'T1', EXP_B: 'C' },
};

describe('logging service client: the requests (spec §7)', () => {
  beforeEach(() => {
    document.cookie = `${COOKIE}=1; Path=/; SameSite=Lax`;
  });

  afterEach(() => {
    document.cookie = `${COOKIE}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  });

  it('[LOG-03] [LOG-01] PostMetricData: POST {host}ops, the JSON 1.1 envelope, the client-name header, no cookies', async () => {
    const after = await lastEventId();
    const client = createLoggingClient({ stage: 'prod' });
    const input = { clientName: 'IMDbNext', metrics: [metric], defaultDimensions: { page: 'home' } };
    const output = await client.postMetricData(input);
    expect(output).to.deep.equal({ __type: `${NAMESPACE}PostMetricDataOutput`, accepted: 1 });

    const event = await onlyLoggingEvent(after);
    expect(event.method).to.equal('POST');
    expect(event.path).to.equal('/logging/ops');
    expect(event.query).to.deep.equal({});
    expect(event.headers['content-type']).to.equal('application/x-amz-json-1.1');
    expect(event.headers['x-imdb-client-name']).to.equal('IMDbNext');
    expect(event.headers).not.to.have.property('cookie');
    expect(event.body).to.deep.include({ operation: 'PostMetricData', service: 'LoggingService', input, additionalRequestData: null });
  });

  it('[LOG-02] sends the API version 2017-07-25 and the JSON 1.1 content type on every call', async () => {
    const { spy, calls } = recordingFetch();
    const client = createLoggingClient({ stage: 'prod', fetch: spy });
    await client.postMetricData({ clientName: 'IMDbNext', metrics: [metric] });
    await client.recordBusinessMetrics({ hitType: 'pageHit' });
    // The backend keeps only some headers, so this one is checked as sent.
    for (const { init } of calls) {
      expect(init.headers).to.deep.include({ 'content-type': 'application/x-amz-json-1.1', 'x-amz-api-version': '2017-07-25' });
    }
    expect(calls).to.have.length(2);
  });

  it('[LOG-04] RecordBusinessMetrics: every scalar field in the query string under its short key', async () => {
    const after = await lastEventId();
    const client = createLoggingClient({ stage: 'prod' });
    const output = await client.recordBusinessMetrics({ ...scalars, metrics: [metric] });
    expect(output).to.deep.equal({ __type: `${NAMESPACE}RecordBusinessMetricsOutput`, accepted: 1 });

    const event = await onlyLoggingEvent(after);
    expect(event.method).to.equal('POST');
    expect(event.path).to.equal('/logging/tr');
    const expected = Object.fromEntries(
      Object.entries(SHORT_KEYS).map(([field, key]) => {
        const value = scalars[field as ScalarField];
        return [key, typeof value === 'object' ? 'EXP_A:T1,EXP_B:C' : String(value)];
      }),
    );
    expect(event.query).to.deep.equal(expected);
    expect(Object.keys(event.query)).to.have.length(30);
    expect(event.body.operation).to.equal('RecordBusinessMetrics');
  });

  it('[LOG-04] RecordBusinessMetrics: only metrics and amabotData in the body, additionalRequestData beside it, with credentials', async () => {
    const after = await lastEventId();
    const { spy, calls } = recordingFetch();
    const client = createLoggingClient({ stage: 'prod', fetch: spy });
    const amabotData = { score: 0.1 };
    const additionalRequestData = { source: 'test' };
    await client.recordBusinessMetrics({ hitType: 'pageHit', pageType: 'home', metrics: [metric], amabotData, additionalRequestData, cookie: 'x=1', isPublic: true });

    const sent = JSON.parse(calls[0]?.init.body as string) as Record<string, unknown>;
    expect(sent).to.deep.equal({
      Operation: 'RecordBusinessMetrics',
      Service: 'LoggingService',
      Input: { metrics: [metric], amabotData },
      additionalRequestData,
    });
    expect(calls[0]?.init.credentials).to.equal('include');

    const event = await onlyLoggingEvent(after);
    expect(event.query).to.deep.equal({ ht: 'pageHit', pt: 'home' });
    expect(event.headers.cookie).to.include(COOKIE);
    expect(event.body.additionalRequestData).to.deep.equal(additionalRequestData);
    expect(event.body.input).to.deep.equal({ hitType: 'pageHit', pageType: 'home', metrics: [metric], amabotData });
  });

  it('[LOG-01] sends x-imdb-client-name only when a client name is given', async () => {
    const after = await lastEventId();
    await createLoggingClient({ stage: 'prod' }).recordBusinessMetrics({ hitType: 'pageHit' });
    await createLoggingClient({ stage: 'prod', clientName: 'IMDbNext' }).recordBusinessMetrics({ hitType: 'pageHit' });
    await createLoggingClient({ stage: 'prod', clientName: 'IMDbNext' }).recordBusinessMetrics({ hitType: 'pageHit', clientName: 'Partner' });
    const events = await receivedEvents('logging', after);
    expect(events.map((event) => event.headers['x-imdb-client-name'])).to.deep.equal([undefined, 'IMDbNext', 'Partner']);
  });

  it('sends a record with no scalar fields to {host}tr with no query string', async () => {
    const after = await lastEventId();
    await createLoggingClient({ stage: 'prod' }).recordBusinessMetrics({ metrics: [metric] });
    const event = await onlyLoggingEvent(after);
    expect(event.path).to.equal('/logging/tr');
    expect(event.query).to.deep.equal({});
  });

  it('chooses the host by stage and network (internal: for server-side clients), joining paths whatever the trailing slash', async () => {
    const hosts = {
      beta: { public: '/logging', internal: '/beta-internal/' },
      gamma: { public: 'https://gamma.example/log/', internal: 'https://gamma.internal.example/log' },
    };
    const urls: string[] = [];
    const fake: typeof fetch = (input) => {
      urls.push(urlOf(input));
      return Promise.reject(new TypeError('not sent'));
    };
    const calls: [Parameters<typeof createLoggingClient>[0], string][] = [
      [{ stage: 'beta', hosts, fetch: fake }, '/logging/ops'],
      [{ stage: 'beta', network: 'internal', hosts, fetch: fake }, '/beta-internal/ops'],
      [{ stage: 'gamma', hosts, fetch: fake }, 'https://gamma.example/log/ops'],
      [{ stage: 'gamma', network: 'internal', hosts, fetch: fake }, 'https://gamma.internal.example/log/ops'],
      [{ stage: 'prod', network: 'internal', hosts, fetch: fake }, '/logging/ops'],
    ];
    for (const [options] of calls) {
      await createLoggingClient(options).postMetricData({ clientName: 'IMDbNext', metrics: [metric] }).catch(() => undefined);
    }
    expect(urls).to.deep.equal(calls.map(([, url]) => url));

    // And a host without its trailing slash really reaches the service.
    const after = await lastEventId();
    await createLoggingClient({ stage: 'beta', hosts }).postMetricData({ clientName: 'IMDbNext', metrics: [metric] });
    expect((await onlyLoggingEvent(after)).path).to.equal('/logging/ops');
  });
});
