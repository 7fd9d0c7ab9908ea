import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { PROMPT_ID } from '../../demo/server/graph.mjs';
import { startBackend } from './helpers/backend.mjs';

/** @type {import('./helpers/backend.mjs').TestBackend} */
let server;
/** @type {{ id: string, cookie: string }} */
let visitor;
before(async () => {
  server = await startBackend({ faults: true });
  visitor = await server.session();
  const { cookie } = visitor;
  for (const ht of ['pageHit', 'popUp', 'redirect']) await server.fetch(`/tr/?ht=${ht}`, { headers: { cookie } });
  const accept = 'mutation R($p: ID!) { respondToPrivacyPrompt(promptId: $p, action: AcceptAll) { directives { vendors { allow } } } }';
  assert.equal((await server.postJson('/graphql', { query: accept, variables: { p: PROMPT_ID } }, { cookie })).status, 200);
  await server.postJson('/api/_ajax/weblab/', { weblabs: ['X'] }, { cookie });
});
after(() => server.close());

/** @param {string} path @param {string} [cookie] the visitor's unless given */
async function list(path, cookie = visitor.cookie) {
  const res = await server.fetch(path, { headers: { cookie } });
  assert.equal(res.status, 200);
  return /** @type {{ events: import('../../demo/server/db.mjs').StoredEvent[] }} */ (await res.json()).events;
}

test('the stored event shape is explicit', async () => {
  const [event] = await list('/__events?type=beacon');
  assert.deepEqual(Object.keys(event ?? {}).sort(), ['body', 'headers', 'id', 'method', 'path', 'query', 'response', 'summary', 'time', 'type']);
});

test("GET /_demo/events: the visitor's own, newest first, after a cursor", async () => {
  const all = await list('/_demo/events');
  // The experiment call that issued the session (pages issue none) came before consent, so it is
  // nobody's (context.mjs); the one after the visitor accepted is theirs.
  assert.deepEqual(all.map((e) => e.type), ['weblab', 'graphql', 'beacon', 'beacon', 'beacon']);
  assert.ok(all.every((e, i) => i === 0 || (all[i - 1]?.id ?? 0) > e.id));
  const newer = await list(`/_demo/events?after=${all[1]?.id}`);
  assert.deepEqual(newer.map((e) => e.type), ['weblab']);
  assert.equal(all[0]?.summary, 'weblab X:C');
});

test('GET /__events: oldest first, by type', async () => {
  const beacons = await list('/__events?type=beacon');
  assert.deepEqual(beacons.map((e) => e.query.ht), ['pageHit', 'popUp', 'redirect']);
  assert.deepEqual(await list('/__events?type=nothing'), []);
});

test('a bad cursor is a 400; other methods 405', async () => {
  for (const path of ['/_demo/events?after=-1', '/_demo/events?after=x', '/__events?after=1e3']) {
    assert.equal((await server.fetch(path)).status, 400, path);
  }
  assert.equal((await server.fetch('/_demo/events', { method: 'DELETE' })).status, 405);
});
