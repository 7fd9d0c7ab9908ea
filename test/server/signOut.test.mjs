// Issue 34: Back never shows the last member. Signing in or out starts the visit over: a new
// session-id (stored, and the old one no longer counts), nothing of the last member's consent or
// events carried over (the consent cookie expired too), and Clear-Site-Data telling the browser
// to drop the pages it cached meanwhile. The session-id cookie's value changes on every sign-in and
// sign-out: that is how the chrome tells a page restored from the back/forward cache is stale.
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { after, before, describe, test } from 'node:test';
import { PROMPT_ID } from '../../demo/server/graph.mjs';
import { startBackend } from './helpers/backend.mjs';
import { testDatabase } from './helpers/database.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const db = await testDatabase();
/** @type {import('./helpers/backend.mjs').TestBackend} */
let server;
before(async () => {
  server = await startBackend({ ...db.options, staticRoot: root });
});
after(async () => {
  await server.close();
});

const FORM = { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' };
const RESPOND = 'mutation R($p: ID!, $a: PrivacyPromptAction!) { respondToPrivacyPrompt(promptId: $p, action: $a) { directives { directivesCookie } } }';
const PROMPT = '{ privacyPrompt(type: CONSENT_PRIMARY) { privacyPrompt { showPromptOnPageLoad } } privacyDirectives { directives { vendors { allow } } } }';

/**
 * The cookie of this name an answer sets, as `name=value`, with whether it expires it.
 * @param {Response} res
 * @param {string} name
 */
function cookieSet(res, name) {
  const line = res.headers.getSetCookie().find((cookie) => cookie.startsWith(`${name}=`));
  return line === undefined ? undefined : { pair: line.split(';')[0] ?? '', expired: /;\s*Max-Age=0(;|$)/i.test(line) };
}

/** @param {Response} res */
function sessionOf(res) {
  const set = cookieSet(res, 'session-id');
  assert.ok(set && !set.expired, `a new session-id cookie: ${res.headers.getSetCookie().join(' | ')}`);
  return set.pair;
}

/** What the consent graph tells the visitor with these cookies. */
async function consentOf(/** @type {string} */ cookie) {
  const res = await server.postJson('/graphql', { query: PROMPT }, { cookie });
  const { data } = /** @type {{ data: { privacyPrompt: { privacyPrompt: { showPromptOnPageLoad: boolean } }, privacyDirectives: { directives: unknown } } }} */ (await res.json());
  return { asked: data.privacyPrompt.privacyPrompt.showPromptOnPageLoad, directives: data.privacyDirectives.directives, newSession: cookieSet(res, 'session-id') !== undefined };
}

/** The visitor's own events, as the demo inspector shows them. */
async function eventsOf(/** @type {string} */ cookie) {
  const res = await server.fetch('/_demo/events', { headers: { cookie } });
  return /** @type {{ events: { summary: string }[] }} */ (await res.json()).events;
}

/** A member signs in on this browser (its cookies), answers the banner and searches; returns the browser's cookies then. */
async function memberVisits(/** @type {string} */ username, /** @type {string} */ cookies) {
  const signIn = await server.fetch('/registration/signin', { method: 'POST', headers: { ...FORM, cookie: cookies }, body: `username=${username}&u=%2F` });
  assert.equal(signIn.status, 303);
  const session = sessionOf(signIn);
  const user = cookieSet(signIn, 'marquee-user')?.pair ?? '';
  const answered = await server.postJson('/graphql', { query: RESPOND, variables: { p: PROMPT_ID, a: 'AcceptAll' } }, { cookie: session });
  const { data } = /** @type {{ data: { respondToPrivacyPrompt: { directives: { directivesCookie: string } } } }} */ (await answered.json());
  await server.fetch(`/tr/?ht=pageHit&pt=find&ref_=${username}-secret-search`, { headers: { cookie: session } });
  return `${session}; ${user}; ci=${data.respondToPrivacyPrompt.directives.directivesCookie}`;
}

describe('sign-out', () => {
  test("sign-out gives a new session-id, and the old session's consent and events are not carried over", async () => {
    const first = await server.session();
    const browser = await memberVisits('ada', first.cookie);
    const oldSession = browser.split('; ')[0] ?? '';
    assert.equal((await consentOf(oldSession)).asked, false, 'the member answered');

    const signOut = await server.fetch('/registration/logout?u=%2F', { headers: { cookie: browser, 'sec-fetch-site': 'same-origin' } });
    assert.equal(signOut.status, 303);
    const newSession = sessionOf(signOut);
    assert.notEqual(newSession, oldSession);
    assert.ok((await db.rows('sessions')).some((row) => `session-id=${String(row.id)}` === newSession), 'the new session is stored: the server takes it back');
    assert.equal(cookieSet(signOut, 'marquee-user')?.expired, true, 'signed out');
    assert.equal(cookieSet(signOut, 'ci')?.expired, true, "the member's consent cookie is expired");

    // The next visitor on this browser: asked afresh, told no directives, shown no event of Ada's.
    assert.deepEqual(await eventsOf(newSession), []);
    assert.deepEqual(await consentOf(newSession), { asked: true, directives: null, newSession: false });
    // The old session is over: its cookie, replayed, reaches nothing of it.
    assert.deepEqual(await eventsOf(oldSession), []);
    assert.equal((await consentOf(oldSession)).newSession, true, 'an ended session id is replaced like a made-up one');
  });

  test('a second member signing in after the first signed out shares nothing with the first', async () => {
    const browser = await memberVisits('ada', (await server.session()).cookie);
    const signOut = await server.fetch('/registration/logout', { method: 'POST', headers: { ...FORM, cookie: browser }, body: 'u=%2F' });
    const afterSignOut = sessionOf(signOut);
    const signIn = await server.fetch('/registration/signin', { method: 'POST', headers: { ...FORM, cookie: afterSignOut }, body: 'username=grace&u=%2F' });
    const grace = sessionOf(signIn);
    assert.equal((await consentOf(grace)).asked, true, "Grace is asked; Ada's answer is not hers");
    assert.doesNotMatch(JSON.stringify(await eventsOf(grace)), /ada-secret-search/);
  });

  test('sign-out works for a client past its session budget: the session-id cookie is expired instead', async () => {
    const tight = await startBackend({ writesPerMinute: 1 });
    try {
      const { cookie } = await tight.session();
      const res = await tight.fetch('/registration/logout?u=%2F', { headers: { cookie: `${cookie}; marquee-user=ada`, 'sec-fetch-site': 'same-origin' } });
      assert.equal(res.status, 303);
      assert.equal(cookieSet(res, 'marquee-user')?.expired, true);
      assert.equal(cookieSet(res, 'session-id')?.expired, true, 'no session now; the next call that needs one gets one');
    } finally {
      await tight.close();
    }
  });
});

describe('sign-in', () => {
  test('sign-in gives a new session-id: one the browser held before (planted there, or the last visitor\'s) is worthless after it', async () => {
    const planted = await server.session();
    await server.fetch('/tr/?ht=pageHit&pt=before-sign-in', { headers: { cookie: planted.cookie } });
    const signIn = await server.fetch('/registration/signin', { method: 'POST', headers: { ...FORM, cookie: planted.cookie }, body: 'username=ada&u=%2F' });
    assert.equal(signIn.status, 303);
    const session = sessionOf(signIn);
    assert.notEqual(session, planted.cookie);
    assert.equal(cookieSet(signIn, 'ci')?.expired, true, 'no earlier answer stands for the member');
    await server.fetch('/tr/?ht=pageHit&pt=signed-in', { headers: { cookie: session } });
    assert.deepEqual((await eventsOf(session)).map((event) => event.summary), ['beacon ht=pageHit pt=signed-in']);
    assert.deepEqual(await eventsOf(planted.cookie), [], 'whoever planted the old id sees nothing of the member');
  });
});

describe('what the browser keeps', () => {
  test('sign-in and sign-out answers carry Clear-Site-Data: "cache" and are not stored themselves', async () => {
    const answers = {
      'sign-in': await server.fetch('/registration/signin', { method: 'POST', headers: FORM, body: 'username=ada&u=%2F' }),
      'sign-out link': await server.fetch('/registration/logout?u=%2F', { headers: { 'sec-fetch-site': 'same-origin' } }),
      'sign-out form': await server.fetch('/registration/logout', { method: 'POST', headers: FORM, body: 'u=%2F' }),
    };
    for (const [what, res] of Object.entries(answers)) {
      assert.equal(res.status, 303, what);
      assert.equal(res.headers.get('clear-site-data'), '"cache"', what);
      assert.equal(res.headers.get('cache-control'), 'no-store', what);
    }
  });

  test('pages that show the sign-in state say they vary by Cookie', async () => {
    for (const path of ['/find?q=star', '/title/tt8409075/', '/chart/top/', '/registration/signin', '/', '/index.html']) {
      const res = await server.fetch(path, { headers: { cookie: 'marquee-user=ada' } });
      await res.arrayBuffer();
      assert.equal(res.status, 200, path);
      assert.match(res.headers.get('vary') ?? '', /\bCookie\b/i, path);
    }
  });
});
