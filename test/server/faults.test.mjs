import assert from 'node:assert/strict';
import { after, afterEach, before, describe, test } from 'node:test';
import { GARBAGE_BODY } from '../../demo/server/faults.mjs';
import { startBackend } from './helpers/backend.mjs';

describe('without faults: true', () => {
  /** @type {import('./helpers/backend.mjs').TestBackend} */
  let server;
  before(async () => {
    server = await startBackend();
  });
  after(() => server.close());

  test('the switches and the test event log do not exist', async () => {
    for (const [path, method] of [['/__faults', 'POST'], ['/__faults', 'DELETE'], ['/__faults', 'GET'], ['/__events', 'GET'], ['/__events', 'DELETE']]) {
      const res = await server.fetch(String(path), { method, headers: { 'content-type': 'application/json' }, body: method === 'POST' ? '{"endpoint":"tr","status":500}' : undefined });
      assert.equal(res.headers.get('x-unanswered'), '1', `${method} ${path} is left to the caller (404 there)`);
    }
    assert.equal((await server.fetch('/tr/?ht=pageHit')).status, 204, 'endpoints work as normal');
  });
});

describe('with faults: true', () => {
  /** @type {import('./helpers/backend.mjs').TestBackend} */
  let server;
  before(async () => {
    server = await startBackend({ faults: true });
  });
  afterEach(() => server.fetch('/__faults', { method: 'DELETE' }));
  after(() => server.close());

  /** @param {Record<string, unknown>} fault */
  const setFault = async (fault) => {
    const res = await server.postJson('/__faults', fault);
    assert.equal(res.status, 200, JSON.stringify(fault));
    return /** @type {{ faults: Record<string, unknown> }} */ (await res.json());
  };

  const requests = {
    suggestion: () => server.fetch('/suggestion/s/s.json'),
    tr: () => server.fetch('/tr/?ht=pageHit'),
    errors: () => server.postJson('/api/_ajax/metrics/errors/', { message: 'x' }),
    weblab: () => server.postJson('/api/_ajax/weblab/', { weblabs: ['X'] }),
    graphql: () => server.postJson('/graphql', { query: '{ __typename }' }),
    logging: () => server.postJson('/logging/ops', { Input: { clientName: 'x', metrics: [{ name: 'm', value: 1 }] } }),
  };

  test('status: every endpoint answers the injected status, and the request is still logged', async () => {
    for (const [endpoint, send] of Object.entries(requests)) {
      await setFault({ endpoint, status: 503 });
      const res = await send();
      assert.equal(res.status, 503, endpoint);
      assert.match(/** @type {{ error: string }} */ (await res.json()).error, /fault injected/);
    }
    const faults = await server.events('fault');
    assert.deepEqual(faults.map((e) => /** @type {{ endpoint: string }} */ (e.body).endpoint), Object.keys(requests));
  });

  test('a switch touches only its endpoint, and DELETE clears every switch', async () => {
    await setFault({ endpoint: 'tr', status: 500 });
    assert.equal((await requests.weblab()).status, 200);
    assert.equal((await requests.tr()).status, 500);
    assert.equal((await server.fetch('/__faults', { method: 'DELETE' })).status, 204);
    assert.equal((await requests.tr()).status, 204);
  });

  test('latency delays, then the endpoint answers normally', async () => {
    await setFault({ endpoint: 'suggestion', latency: 150 });
    const started = performance.now();
    const res = await requests.suggestion();
    assert.equal(res.status, 200);
    assert.ok(performance.now() - started >= 140);
  });

  test('garbage answers 200 with a body that is not JSON', async () => {
    await setFault({ endpoint: 'graphql', garbage: true });
    const res = await requests.graphql();
    assert.equal(res.status, 200);
    const text = await res.text();
    assert.equal(text, GARBAGE_BODY);
    assert.ok(!text.startsWith('{'));
    assert.throws(() => JSON.parse(text));
  });

  test('drop closes the connection without an answer, and the server lives on', async () => {
    await setFault({ endpoint: 'weblab', drop: true });
    await assert.rejects(requests.weblab());
    await server.fetch('/__faults', { method: 'DELETE' });
    assert.equal((await requests.weblab()).status, 200);
  });

  test('GET /__faults lists the switches; a new POST replaces an endpoint\'s switch', async () => {
    await setFault({ endpoint: 'tr', status: 500 });
    const { faults } = await setFault({ endpoint: 'tr', latency: 10 });
    assert.deepEqual(faults, { tr: { latency: 10 } });
    const listed = /** @type {{ faults: object }} */ (await (await server.fetch('/__faults')).json());
    assert.deepEqual(listed.faults, { tr: { latency: 10 } });
  });

  test('bad switches are 400', async () => {
    for (const fault of [{}, { endpoint: 'nope', status: 500 }, { endpoint: 'tr', status: 99 }, { endpoint: 'tr', latency: -1 }, { endpoint: 'tr', latency: 'x' }, { endpoint: 'tr', drop: 'yes' }, { endpoint: 'tr', wat: 1 }]) {
      const res = await server.postJson('/__faults', fault);
      assert.equal(res.status, 400, JSON.stringify(fault));
    }
    assert.equal((await server.fetch('/__faults', { method: 'PUT' })).status, 405);
  });
});
