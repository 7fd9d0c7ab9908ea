// Issue 16, other visitors' data: in production mode a visitor reaches only what their own
// server-issued session owns. An attacker who knows a victim's session id (or guesses the
// format) can neither read the victim's events nor answer the consent prompt in their name.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { PROMPT_ID } from '../../demo/server/graph.mjs';
import { startBackend } from './helpers/backend.mjs';
import { testDatabase } from './helpers/database.mjs';

const RESPOND = 'mutation R($p: ID!, $a: PrivacyPromptAction!) { respondToPrivacyPrompt(promptId: $p, action: $a) { directives { vendors { allow } } } }';
const PROMPT = '{ privacyPrompt(type: CONSENT_PRIMARY) { privacyPrompt { showPromptOnPageLoad } } privacyDirectives { directives { vendors { allow } } } }';

const db = await testDatabase();
/** @type {import('./helpers/backend.mjs').TestBackend} */
let server;
/** @type {{ id: string, cookie: string }} */
let victim;

before(async () => {
  server = await startBackend(db.options);
  victim = await server.session();
  const headers = { cookie: victim.cookie, 'x-imdb-session-id': victim.id, referer: `${server.base}/title/tt8409075/?secret=victim-private` };
  await server.fetch('/tr/?ht=pageHit&pt=title', { headers });
  await server.postJson('/api/_ajax/weblab/', { weblabs: ['MARQUEE_FOOTER_APP_BUTTON'] }, headers);
  const decided = await server.postJson('/graphql', { query: RESPOND, variables: { p: PROMPT_ID, a: 'RejectAll' } }, headers);
  assert.equal(decided.status, 200);
});
after(async () => {
  await server.close();
});

/** @param {Record<string, string>} headers */
async function inspect(headers, after = '0') {
  const res = await server.fetch(`/_demo/events?after=${after}`, { headers });
  assert.equal(res.status, 200);
  return /** @type {{ events: import('../../demo/server/db.mjs').StoredEvent[] }} */ (await res.json()).events;
}

/**
 * What an attacker who learnt the victim's id tries, plus one who only knows the format.
 * @returns {Record<string, string>[]}
 */
function attackerHeaders() {
  return [
    {},
    { 'x-imdb-session-id': victim.id },
    { cookie: 'session-id=000-0000000-0000000' },
    { cookie: `session-id=${victim.id.replace(/\d$/, (d) => String((Number(d) + 1) % 10))}` },
    { cookie: `session-id="${victim.id}"x` },
    { cookie: `session-id=${encodeURIComponent(`${victim.id} `)}` },
  ];
}

test("the victim's inspector shows the victim's events", async () => {
  const own = await inspect({ cookie: victim.cookie });
  // Not the two experiment calls (the one that issued the session, and the victim's own): they came
  // before consent, which the victim then declined, so they are stored as nobody's (issue 71).
  assert.deepEqual(own.map((e) => e.type).sort(), ['beacon', 'graphql']);
});

test("no attacker request shows the victim's events, whatever the cursor", async () => {
  for (const headers of attackerHeaders()) {
    for (const after of ['0', '1', '2']) {
      const seen = await inspect(headers, after);
      assert.doesNotMatch(JSON.stringify(seen), new RegExp(`${victim.id}|victim-private`), JSON.stringify(headers));
      assert.deepEqual(seen, [], JSON.stringify(headers));
    }
  }
  const attacker = await server.session();
  await server.fetch('/tr/?ht=pageHit&pt=attacker', { headers: { cookie: attacker.cookie } });
  const own = await inspect({ cookie: attacker.cookie, 'x-imdb-session-id': victim.id });
  assert.deepEqual(own.map((e) => e.summary), ['beacon ht=pageHit pt=attacker'], 'an attacker sees their own, only');
});

test('the test-only feeds are not there in production', async () => {
  for (const path of ['/__events', '/__events?type=graphql', '/__faults']) {
    assert.equal((await server.fetch(path)).headers.get('x-unanswered'), '1', path);
  }
});

test("a consent decision sent with the victim's id in the header, or a made-up cookie, is not the victim's", async () => {
  const before = await db.rows('consent_decisions');
  assert.deepEqual(before.map((r) => [r.session_id, r.action]), [[victim.id, 'RejectAll']]);
  for (const headers of attackerHeaders()) {
    const res = await server.postJson('/graphql', { query: RESPOND, variables: { p: PROMPT_ID, a: 'AcceptAll' } }, headers);
    assert.equal(res.status, 200, 'answered, as for any new visitor');
  }
  const decisions = await db.rows('consent_decisions');
  const issued = new Set((await db.rows('sessions')).map((r) => r.id));
  assert.deepEqual(decisions.filter((r) => r.session_id === victim.id).map((r) => r.action), ['RejectAll'], "the victim's row alone is the victim's");
  assert.ok(decisions.every((r) => issued.has(r.session_id)), 'every decision belongs to a session the server issued');
  assert.ok(!issued.has('000-0000000-0000000'));

  const res = await server.postJson('/graphql', { query: PROMPT }, { cookie: victim.cookie });
  const body = /** @type {{ data: { privacyDirectives: { directives: { vendors: { allow: boolean }[] } } } }} */ (await res.json());
  assert.ok(body.data.privacyDirectives.directives.vendors.every((v) => !v.allow), 'the victim still refuses every vendor');
});
