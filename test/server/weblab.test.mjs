import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { PROMPT_ID } from '../../demo/server/graph.mjs';
import { assign, loadExperiments } from '../../demo/server/weblab.mjs';
import { startBackend } from './helpers/backend.mjs';

/** @type {import('./helpers/backend.mjs').TestBackend} */
let server;
before(async () => {
  server = await startBackend({ faults: true });
});
after(() => server.close());

const PATH = '/api/_ajax/weblab/';
const known = 'MARQUEE_FOOTER_APP_BUTTON';

/** @param {Response} res */
const json = async (res) => /** @type {Record<string, Record<string, boolean>>} */ (await res.json());

describe('POST /api/_ajax/weblab/', () => {
  test('answers a treatment map per experiment, exactly one treatment active', async () => {
    const res = await server.postJson(PATH, { weblabs: [known, 'MARQUEE_USER_MENU_LABELS'] });
    assert.equal(res.status, 200);
    const answer = await json(res);
    assert.deepEqual(Object.keys(answer), [known, 'MARQUEE_USER_MENU_LABELS']);
    assert.deepEqual(Object.keys(answer[known] ?? {}), ['C', 'T1', 'T2']);
    assert.equal(Object.values(answer[known] ?? {}).filter(Boolean).length, 1);
  });

  test('sets a session-id cookie when there is none, readable by page script', async () => {
    const res = await server.postJson(PATH, { weblabs: [known] });
    const cookie = res.headers.get('set-cookie') ?? '';
    assert.match(cookie, /^session-id=\d{3}-\d{7}-\d{7}; Path=\/; SameSite=Lax$/);
    assert.doesNotMatch(cookie, /HttpOnly/);
  });

  test('a session id the server never issued is replaced, not adopted', async () => {
    const res = await server.postJson(PATH, { weblabs: [known] }, { cookie: 'session-id=555-1234567-7654321' });
    const issued = /^session-id=([\d-]+);/.exec(res.headers.get('set-cookie') ?? '')?.[1];
    assert.ok(issued);
    assert.notEqual(issued, '555-1234567-7654321');
  });

  test('is stable for a session and does not reset its cookie', async () => {
    const { cookie } = await server.session();
    const first = await server.postJson(PATH, { weblabs: [known] }, { cookie });
    const second = await server.postJson(PATH, { weblabs: [known] }, { cookie });
    assert.deepEqual(await json(first), await json(second));
    assert.equal(second.headers.get('set-cookie'), null);
  });

  test('spreads sessions over the treatments', () => {
    const experiment = { id: 'X', treatments: { C: 50, T1: 50 } };
    const seen = new Set();
    for (let i = 0; i < 200; i++) {
      const map = assign(experiment, `000-0000000-${String(i).padStart(7, '0')}`);
      seen.add(Object.keys(map).find((t) => map[t]));
    }
    assert.deepEqual([...seen].sort(), ['C', 'T1']);
    const zeroWeight = { id: 'Y', treatments: { C: 0, T1: 1 } };
    assert.deepEqual(assign(zeroWeight, '000-0000000-0000000'), { C: false, T1: true });
  });

  test('an unknown experiment answers control only', async () => {
    const answer = await json(await server.postJson(PATH, { weblabs: ['NOT_RUNNING', '__proto__'] }));
    assert.deepEqual(answer.NOT_RUNNING, { C: true });
    assert.ok(Object.hasOwn(answer, '__proto__'));
  });

  test('records the request and the answer; once the session accepted, with its id', async () => {
    const session = await server.session();
    const accept = 'mutation R($p: ID!) { respondToPrivacyPrompt(promptId: $p, action: AcceptAll) { directives { vendors { allow } } } }';
    assert.equal((await server.postJson('/graphql', { query: accept, variables: { p: PROMPT_ID } }, { cookie: session.cookie })).status, 200);
    await server.fetch('/__events', { method: 'DELETE' });
    const answer = await json(await server.postJson(PATH, { weblabs: [known] }, { cookie: session.cookie }));
    const event = (await server.events('weblab')).at(-1);
    assert.deepEqual(event?.body, { weblabs: [known], sessionId: session.id });
    assert.deepEqual(event?.response, answer);
  });

  test('bad input is a 4xx', async () => {
    for (const body of [{}, { weblabs: 'X' }, { weblabs: [1] }, { weblabs: [''] }, { weblabs: ['x'.repeat(129)] }, { weblabs: Array(51).fill('X') }]) {
      const res = await server.postJson(PATH, body);
      assert.equal(res.status, 400, JSON.stringify(body).slice(0, 60));
      assert.ok(/** @type {{ error: string }} */ (await res.json()).error);
    }
    assert.equal((await server.fetch(PATH)).status, 405);
    assert.equal((await server.fetch(PATH, { method: 'POST', body: '{"weblabs":[]}', headers: { 'content-type': 'text/plain' } })).status, 415);
  });
});

describe('experiments.json', () => {
  test('the shipped config loads', () => {
    const experiments = loadExperiments(new URL('../../demo/server/experiments.json', import.meta.url));
    assert.ok(experiments.size >= 3);
    for (const experiment of experiments.values()) assert.ok('C' in experiment.treatments);
  });

  test('a broken config fails loudly at start', () => {
    const dir = mkdtempSync(join(tmpdir(), 'marquee-weblab-'));
    const file = join(dir, 'experiments.json');
    for (const config of [{}, { experiments: [{ id: 'X', treatments: { T1: 1 } }] }, { experiments: [{ id: 'X', treatments: { C: -1 } }] }, { experiments: [{ treatments: { C: 1 } }] }]) {
      writeFileSync(file, JSON.stringify(config));
      assert.throws(() => loadExperiments(file), JSON.stringify(config));
    }
  });
});
