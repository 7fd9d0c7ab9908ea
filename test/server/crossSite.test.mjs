// Issue 22: another site cannot sign a visitor in or out. Sign-in POSTs started by another site's
// page are refused; a sign-out link followed from anywhere but our own pages asks first, with a
// same-site form, and that form then signs out.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startBackend } from './helpers/backend.mjs';

/** @type {import('./helpers/backend.mjs').TestBackend} */
let server;
before(async () => {
  server = await startBackend();
});
after(() => server.close());

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const SIGN_IN = 'username=Support%3A+call+555-0100&u=%2F';

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

  test('from our own pages it signs in', async () => {
    /** @type {Record<string, string>[]} */
    const ours = [{ 'sec-fetch-site': 'same-origin' }, { 'sec-fetch-site': 'same-site' }, { origin: server.base }, {}];
    for (const headers of ours) {
      const res = await server.fetch('/registration/signin', { method: 'POST', headers: { ...FORM, ...headers }, body: 'username=Ada&u=%2Ffind' });
      assert.equal(res.status, 303, JSON.stringify(headers));
      assert.equal(res.headers.get('location'), '/find');
      assert.match(res.headers.get('set-cookie') ?? '', /^marquee-user=Ada;/);
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

  test('the confirmation page keeps only a safe place to return to', async () => {
    const res = await server.fetch(`/registration/logout?u=${encodeURIComponent('//evil.example/')}`, { headers: { 'sec-fetch-site': 'cross-site' } });
    assert.match(await res.text(), /<input type="hidden" name="u" value="\/">/);
  });

  test("the confirmation form, sent from our page, signs out and returns; sent from another site's, it is a 403", async () => {
    const confirmed = await server.fetch('/registration/logout', { method: 'POST', headers: { ...FORM, ...signedIn, 'sec-fetch-site': 'same-origin' }, body: 'u=%2Ffind' });
    assert.equal(confirmed.status, 303);
    assert.equal(confirmed.headers.get('location'), '/find');
    assert.match(confirmed.headers.get('set-cookie') ?? '', /^marquee-user=; .*Max-Age=0/);
    const forged = await server.fetch('/registration/logout', { method: 'POST', headers: { ...FORM, ...signedIn, 'sec-fetch-site': 'cross-site' }, body: 'u=%2F' });
    assert.equal(forged.status, 403);
    assert.equal(forged.headers.get('set-cookie'), null);
  });

  test("a click on our own page's link signs out at once", async () => {
    /** @type {Record<string, string>[]} */
    const clicks = [{ 'sec-fetch-site': 'same-origin' }, { 'sec-fetch-site': 'same-site' }, { referer: `${server.base}/find` }];
    for (const headers of clicks) {
      const res = await server.fetch('/registration/logout?u=%2Ffind', { headers: { ...signedIn, ...headers } });
      assert.equal(res.status, 303, JSON.stringify(headers));
      assert.match(res.headers.get('set-cookie') ?? '', /^marquee-user=; .*Max-Age=0/);
    }
  });
});
