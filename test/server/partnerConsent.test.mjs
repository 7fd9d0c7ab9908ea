// Issue 26: consent on a partner's own site. The partner page's own consent cookie, sent as
// x-marquee-consent, counts as the visitor's answer when it is a real, current record; the answer
// a partner page gives is stored with the site it was given on.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { DIRECTIVES_LIFETIME_MS, PROMPT_ID, directivesFor } from '../../demo/server/graph.mjs';
import { startBackend } from './helpers/backend.mjs';
import { testDatabase } from './helpers/database.mjs';

const PROMPT_QUERY = `query PrivacyPrompt {
  privacyPrompt(type: CONSENT_PRIMARY) { privacyPrompt { id showPromptOnPageLoad } }
  privacyDirectives { directives { vendors { id allow } } }
}`;
const RESPOND = `mutation RespondToPrivacyPrompt($promptId: ID!, $action: PrivacyPromptAction!) {
  respondToPrivacyPrompt(promptId: $promptId, action: $action) { directives { directivesCookie } }
}`;

const now = new Date('2026-06-01T00:00:00Z');
const db = await testDatabase();
/** @type {import('./helpers/backend.mjs').TestBackend} */
let server;
before(async () => {
  server = await startBackend({ ...db.options, faults: true, now: () => now, partnerOrigins: ['https://partner.example'] });
});
after(() => server.close());

/** The prompt as a page with no session of this server's asks for it, with these headers. */
async function prompt(/** @type {Record<string, string>} */ headers) {
  const res = await server.postJson('/graphql', { query: PROMPT_QUERY }, { 'x-imdb-client-name': 'imdb-web-next-desktop-ConsentBanner', origin: 'https://partner.example', ...headers });
  const { data } = /** @type {{ data: any }} */ (await res.json());
  return { show: data.privacyPrompt.privacyPrompt.showPromptOnPageLoad, directives: data.privacyDirectives.directives };
}

const record = (/** @type {object} */ fields) => Buffer.from(JSON.stringify(fields)).toString('base64url');

test('a current record from the page asks nothing and gives its directives', async () => {
  const { directivesCookie } = directivesFor('RejectAll', new Date(now.getTime() - 1000));
  const answer = await prompt({ 'x-marquee-consent': directivesCookie });
  assert.equal(answer.show, false);
  assert.ok(answer.directives.vendors.length > 0 && answer.directives.vendors.every((/** @type {{ allow: boolean }} */ v) => v.allow === false));
});

test('no record, or one that is garbage, expired, from the future or for another prompt, asks again', async () => {
  const time = (/** @type {number} */ ms) => new Date(now.getTime() + ms).toISOString();
  for (const header of [
    undefined,
    'not base64 json',
    record({ promptId: PROMPT_ID, action: 'AcceptAll', time: time(-DIRECTIVES_LIFETIME_MS - 1000) }),
    record({ promptId: PROMPT_ID, action: 'AcceptAll', time: time(60_000) }),
    record({ promptId: 'another-prompt', action: 'AcceptAll', time: time(-1000) }),
    record({ promptId: PROMPT_ID, action: 'SellEverything', time: time(-1000) }),
    'A'.repeat(5000),
  ]) {
    const answer = await prompt(header === undefined ? {} : { 'x-marquee-consent': header });
    assert.equal(answer.show, true, String(header).slice(0, 40));
    assert.equal(answer.directives, null);
  }
});

test('a decision is stored with the site it was given on', async () => {
  const { id, cookie } = await server.session();
  const res = await server.postJson('/graphql', { query: RESPOND, variables: { promptId: PROMPT_ID, action: 'AcceptAll' } }, {
    'x-imdb-client-name': 'imdb-web-next-desktop-ConsentBanner',
    origin: 'https://partner.example',
    cookie,
    'x-imdb-session-id': id,
  });
  assert.equal(res.status, 200);
  assert.equal(res.headers.get('access-control-allow-origin'), 'https://partner.example');
  assert.equal(res.headers.get('access-control-allow-credentials'), 'true');
  const store = db.openStore();
  try {
    assert.equal((await store.lastDecision(id))?.site, 'https://partner.example');
  } finally {
    await store.close();
  }
});
