import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { DIRECTIVES_LIFETIME_MS, PROMPT_ID, RATE_LIMIT, VENDOR_IDS } from '../../demo/server/graph.mjs';
import { startBackend } from './helpers/backend.mjs';

const PROMPT_QUERY = `query PrivacyPrompt {
  privacyPrompt(type: CONSENT_PRIMARY) {
    privacyPrompt { id customizeUrl promptMarkdown { value { plainText plaidHtml } } showPromptOnPageLoad }
  }
  privacyDirectives { directives { directivesCookie expirationDate vendors { id allow } } }
}`;
const RESPOND = `mutation RespondToPrivacyPrompt($promptId: ID!, $action: PrivacyPromptAction!) {
  respondToPrivacyPrompt(promptId: $promptId, action: $action) {
    directives { directivesCookie expirationDate vendors { id allow } }
  }
}`;

let clock = Date.parse('2026-01-01T00:00:00Z');
/** @type {import('./helpers/backend.mjs').TestBackend} */
let server;
before(async () => {
  server = await startBackend({ faults: true, now: () => new Date(clock) });
});
after(() => server.close());

/** A session the server issued; requests carry it as the banner does, cookie and header. */
async function newSession() {
  const { id, cookie } = await server.session();
  return { cookie, 'x-imdb-session-id': id };
}
const CLIENT = 'imdb-web-next-desktop-ConsentBanner';

/**
 * @param {string} query
 * @param {Record<string, unknown>} [variables]
 * @param {Record<string, string>} [headers]
 */
async function graph(query, variables, headers = {}) {
  const res = await server.postJson('/graphql', { query, variables }, { 'x-imdb-client-name': CLIENT, ...headers });
  const body = /** @type {{ data?: any, errors?: { message: string, extensions?: { code?: string } }[] }} */ (await res.json());
  return { res, body };
}

/** @param {Record<string, string>} session @param {string} action */
const respond = (session, action) => graph(RESPOND, { promptId: PROMPT_ID, action }, session);

describe('query PrivacyPrompt', () => {
  test('answers the prompt and, before an answer, no directives', async () => {
    const { res, body } = await graph(PROMPT_QUERY, undefined, await newSession());
    assert.equal(res.status, 200);
    const prompt = body.data.privacyPrompt.privacyPrompt;
    assert.equal(prompt.id, PROMPT_ID);
    assert.equal(prompt.showPromptOnPageLoad, true);
    assert.match(prompt.customizeUrl, /^\//);
    assert.match(prompt.promptMarkdown.value.plaidHtml, /<a href="\/privacy\/">/);
    assert.doesNotMatch(prompt.promptMarkdown.value.plaidHtml, /<script|on\w+=/i);
    assert.doesNotMatch(prompt.promptMarkdown.value.plainText, /</);
    assert.equal(body.data.privacyDirectives.directives, null);
    assert.deepEqual(VENDOR_IDS, ['50025', '755', '1126']);
  });

  test('the session is the issued session-id cookie, or a new one; the header does not count', async () => {
    const { res } = await graph(PROMPT_QUERY);
    assert.match(res.headers.get('set-cookie') ?? '', /^session-id=\d{3}-\d{7}-\d{7};/);
    const session = await newSession();
    await respond(session, 'AcceptAll');
    const byCookie = await graph(PROMPT_QUERY, undefined, { cookie: session.cookie });
    assert.equal(byCookie.body.data.privacyPrompt.privacyPrompt.showPromptOnPageLoad, false);
    const byHeader = await graph(PROMPT_QUERY, undefined, { 'x-imdb-session-id': session['x-imdb-session-id'] });
    assert.equal(byHeader.body.data.privacyPrompt.privacyPrompt.showPromptOnPageLoad, true, 'a header alone is a new visitor');
  });

  test('geo override: countries outside the consent list get no prompt and allow-all directives', async () => {
    const us = await graph(PROMPT_QUERY, undefined, { ...(await newSession()), 'x-imdb-detect-country': 'US', 'x-imdb-geo-override-secret': 's3cret' });
    assert.equal(us.body.data.privacyPrompt.privacyPrompt.showPromptOnPageLoad, false);
    assert.ok(us.body.data.privacyDirectives.directives.vendors.every((/** @type {{ allow: boolean }} */ v) => v.allow));
    const de = await graph(PROMPT_QUERY, undefined, { ...(await newSession()), 'x-imdb-detect-country': 'de', 'x-imdb-geo-override-secret': 's3cret' });
    assert.equal(de.body.data.privacyPrompt.privacyPrompt.showPromptOnPageLoad, true);
    const noSecret = await graph(PROMPT_QUERY, undefined, { ...(await newSession()), 'x-imdb-detect-country': 'US' });
    assert.equal(noSecret.body.data.privacyPrompt.privacyPrompt.showPromptOnPageLoad, true, 'no secret, no override');
  });

  test('records the client name and, once the session accepted, its session headers; never the secret', async () => {
    const session = await newSession();
    await respond(session, 'AcceptAll');
    await server.fetch('/__events', { method: 'DELETE' });
    await graph(PROMPT_QUERY, undefined, { ...session, 'x-imdb-detect-country': 'US', 'x-imdb-geo-override-secret': 's3cret' });
    const [event] = await server.events('graphql');
    assert.equal(event?.headers['x-imdb-client-name'], CLIENT);
    assert.equal(event?.headers['x-imdb-session-id'], session['x-imdb-session-id']);
    assert.equal(event?.headers['x-imdb-detect-country'], 'US');
    assert.equal(event?.headers['x-imdb-geo-override-secret'], '[redacted]');
    assert.doesNotMatch(JSON.stringify(event), /s3cret/);
    assert.match(event?.summary ?? '', /consent prompt \(PrivacyPrompt\): show=false/);
    assert.equal(/** @type {{ sessionId?: string }} */ (event?.body ?? {}).sessionId, session['x-imdb-session-id']);
  });
});

describe('mutation RespondToPrivacyPrompt', () => {
  test('AcceptAll allows every vendor; the prompt then stays away for the session', async () => {
    const session = await newSession();
    const { res, body } = await respond(session, 'AcceptAll');
    assert.equal(res.status, 200);
    const directives = body.data.respondToPrivacyPrompt.directives;
    assert.deepEqual(directives.vendors, [{ id: '50025', allow: true }, { id: '755', allow: true }, { id: '1126', allow: true }]);
    assert.equal(directives.expirationDate, new Date(clock + DIRECTIVES_LIFETIME_MS).toISOString());
    assert.match(directives.directivesCookie, /^[A-Za-z0-9_-]+$/, 'safe as a cookie value');
    const after = await graph(PROMPT_QUERY, undefined, session);
    assert.equal(after.body.data.privacyPrompt.privacyPrompt.showPromptOnPageLoad, false);
    assert.deepEqual(after.body.data.privacyDirectives.directives, directives);
    const other = await graph(PROMPT_QUERY, undefined, await newSession());
    assert.equal(other.body.data.privacyPrompt.privacyPrompt.showPromptOnPageLoad, true, 'other sessions are not affected');
  });

  test('RejectAll refuses every vendor; the latest answer wins', async () => {
    const session = await newSession();
    await respond(session, 'AcceptAll');
    const { body } = await respond(session, 'RejectAll');
    assert.ok(body.data.respondToPrivacyPrompt.directives.vendors.every((/** @type {{ allow: boolean }} */ v) => !v.allow));
    const after = await graph(PROMPT_QUERY, undefined, session);
    assert.ok(after.body.data.privacyDirectives.directives.vendors.every((/** @type {{ allow: boolean }} */ v) => !v.allow));
  });

  test(`more than ${RATE_LIMIT} decisions a minute per session: 429 RATE_LIMITED, then fine again`, async () => {
    const session = await newSession();
    for (let i = 0; i < RATE_LIMIT; i++) assert.equal((await respond(session, 'AcceptAll')).res.status, 200);
    const limited = await respond(session, 'AcceptAll');
    assert.equal(limited.res.status, 429);
    assert.equal(limited.body.errors?.[0]?.extensions?.code, 'RATE_LIMITED');
    assert.equal((await respond(await newSession(), 'AcceptAll')).res.status, 200, 'other sessions go on');
    clock += 61_000;
    assert.equal((await respond(session, 'AcceptAll')).res.status, 200);
  });

  test('eleven aliased respondToPrivacyPrompt fields in one request are refused whole: 400, and no decision is stored', async () => {
    const session = await newSession();
    const aliased = Array.from({ length: 11 }, (_, i) => `a${i}: respondToPrivacyPrompt(promptId: $promptId, action: $action) { directives { vendors { allow } } }`);
    const viaFragments = [
      `mutation M($promptId: ID!, $action: PrivacyPromptAction!) { ${aliased.join(' ')} }`,
      `mutation M($promptId: ID!, $action: PrivacyPromptAction!) { ...F ... on Mutation { b: respondToPrivacyPrompt(promptId: $promptId, action: $action) { directives { vendors { allow } } } } }
       fragment F on Mutation { a: respondToPrivacyPrompt(promptId: $promptId, action: $action) { directives { vendors { allow } } } }`,
    ];
    for (const query of viaFragments) {
      const { res, body } = await graph(query, { promptId: PROMPT_ID, action: 'AcceptAll' }, session);
      assert.equal(res.status, 400);
      assert.equal(body.data, undefined);
      assert.equal(body.errors?.[0]?.extensions?.code, 'BAD_USER_INPUT');
      assert.match(body.errors?.[0]?.message ?? '', /one mutation field|1 mutation field/);
    }
    const after = await graph(PROMPT_QUERY, undefined, session);
    assert.equal(after.body.data.privacyPrompt.privacyPrompt.showPromptOnPageLoad, true, 'still unanswered: nothing was decided');
    assert.equal(after.body.data.privacyDirectives.directives, null);
    // One field, with a __typename beside it, is an answer as ever.
    const one = await graph(`mutation M($promptId: ID!, $action: PrivacyPromptAction!) { __typename only: respondToPrivacyPrompt(promptId: $promptId, action: $action) { directives { vendors { allow } } } }`, { promptId: PROMPT_ID, action: 'RejectAll' }, session);
    assert.equal(one.res.status, 200);
    assert.equal((await graph(PROMPT_QUERY, undefined, session)).body.data.privacyPrompt.privacyPrompt.showPromptOnPageLoad, false);
  });

  test('an unknown prompt id is 400 BAD_USER_INPUT; an unknown action is a 400', async () => {
    const wrongPrompt = await graph(RESPOND, { promptId: 'nope', action: 'AcceptAll' }, await newSession());
    assert.equal(wrongPrompt.res.status, 400);
    assert.equal(wrongPrompt.body.errors?.[0]?.extensions?.code, 'BAD_USER_INPUT');
    const wrongAction = await graph(RESPOND, { promptId: PROMPT_ID, action: 'ACCEPT_ALL' }, await newSession());
    assert.equal(wrongAction.res.status, 400);
    assert.match(wrongAction.body.errors?.[0]?.message ?? '', /PrivacyPromptAction/);
  });
});

describe('bad requests', () => {
  test('syntax and validation errors are 400 with the GraphQL messages', async () => {
    const syntax = await graph('query {');
    assert.equal(syntax.res.status, 400);
    assert.match(syntax.body.errors?.[0]?.message ?? '', /Syntax Error/);
    const invalid = await graph('{ privacyPrompt { privacyPrompt { id } } }');
    assert.equal(invalid.res.status, 400);
    assert.match(invalid.body.errors?.[0]?.message ?? '', /argument "type"/);
  });

  test('the envelope must be JSON with a query string', async () => {
    for (const body of ['{}', '{"query":1}', '{"query":"{ __typename }","variables":[]}', 'not json']) {
      const res = await server.fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      assert.equal(res.status, 400, body);
    }
    const wrongType = await server.fetch('/graphql', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '{"query":"{ __typename }"}' });
    assert.equal(wrongType.status, 415);
  });

  test('a refused GraphQL call (400 or 429) is stored with no body and no answer: what it was refused for, in a line', async () => {
    await server.fetch('/__events', { method: 'DELETE' });
    const padding = Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`pad${i}`, 'x'.repeat(2000)]));
    const session = await newSession();
    for (let i = 0; i < RATE_LIMIT; i++) await respond(session, 'AcceptAll');
    await server.fetch('/__events', { method: 'DELETE' });
    const limited = await graph(RESPOND, { promptId: PROMPT_ID, action: 'AcceptAll', ...padding }, session);
    assert.equal(limited.res.status, 429);
    const invalid = await graph(RESPOND, { promptId: 'nope', action: 'AcceptAll', ...padding }, session);
    assert.equal(invalid.res.status, 400);
    const events = await server.events('graphql');
    assert.equal(events.length, 2);
    for (const event of events) {
      assert.equal(event.body, null, event.summary);
      assert.equal(event.response, null, event.summary);
      assert.ok(JSON.stringify(event).length < 4096, `${event.summary}: ${JSON.stringify(event).length} characters`);
    }
    assert.match(events[0]?.summary ?? '', /RATE_LIMITED|at most 10 consent decisions/);
  });

  test('POST only', async () => {
    const res = await server.fetch('/graphql?query=%7B__typename%7D');
    assert.equal(res.status, 405);
    assert.equal(res.headers.get('allow'), 'POST');
  });
});
