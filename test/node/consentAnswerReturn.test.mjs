// Issue 71 (c): answerConsent, the package's consent answer route, sent the visitor back to `u`
// by a rule of its own, which let `/..//evil.example` and its variants through as
// `Location: //evil.example`: another host, to a browser. It now judges `u` by the reference
// backend's one rule (safeRedirect.mjs), so every return path that redirect.test.mjs sends home
// from the backend's own routes goes home from this one too. Needs dist/ (CI builds first).
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { test } from 'node:test';
import { HOSTILE } from '../server/helpers/hostileTargets.mjs';

const root = new URL('../../', import.meta.url);
const skip = existsSync(new URL('dist/server/index.js', root)) ? false : 'dist/ is missing: run `npm run build` first';
/** @type {typeof import('../../src/server')} */
const server = skip ? /** @type {never} */ ({}) : await import(new URL('dist/server/index.js', root).href);

const ORIGIN = 'https://partner.example';

/** The consent service's answer to RespondToPrivacyPrompt: recorded. */
const recorded = async () =>
  new Response(JSON.stringify({ data: { respondToPrivacyPrompt: { directives: { directivesCookie: 'abc', expirationDate: '2027-01-01T00:00:00.000Z', vendors: [] } } } }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

/**
 * Where answerConsent sends a visitor who answered on a page that posted `u`.
 * @param {string} u
 */
async function backTo(u) {
  const body = new URLSearchParams({ promptId: 'p', action: 'AcceptAll', u }).toString();
  const answer = await server.answerConsent(
    { method: 'POST', headers: { 'sec-fetch-site': 'same-origin' }, body, origin: ORIGIN },
    { endpoint: 'https://www.example.com/graphql', fetch: recorded },
  );
  assert.equal(answer.status, 303, u);
  return answer.headers.location;
}

test('a return path that a browser would read as another host or scheme sends the visitor home', { skip }, async () => {
  // The five of the report first: dot segments, an encoded dot, a backslash, a tab, a newline.
  for (const u of ['/..//evil.example', '/%2e%2e//evil.example', '/\\evil.example', '/\t/evil.example', '/\n/evil.example', ...HOSTILE]) {
    assert.equal(await backTo(u), '/', JSON.stringify(u));
  }
});

test("a path on the partner's site is kept, normalised as a browser would", { skip }, async () => {
  assert.equal(await backTo('/article/7?page=2#comments'), '/article/7?page=2#comments');
  assert.equal(await backTo('/x/../article/7'), '/article/7');
  assert.equal(await backTo('/%2F%2Fevil.example'), '/%2F%2Fevil.example', 'an encoded slash is a path segment, not a host');
});
