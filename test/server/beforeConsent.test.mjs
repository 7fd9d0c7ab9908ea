// Issue 71 (e): before a visitor had answered, the consent question's call and the experiment call
// were stored with the visitor's session and the full Referer, the page's query string included
// (a search, a token). The spec asks neither call to store them. Now the calls the chrome makes
// before consent (those two, and error reports) are stored without the session until the session
// accepted; and no event keeps more of its Referer than the origin.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { PROMPT_ID } from '../../demo/server/graph.mjs';
import { startBackend } from './helpers/backend.mjs';
import { testDatabase } from './helpers/database.mjs';

const PROMPT = '{ privacyPrompt(type: CONSENT_PRIMARY) { privacyPrompt { showPromptOnPageLoad } } privacyDirectives { directives { vendors { allow } } } }';
const RESPOND = 'mutation R($p: ID!, $a: PrivacyPromptAction!) { respondToPrivacyPrompt(promptId: $p, action: $a) { directives { vendors { allow } } } }';
/** What the page's address holds that is the visitor's alone. */
const PRIVATE = 'my-private-search';

const db = await testDatabase();
/** @type {import('./helpers/backend.mjs').TestBackend} */
let server;
before(async () => {
  server = await startBackend(db.options);
});
after(() => server.close());

/**
 * The chrome's calls of a page view, as a browser sends them from `/find/?q=…&token=…`: the consent
 * question and the experiments with the session's cookie and header, an error report without cookies.
 * @param {{ id: string, cookie: string }} session
 */
async function pageView(session) {
  const headers = { referer: `${server.base}/find/?q=${PRIVATE}&token=${PRIVATE}`, origin: server.base };
  const visitor = { ...headers, cookie: session.cookie, 'x-imdb-session-id': session.id };
  assert.equal((await server.postJson('/graphql', { query: PROMPT }, visitor)).status, 200);
  assert.equal((await server.postJson('/api/_ajax/weblab/', { weblabs: ['MARQUEE_FOOTER_APP_BUTTON'] }, visitor)).status, 200);
  assert.equal((await server.postJson('/api/_ajax/metrics/errors/', { message: 'boom' }, headers)).status, 204);
}

/** The rows stored since `from` (an events.id), as the store holds them. */
async function storedSince(/** @type {number} */ from) {
  return (await db.rows('events')).filter((row) => Number(row.id) > from);
}
const lastId = async () => Math.max(0, ...(await db.rows('events')).map((row) => Number(row.id)));

test('before any answer, the question, the experiments and the error report are stored without the session, and no Referer beyond its origin', async () => {
  const session = await server.session();
  const from = await lastId();
  await pageView(session);
  const rows = await storedSince(from);
  assert.deepEqual(rows.map((row) => row.type), ['graphql', 'weblab', 'error-report']);
  for (const row of rows) {
    assert.equal(row.session_id, null, `${String(row.type)}: no session`);
    assert.doesNotMatch(JSON.stringify(row), new RegExp(`${session.id}|${PRIVATE}`), `${String(row.type)}: neither the session id nor the page's query`);
    assert.equal(JSON.parse(String(row.headers)).referer, server.base, `${String(row.type)}: the Referer's origin`);
  }
});

test('after a decline, still nothing identifying; after AcceptAll, the session with its calls (never the query)', async () => {
  const session = await server.session();
  const answer = async (/** @type {string} */ action) => {
    const res = await server.postJson('/graphql', { query: RESPOND, variables: { p: PROMPT_ID, a: action } }, { cookie: session.cookie, referer: `${server.base}/find/?q=${PRIVATE}` });
    assert.equal(res.status, 200);
  };
  await answer('RejectAll');
  let from = await lastId();
  await pageView(session);
  for (const row of await storedSince(from)) assert.equal(row.session_id, null, `${String(row.type)} after RejectAll`);

  await answer('AcceptAll');
  const decision = (await db.rows('events')).at(-1);
  assert.equal(decision?.session_id, session.id, "the answer is the session's (spec §4)");
  assert.doesNotMatch(JSON.stringify(decision), new RegExp(PRIVATE));
  from = await lastId();
  await pageView(session);
  const rows = await storedSince(from);
  assert.deepEqual(rows.map((row) => [row.type, row.session_id]), [['graphql', session.id], ['weblab', session.id], ['error-report', null]]);
  for (const row of rows) assert.doesNotMatch(JSON.stringify(row), new RegExp(PRIVATE), `${String(row.type)}: never the page's query`);
});
