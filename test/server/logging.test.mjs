import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import { NAMESPACE, SHORT_KEYS } from '../../demo/server/logging.mjs';
import { startBackend } from './helpers/backend.mjs';

/** @type {import('./helpers/backend.mjs').TestBackend} */
let server;
before(async () => {
  server = await startBackend({ faults: true });
});
beforeEach(() => server.fetch('/__events', { method: 'DELETE' }));
after(() => server.close());

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const metric = { name: 'nav-signin-coachmark', value: 1, unit: 'Count' };

/**
 * @param {string} path
 * @param {unknown} body
 * @param {Record<string, string>} [headers]
 */
async function call(path, body, headers) {
  const res = await server.postJson(path, body, headers);
  const json = /** @type {{ Output: { __type: string, message?: string, accepted?: number } }} */ (await res.json());
  return { res, output: json.Output };
}

describe('PostMetricData', () => {
  test('on the root path and on ops, answers its Output type with a request id', async () => {
    const envelope = { Operation: 'PostMetricData', Service: 'LoggingService', Input: { clientName: 'IMDbNext', metrics: [metric], defaultDimensions: { page: 'home' } } };
    for (const path of ['/logging/', '/logging/ops']) {
      const { res, output } = await call(path, envelope, { 'x-imdb-client-name': 'IMDbNext' });
      assert.equal(res.status, 200, path);
      assert.equal(output.__type, `${NAMESPACE}PostMetricDataOutput`);
      assert.equal(output.accepted, 1);
      assert.match(res.headers.get('x-amzn-requestid') ?? '', UUID);
    }
    const events = await server.events('logging');
    assert.equal(events.length, 2);
    assert.deepEqual(/** @type {{ input: unknown }} */ (events[0]?.body ?? {}).input, envelope.Input);
    assert.equal(events[0]?.headers['x-imdb-client-name'], 'IMDbNext');
  });

  test('on ops the Operation may be left out, but not contradicted', async () => {
    const input = { clientName: 'IMDbNext', metrics: [metric] };
    assert.equal((await call('/logging/ops', { Input: input })).res.status, 200);
    const wrong = await call('/logging/ops', { Operation: 'RecordBusinessMetrics', Input: input });
    assert.equal(wrong.res.status, 400);
    assert.equal(wrong.output.__type, `${NAMESPACE}InvalidRequestException`);
  });

  test('checks its Input', async () => {
    const cases = [
      { clientName: '', metrics: [metric] },
      { clientName: 'x', metrics: [] },
      { clientName: 'x', metrics: [{ name: 'm', value: 'one' }] },
      { clientName: 'x', metrics: [{ name: 'm', value: 1, unit: 'Parsecs' }] },
      { clientName: 'x', metrics: [{ value: 1 }] },
      { clientName: 'x', metrics: Array(101).fill(metric) },
      { clientName: 'x', metrics: [metric], defaultDimensions: { a: 1 } },
      { clientName: 'x', metrics: [metric], surprise: true },
    ];
    for (const Input of cases) {
      const { res, output } = await call('/logging/ops', { Operation: 'PostMetricData', Input });
      assert.equal(res.status, 400, JSON.stringify(Input).slice(0, 80));
      assert.equal(output.__type, `${NAMESPACE}InvalidRequestException`);
      assert.ok(output.message);
    }
    assert.deepEqual(await server.events('logging'), []);
  });
});

describe('RecordBusinessMetrics', () => {
  test('on tr, scalar fields come from the short query keys and are stored by their names', async () => {
    const query = new URLSearchParams({ mid: 'MKT', rid: 'REQ1', sid: '000-0000000-0000000', ht: 'pageHit', pt: 'home', spt: 'main', pat: 'main', sc: '200', pi: '/', w: 'A:C' });
    const { res, output } = await call(`/logging/tr?${query}`, { Input: { metrics: [metric], amabotData: { bot: false } } });
    assert.equal(res.status, 200);
    assert.equal(output.__type, `${NAMESPACE}RecordBusinessMetricsOutput`);
    const [event] = await server.events('logging');
    const body = /** @type {{ operation: string, input: Record<string, unknown> }} */ (event?.body);
    assert.equal(body.operation, 'RecordBusinessMetrics');
    assert.deepEqual(body.input, {
      marketplaceId: 'MKT', requestId: 'REQ1', sessionId: '000-0000000-0000000', hitType: 'pageHit', pageType: 'home',
      subPageType: 'main', pageAssemblyType: 'main', statusCode: '200', pathInfo: '/', weblabs: 'A:C',
      metrics: [metric], amabotData: { bot: false },
    });
  });

  test('every short key of the spec is understood', async () => {
    const query = new URLSearchParams(Object.values(SHORT_KEYS).map((key) => [key, key === 'ht' ? 'pageHit' : key === 'pat' ? 'main' : 'x']));
    assert.equal((await call(`/logging/tr?${query}`, undefined)).res.status, 200);
    const [event] = await server.events('logging');
    assert.deepEqual(Object.keys(/** @type {{ input: object }} */ (event?.body ?? { input: {} }).input).sort(), Object.keys(SHORT_KEYS).sort());
  });

  test('an empty body is fine on tr', async () => {
    const res = await server.fetch('/logging/tr?ht=pageHit', { method: 'POST', headers: { 'content-type': 'application/json' } });
    assert.equal(res.status, 200);
  });

  test('on tr, scalars in the body or unknown query keys are refused', async () => {
    const inBody = await call('/logging/tr?ht=pageHit', { Input: { pageType: 'home' } });
    assert.equal(inBody.res.status, 400);
    assert.match(inBody.output.message ?? '', /query string/);
    const unknownKey = await call('/logging/tr?pageType=home', {});
    assert.equal(unknownKey.res.status, 400);
    assert.match(unknownKey.output.message ?? '', /short keys/);
  });

  test('hit type and page assembly type must be spec values', async () => {
    assert.equal((await call('/logging/tr?ht=view', {})).res.status, 400);
    assert.equal((await call('/logging/tr?pat=full', {})).res.status, 400);
    assert.equal((await call('/logging/', { Operation: 'RecordBusinessMetrics', Input: { hitType: 'nope' } })).res.status, 400);
  });

  test('on the root path the Input carries every field', async () => {
    const { res } = await call('/logging/', { Operation: 'RecordBusinessMetrics', Input: { clientName: 'IMDbNext', hitType: 'pageHit', pageType: 'home', isPublic: true } });
    assert.equal(res.status, 200);
  });
});

describe('bad calls', () => {
  test('an unknown Operation is 400 UnknownOperationException', async () => {
    const { res, output } = await call('/logging/', { Operation: 'DeleteEverything', Input: {} });
    assert.equal(res.status, 400);
    assert.equal(output.__type, `${NAMESPACE}UnknownOperationException`);
  });

  test('transport errors keep the Output shape', async () => {
    const cases = [
      [{ method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' }, 400],
      [{ method: 'POST', headers: { 'content-type': 'application/json' }, body: '[1]' }, 400],
      [{ method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"Input":{}}' }, 400],
      [{ method: 'POST', headers: { 'content-type': 'text/plain' }, body: '{}' }, 415],
      [{ method: 'POST', headers: { 'content-type': 'application/json' }, body: 'x'.repeat(70_000) }, 413],
      [{ method: 'GET' }, 405],
    ];
    for (const [init, status] of cases) {
      const res = await server.fetch('/logging/', /** @type {RequestInit} */ (init));
      assert.equal(res.status, status);
      const json = /** @type {{ Output: { __type: string } }} */ (await res.json());
      assert.equal(json.Output.__type, `${NAMESPACE}InvalidRequestException`);
      assert.match(res.headers.get('x-amzn-requestid') ?? '', UUID);
    }
  });

  test('JSON 1.1 content type is accepted; other paths under /logging/ are 404', async () => {
    const res = await server.fetch('/logging/ops', {
      method: 'POST',
      headers: { 'content-type': 'application/x-amz-json-1.1' },
      body: JSON.stringify({ Input: { clientName: 'x', metrics: [metric] } }),
    });
    assert.equal(res.status, 200);
    assert.equal((await server.postJson('/logging/other', {})).status, 404);
  });
});
