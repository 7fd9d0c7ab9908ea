import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import {
  createLoggingClient,
  DependencyException,
  InvalidRequestException,
  LoggingServiceError,
  NAMESPACE,
  OutputTypeMismatchError,
} from '../../src/logging';
import { clearFaults, setFault } from '../helpers/backend';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const metric = { name: 'nav-signin-coachmark', value: 1, unit: 'Count' } as const;
const metrics = { clientName: 'IMDbNext', metrics: [metric] };

/** The error a call rejects with, checked to be exactly of class `type`, and its parsed message. */
async function rejection(promise: Promise<unknown>, type: typeof LoggingServiceError) {
  try {
    await promise;
  } catch (error) {
    expect(error).to.be.instanceOf(LoggingServiceError);
    const failure = error as LoggingServiceError;
    expect(failure.constructor).to.equal(type);
    expect(failure.name).to.equal(type.name);
    const message = JSON.parse(failure.message) as { requestId: string | null; data: unknown };
    expect(Object.keys(message)).to.deep.equal(['requestId', 'data']);
    return { error: failure, message };
  }
  throw new Error('expected the call to fail');
}

/** A fetch that answers like the service, for the answers the reference backend cannot be made to give. */
function answering(status: number, body: unknown, requestId = 'req-123'): typeof fetch {
  return () =>
    Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', 'x-amzn-requestid': requestId } }));
}

describe('logging service client: the failures (spec §8)', () => {
  afterEach(async () => {
    sinon.restore();
    await clearFaults();
  });

  it('[LOG-06] HTTP 400 (a real bad request) raises InvalidRequestException with requestId and the data', async () => {
    const client = createLoggingClient({ stage: 'prod' });
    const { message } = await rejection(client.postMetricData({ clientName: 'IMDbNext', metrics: [] }), InvalidRequestException);
    expect(message.requestId).to.match(UUID);
    expect(message.data).to.deep.equal({
      Output: { __type: `${NAMESPACE}InvalidRequestException`, message: 'metrics must be an array of 1 to 100 metrics' },
    });
  });

  it('[LOG-06] HTTP 500 raises the generic LoggingServiceError', async () => {
    await setFault({ endpoint: 'logging', status: 500 });
    const client = createLoggingClient({ stage: 'prod' });
    const { message } = await rejection(client.recordBusinessMetrics({ hitType: 'pageHit' }), LoggingServiceError);
    expect(message).to.deep.equal({ requestId: null, data: { error: 'fault injected: status 500' } });
  });

  it('[LOG-06] another status from the service itself (404) is generic too, and keeps its requestId', async () => {
    const client = createLoggingClient({ stage: 'prod', hosts: { prod: { public: '/logging/nowhere/', internal: '/logging/nowhere/' } } });
    const { error, message } = await rejection(client.postMetricData(metrics), LoggingServiceError);
    expect(message.requestId).to.match(UUID);
    expect(error.requestId).to.equal(message.requestId);
    expect(message.data).to.have.nested.property('Output.__type', `${NAMESPACE}InvalidRequestException`);
  });

  it('[LOG-06] a body that is not JSON raises the generic error with the text as data', async () => {
    await setFault({ endpoint: 'logging', garbage: true });
    const client = createLoggingClient({ stage: 'prod' });
    const { message } = await rejection(client.postMetricData(metrics), LoggingServiceError);
    expect(message).to.deep.equal({ requestId: null, data: '<html>this is not JSON</html>' });
  });

  it('[LOG-06] a dropped connection raises the generic error with requestId null', async () => {
    await setFault({ endpoint: 'logging', drop: true });
    const client = createLoggingClient({ stage: 'prod' });
    const { error, message } = await rejection(client.recordBusinessMetrics({ hitType: 'pageHit' }), LoggingServiceError);
    expect(message.requestId).to.equal(null);
    // The browser's own words for a network error ('Failed to fetch' in Chromium, 'NetworkError when
    // attempting to fetch resource.' in Firefox, 'Load failed' in WebKit).
    expect(error.cause).to.be.instanceOf(TypeError);
    expect(message.data).to.equal((error.cause as TypeError).message);
  });

  // The reference backend answers DependencyException only when its own storage fails, which no
  // fault switch can cause; so this answer comes from a fetch that plays the service.
  it('[LOG-05] an Output of the DependencyException type raises DependencyException', async () => {
    const body = { Output: { __type: `${NAMESPACE}DependencyException`, message: 'the metric store is unavailable' } };
    const client = createLoggingClient({ stage: 'prod', fetch: answering(500, body) });
    const { message } = await rejection(client.postMetricData(metrics), DependencyException);
    expect(message).to.deep.equal({ requestId: 'req-123', data: body });
    const ok = createLoggingClient({ stage: 'prod', fetch: answering(200, body) });
    await rejection(ok.recordBusinessMetrics({}), DependencyException);
  });

  it('[LOG-05] any other Output type, or none, raises the mismatch error', async () => {
    const other = { Output: { __type: `${NAMESPACE}RecordBusinessMetricsOutput`, accepted: 1 } };
    const client = createLoggingClient({ stage: 'prod', fetch: answering(200, other) });
    const { message } = await rejection(client.postMetricData(metrics), OutputTypeMismatchError);
    expect(message).to.deep.equal({ requestId: 'req-123', data: other });
    const empty = createLoggingClient({ stage: 'prod', fetch: answering(200, { accepted: 1 }) });
    await rejection(empty.recordBusinessMetrics({}), OutputTypeMismatchError);
  });

  it('lets no uncaught error or unhandled rejection reach the page', async () => {
    const unhandled = sinon.spy();
    const uncaught = sinon.spy();
    window.addEventListener('unhandledrejection', unhandled);
    window.addEventListener('error', uncaught);
    try {
      const client = createLoggingClient({ stage: 'prod' });
      const failures: [Parameters<typeof setFault>[0] | undefined, () => Promise<unknown>][] = [
        [undefined, () => client.postMetricData({ clientName: 'IMDbNext', metrics: [] })],
        [{ endpoint: 'logging', status: 503 }, () => client.recordBusinessMetrics({ hitType: 'pageHit' })],
        [{ endpoint: 'logging', garbage: true }, () => client.postMetricData(metrics)],
        [{ endpoint: 'logging', drop: true }, () => client.postMetricData(metrics)],
      ];
      for (const [fault, call] of failures) {
        if (fault) await setFault(fault);
        await call().catch(() => undefined);
      }
      await createLoggingClient({ stage: 'prod', fetch: answering(200, {}) }).postMetricData(metrics).catch(() => undefined);
      // Unhandled rejections are reported after a macrotask.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(unhandled.called).to.equal(false);
      expect(uncaught.called).to.equal(false);
    } finally {
      window.removeEventListener('unhandledrejection', unhandled);
      window.removeEventListener('error', uncaught);
    }
  });
});
