import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import { MESSAGE_MAX, STACK_MAX } from '../../demo/server/tracking.mjs';
import { startBackend } from './helpers/backend.mjs';

/** @type {import('./helpers/backend.mjs').TestBackend} */
let server;
before(async () => {
  server = await startBackend({ faults: true });
});
beforeEach(() => server.fetch('/__events', { method: 'DELETE' }));
after(() => server.close());

describe('GET /tr/ beacons', () => {
  test('answer 204 and store the query with the cookie names sent', async () => {
    const res = await server.fetch('/tr/?ref_=nv_logo&pt=home&spt=main&const=home&ht=pageHit&pageAction=nv-menu-open&rrid=R1', {
      headers: { cookie: 'session-id=123-1234567-1234567; ci=secret-value' },
    });
    assert.equal(res.status, 204);
    const [event] = await server.events('beacon');
    assert.equal(event?.method, 'GET');
    assert.equal(event?.path, '/tr/');
    assert.deepEqual(event?.query, { ref_: 'nv_logo', pt: 'home', spt: 'main', const: 'home', ht: 'pageHit', pageAction: 'nv-menu-open', rrid: 'R1' });
    assert.equal(event?.headers.cookie, 'session-id; ci', 'names only, never values');
    assert.match(event?.time ?? '', /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  test('refuse an unknown hit type with 400 and store nothing', async () => {
    const res = await server.fetch('/tr/?ht=pageView');
    assert.equal(res.status, 400);
    assert.match(/** @type {{ error: string }} */ (await res.json()).error, /unknown hit type.*pageHit/);
    assert.deepEqual(await server.events('beacon'), []);
  });

  test('accept every hit type of the enumeration', async () => {
    for (const ht of ['pageHit', 'popUp', 'dataOnly', 'actionOnly', 'redirect', 'clickstreamIgnore']) {
      assert.equal((await server.fetch(`/tr/?ht=${ht}`)).status, 204, ht);
    }
  });

  test('a repeated key keeps every value', async () => {
    await server.fetch('/tr/?ref_=a&ref_=b');
    const [event] = await server.events('beacon');
    assert.deepEqual(event?.query.ref_, ['a', 'b']);
  });
});

describe('POST /tr/ metrics', () => {
  test('form-encoded fields answer 204 and are stored', async () => {
    const res = await server.fetch('/tr/', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ref_: 'cb_accept', pt: 'home', spt: 'main', pageAction: 'consumer-consent-banner', ht: 'actionOnly' }).toString(),
    });
    assert.equal(res.status, 204);
    const [event] = await server.events('metric');
    assert.deepEqual(event?.body, { ref_: 'cb_accept', pt: 'home', spt: 'main', pageAction: 'consumer-consent-banner', ht: 'actionOnly' });
    assert.match(event?.summary ?? '', /ht=actionOnly/);
  });

  test('JSON is the wrong content type: 415', async () => {
    const res = await server.postJson('/tr/', { ht: 'actionOnly' });
    assert.equal(res.status, 415);
    assert.match(/** @type {{ error: string }} */ (await res.json()).error, /x-www-form-urlencoded/);
  });

  test('an unknown hit type is 400', async () => {
    const res = await server.fetch('/tr/', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'ht=nope' });
    assert.equal(res.status, 400);
  });

  test('other methods are 405', async () => {
    assert.equal((await server.fetch('/tr/', { method: 'PUT' })).status, 405);
  });
});

describe('POST /api/_ajax/metrics/errors/', () => {
  const report = { pageType: 'home', subPageType: 'main', pageConst: 'home', message: 'boom', stack: 'Error: boom\n    at x' };

  test('stores the report and answers 204', async () => {
    const res = await server.postJson('/api/_ajax/metrics/errors/', report);
    assert.equal(res.status, 204);
    const [event] = await server.events('error-report');
    assert.deepEqual(event?.body, { ...report, truncated: [] });
  });

  test(`keeps at most ${MESSAGE_MAX} characters of message and ${STACK_MAX} of stack, saying so`, async () => {
    await server.postJson('/api/_ajax/metrics/errors/', { ...report, message: 'm'.repeat(1000), stack: 's'.repeat(1000) });
    const [event] = await server.events('error-report');
    const body = /** @type {{ message: string, stack: string, truncated: string[] }} */ (event?.body);
    assert.equal(body.message.length, MESSAGE_MAX);
    assert.equal(body.stack.length, STACK_MAX);
    assert.deepEqual(body.truncated, ['message', 'stack']);
  });

  test('never cuts a character in half', async () => {
    await server.postJson('/api/_ajax/metrics/errors/', { message: `${'m'.repeat(MESSAGE_MAX - 1)}😀` });
    const [event] = await server.events('error-report');
    assert.equal(/** @type {{ message?: string }} */ (event?.body ?? {}).message, 'm'.repeat(MESSAGE_MAX - 1));
  });

  test('bad input answers 4xx with a message', async () => {
    const cases = [
      [{ method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"message":' }, 400, /malformed JSON/],
      [{ method: 'POST', headers: { 'content-type': 'application/json' }, body: '' }, 400, /empty/],
      [{ method: 'POST', headers: { 'content-type': 'application/json' }, body: '[]' }, 400, /object/],
      [{ method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"stack":"x"}' }, 400, /message is required/],
      [{ method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"message":42}' }, 400, /string/],
      [{ method: 'POST', headers: { 'content-type': 'text/plain' }, body: '{"message":"x"}' }, 415, /application\/json/],
      [{ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ message: 'x'.repeat(70_000) }) }, 413, /larger than/],
      [{ method: 'GET' }, 405, /not allowed/],
    ];
    for (const [init, status, reason] of cases) {
      const res = await server.fetch('/api/_ajax/metrics/errors/', /** @type {RequestInit} */ (init));
      assert.equal(res.status, status, JSON.stringify(init).slice(0, 80));
      assert.match(/** @type {{ error: string }} */ (await res.json()).error, /** @type {RegExp} */ (reason));
    }
    assert.deepEqual(await server.events('error-report'), []);
  });

  test('invalid UTF-8 is a 400', async () => {
    const res = await server.raw('/api/_ajax/metrics/errors/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: Buffer.from([0x7b, 0x22, 0xff, 0x22, 0x7d]),
    });
    assert.equal(res.status, 400);
    assert.match(res.text, /UTF-8/);
  });
});
