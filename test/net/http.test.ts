import { expect } from '@open-wc/testing';
import { request, requestJson } from '../../src/net/http';
import { HttpError } from '../../src/net/httpErrors';
import { clearFaults, setFault } from '../helpers/backend';

async function rejection(promise: Promise<unknown>): Promise<HttpError> {
  try {
    await promise;
  } catch (error) {
    expect(error).to.be.instanceOf(HttpError);
    return error as HttpError;
  }
  throw new Error('expected the request to fail');
}

const WEBLAB = '/api/_ajax/weblab/';
const weblabCall = { method: 'POST', credentials: 'same-origin', headers: { 'content-type': 'application/json' }, body: '{"weblabs":[]}' } as const;

describe('HTTP client (spec §8)', () => {
  afterEach(clearFaults);

  it('resolves with the answer of a 2xx', async () => {
    const answer = await requestJson<Record<string, unknown>>(WEBLAB, weblabCall);
    expect(answer).to.be.an('object');
  });

  it('[NET-01] rejects a non-2xx with "Request failed with status code N"', async () => {
    await setFault({ endpoint: 'weblab', status: 503 });
    const error = await rejection(request(WEBLAB, weblabCall));
    expect(error.message).to.equal('Request failed with status code 503');
    expect(error.kind).to.equal('status');
    expect(error.status).to.equal(503);
  });

  it('[NET-02] tells a network error apart', async () => {
    await setFault({ endpoint: 'weblab', drop: true });
    const error = await rejection(request(WEBLAB, weblabCall));
    expect(error.kind).to.equal('network');
    expect(error.message).to.equal('Network Error');
  });

  it('[NET-02] tells an abort apart', async () => {
    await setFault({ endpoint: 'weblab', latency: 500 });
    const controller = new AbortController();
    const pending = request(WEBLAB, { ...weblabCall, signal: controller.signal });
    controller.abort();
    const error = await rejection(pending);
    expect(error.kind).to.equal('aborted');
    expect(error.message).to.equal('Request aborted');
  });

  it('[NET-02] tells a timeout apart, and waits for ever by default', async () => {
    await setFault({ endpoint: 'weblab', latency: 300 });
    const error = await rejection(request(WEBLAB, { ...weblabCall, timeout: 50 }));
    expect(error.kind).to.equal('timeout');
    expect(error.message).to.equal('timeout of 50ms exceeded');
    const slow = await request(WEBLAB, weblabCall);
    expect(slow.status).to.equal(200);
  });

  it('rejects an answer that is not JSON where JSON is expected', async () => {
    await setFault({ endpoint: 'weblab', garbage: true });
    const error = await rejection(requestJson(WEBLAB, weblabCall));
    expect(error.kind).to.equal('body');
  });
});
