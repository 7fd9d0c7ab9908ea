// Issue 22: another site cannot sign a visitor in or out. Sign-in POSTs started by another site's
// page are refused; a sign-out link followed from anywhere but our own pages asks first, with a
// same-origin form, and that form then signs out.
// Issue 34: "another site" is any other origin. A page on another origin of the same site
// (localhost:8901 beside localhost:8900, a sibling subdomain) gets exactly what a cross-site page
// gets, from sign-in, sign-out and the consent form; without Sec-Fetch-Site, Origin and Referer
// are compared with the request's origin: scheme, host and port.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { PROMPT_ID } from '../../demo/server/graph.mjs';
import { startBackend } from './helpers/backend.mjs';
import { testDatabase } from './helpers/database.mjs';

const db = await testDatabase();
/** @type {import('./helpers/backend.mjs').TestBackend} */
let server;
before(async () => {
  server = await startBackend(db.options);
});
after(async () => {
  await server.close();
});

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const SIGN_IN = 'username=Support%3A+call+555-0100&u=%2F';
const ANSWER = `promptId=${PROMPT_ID}&action=AcceptAll&u=%2F`;

/**
 * What a page on another origin of this site sends: a browser's own word for it, or (without
 * Sec-Fetch-Site) an Origin or Referer of another port or scheme of this very host.
 * @returns {Record<string, string>[]}
 */
function sameSiteOtherOrigin() {
  const other = `http://127.0.0.1:${server.port + 1}`;
  return [
    { 'sec-fetch-site': 'same-site', origin: other },
    { 'sec-fetch-site': 'same-site' },
    { origin: other },
    { referer: `${other}/page` },
    { origin: `https://127.0.0.1:${server.port}` },
  ];
}

/**
 * Status, body and cookies of an answer: what a page that sent the request could make of it.
 * @param {Response} res
 */
async function answerOf(res) {
  return { status: res.status, body: await res.text(), cookies: res.headers.getSetCookie(), location: res.headers.get('location') };
}

describe('sign-in', () => {
  test('a form POST from another site is a 403 and sets no cookie', async () => {
    /** @type {Record<string, string>[]} */
    const crossSite = [
      { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
      { 'sec-fetch-site': 'cross-site' },
      // Browsers without Sec-Fetch-Site still send Origin on a cross-site POST.
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { referer: 'https://evil.example/page' },
    ];
    for (const headers of crossSite) {
      const res = await server.fetch('/registration/signin', { method: 'POST', headers: { ...FORM, ...headers }, body: SIGN_IN });
      assert.equal(res.status, 403, JSON.stringify(headers));
      assert.equal(res.headers.get('set-cookie'), null, JSON.stringify(headers));
    }
  });

  test('a same-site, other-origin POST to sign-in is refused as a cross-site one is', async () => {
    const crossSite = await answerOf(await server.fetch('/registration/signin', { method: 'POST', headers: { ...FORM, 'sec-fetch-site': 'cross-site' }, body: SIGN_IN }));
    assert.equal(crossSite.status, 403);
    for (const headers of sameSiteOtherOrigin()) {
      const res = await server.fetch('/registration/signin', { method: 'POST', headers: { ...FORM, ...headers }, body: SIGN_IN });
      assert.deepEqual(await answerOf(res), crossSite, JSON.stringify(headers));
    }
  });

  test('from our own pages it signs in', async () => {
    /** @type {Record<string, string>[]} */
    const ours = [{ 'sec-fetch-site': 'same-origin' }, { origin: server.base }, { referer: `${server.base}/registration/signin` }, {}];
    for (const headers of ours) {
      const res = await server.fetch('/registration/signin', { method: 'POST', headers: { ...FORM, ...headers }, body: 'username=Ada&u=%2Ffind' });
      assert.equal(res.status, 303, JSON.stringify(headers));
      assert.equal(res.headers.get('location'), '/find');
      assert.ok(res.headers.getSetCookie().some((cookie) => cookie.startsWith('marquee-user=Ada;')), JSON.stringify(headers));
    }
  });
});

describe('sign-out', () => {
  const signedIn = { cookie: 'marquee-user=Ada' };

  test('a link followed from another site, a typed address or no signal at all asks first, and signs nobody out', async () => {
    /** @type {Record<string, string>[]} */
    const elsewhere = [{ 'sec-fetch-site': 'cross-site' }, { 'sec-fetch-site': 'none' }, { referer: 'https://evil.example/' }, {}];
    for (const headers of elsewhere) {
      const res = await server.fetch('/registration/logout?u=%2Ffind', { headers: { ...signedIn, ...headers } });
      const html = await res.text();
      assert.equal(res.status, 200, JSON.stringify(headers));
      assert.equal(res.headers.get('set-cookie'), null, JSON.stringify(headers));
      assert.match(html, /<form method="post" action="\/registration\/logout">/);
      assert.match(html, /<input type="hidden" name="u" value="\/find">/);
      assert.match(html, /<button type="submit">Sign out<\/button>/);
    }
  });

  test('GET sign-out from a same-site, other-origin page gets the confirm page, not a sign-out', async () => {
    const crossSite = await answerOf(await server.fetch('/registration/logout?u=%2Ffind', { headers: { ...signedIn, 'sec-fetch-site': 'cross-site' } }));
    assert.equal(crossSite.status, 200);
    assert.deepEqual(crossSite.cookies, []);
    for (const headers of sameSiteOtherOrigin()) {
      const res = await server.fetch('/registration/logout?u=%2Ffind', { headers: { ...signedIn, ...headers } });
      const answer = await answerOf(res);
      assert.equal(answer.status, 200, JSON.stringify(headers));
      assert.deepEqual(answer.cookies, [], `${JSON.stringify(headers)}: signs nobody out`);
      // The page's nonce differs per answer; the rest is the cross-site answer.
      const withoutNonce = (/** @type {string} */ html) => html.replace(/nonce="[^"]*"/g, 'nonce');
      assert.equal(withoutNonce(answer.body), withoutNonce(crossSite.body), JSON.stringify(headers));
    }
  });

  test('a same-site, other-origin POST to sign-out is refused as a cross-site one is', async () => {
    const crossSite = await answerOf(await server.fetch('/registration/logout', { method: 'POST', headers: { ...FORM, ...signedIn, 'sec-fetch-site': 'cross-site' }, body: 'u=%2F' }));
    assert.equal(crossSite.status, 403);
    for (const headers of sameSiteOtherOrigin()) {
      const res = await server.fetch('/registration/logout', { method: 'POST', headers: { ...FORM, ...signedIn, ...headers }, body: 'u=%2F' });
      assert.deepEqual(await answerOf(res), crossSite, JSON.stringify(headers));
    }
  });

  test('the confirmation page keeps only a safe place to return to', async () => {
    const res = await server.fetch(`/registration/logout?u=${encodeURIComponent('//evil.example/')}`, { headers: { 'sec-fetch-site': 'cross-site' } });
    assert.match(await res.text(), /<input type="hidden" name="u" value="\/">/);
  });

  test("the confirmation form, sent from our page, signs out and returns; sent from another site's, it is a 403", async () => {
    const confirmed = await server.fetch('/registration/logout', { method: 'POST', headers: { ...FORM, ...signedIn, 'sec-fetch-site': 'same-origin' }, body: 'u=%2Ffind' });
    assert.equal(confirmed.status, 303);
    assert.equal(confirmed.headers.get('location'), '/find');
    assert.ok(confirmed.headers.getSetCookie().some((cookie) => /^marquee-user=; .*Max-Age=0/.test(cookie)));
    const forged = await server.fetch('/registration/logout', { method: 'POST', headers: { ...FORM, ...signedIn, 'sec-fetch-site': 'cross-site' }, body: 'u=%2F' });
    assert.equal(forged.status, 403);
    assert.equal(forged.headers.get('set-cookie'), null);
  });

  test("a click on our own page's link signs out at once", async () => {
    /** @type {Record<string, string>[]} */
    const clicks = [{ 'sec-fetch-site': 'same-origin' }, { referer: `${server.base}/find` }];
    for (const headers of clicks) {
      const res = await server.fetch('/registration/logout?u=%2Ffind', { headers: { ...signedIn, ...headers } });
      assert.equal(res.status, 303, JSON.stringify(headers));
      assert.ok(res.headers.getSetCookie().some((cookie) => /^marquee-user=; .*Max-Age=0/.test(cookie)), JSON.stringify(headers));
    }
  });
});

describe('the consent form', () => {
  test('a same-site, other-origin POST to the consent answer is refused as a cross-site one is, and stores no decision', async () => {
    const sessions = (await db.rows('sessions')).length;
    const crossSite = await answerOf(await server.fetch('/consent/answer', { method: 'POST', headers: { ...FORM, 'sec-fetch-site': 'cross-site' }, body: ANSWER }));
    assert.equal(crossSite.status, 403);
    for (const headers of sameSiteOtherOrigin()) {
      const res = await server.fetch('/consent/answer', { method: 'POST', headers: { ...FORM, ...headers }, body: ANSWER });
      assert.deepEqual(await answerOf(res), crossSite, JSON.stringify(headers));
    }
    assert.deepEqual(await db.rows('consent_decisions'), []);
    assert.equal((await db.rows('sessions')).length, sessions, 'not even a session was handed out');
    assert.deepEqual((await db.rows('events')).filter((row) => row.type === 'metric'), [], 'nor an answer counted');
  });

  test('from our own pages it records the answer, and counts it once as the banner would (CNS-14), without the session', async () => {
    const res = await server.fetch('/consent/answer', { method: 'POST', headers: { ...FORM, 'sec-fetch-site': 'same-origin' }, body: `${ANSWER}&pt=title&spt=main` });
    assert.equal(res.status, 303);
    assert.ok(res.headers.getSetCookie().some((cookie) => cookie.startsWith('ci=') && !cookie.includes('Max-Age=0')));
    assert.equal((await db.rows('consent_decisions')).length, 1);
    const counts = (await db.rows('events')).filter((row) => row.type === 'metric');
    assert.deepEqual(counts.map((row) => [JSON.parse(String(row.body)), row.session_id]), [
      [{ ref_: 'cb_accept', pt: 'title', spt: 'main', pageAction: 'consumer-consent-banner', ht: 'actionOnly' }, null],
    ]);
  });
});
