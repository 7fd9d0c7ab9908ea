// Issue 72 item 3 (CNS-14): an answer the banner's form posts was given without script, or before
// it ran, so no script counted it. answerConsent, the package's answer route, counts it at the
// site's tracking endpoint when told where that is: cb_accept or cb_reject, as the banner's script
// posts it (the page's pt and spt from the form, no cookie), whatever the consent service then
// answers; a count that cannot be sent costs the answer nothing. Needs dist/ (CI builds first).
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { test } from 'node:test';

const root = new URL('../../', import.meta.url);
const skip = existsSync(new URL('dist/server/index.js', root)) ? false : 'dist/ is missing: run `npm run build` first';
/** @type {typeof import('../../src/server')} */
const server = skip ? /** @type {never} */ ({}) : await import(new URL('dist/server/index.js', root).href);

const ORIGIN = 'https://partner.example';
const GRAPH = 'https://www.example.com/graphql';
const TRACKING = 'https://www.example.com/tr/';

/**
 * A consent service and a tracking endpoint in one fetch: the service answers with `graphStatus`,
 * the tracking endpoint with `trackingStatus`; every request is kept.
 */
function services({ graphStatus = 200, trackingStatus = 204 } = {}) {
  /** @type {{ url: string, init: RequestInit | undefined }[]} */
  const sent = [];
  /** @type {(input: string | URL | Request, init?: RequestInit) => Promise<Response>} */
  const fetch = async (input, init) => {
    const url = String(input);
    sent.push({ url, init });
    if (url === TRACKING) return new Response(null, { status: trackingStatus });
    const directives = { directivesCookie: 'abc', expirationDate: '2027-01-01T00:00:00.000Z', vendors: [] };
    return new Response(JSON.stringify({ data: { respondToPrivacyPrompt: { directives } } }), { status: graphStatus, headers: { 'content-type': 'application/json' } });
  };
  return { fetch, counts: () => sent.filter((request) => request.url === TRACKING) };
}

/** @param {Record<string, string>} form @param {Partial<import('../../src/server').ConsentAnswerOptions>} options */
const answer = (form, options) =>
  server.answerConsent(
    { method: 'POST', headers: { 'sec-fetch-site': 'same-origin', cookie: 'session-id=123-4567890-1234567' }, body: new URLSearchParams({ promptId: 'p', u: '/article/7', ...form }).toString(), origin: ORIGIN },
    { endpoint: GRAPH, ...options },
  );

test('[CNS-14] an answer the form posts is counted once at the tracking endpoint, as the script counts it', { skip }, async () => {
  for (const [action, refTag] of /** @type {const} */ ([['AcceptAll', 'cb_accept'], ['RejectAll', 'cb_reject']])) {
    const { fetch, counts } = services();
    const response = await answer({ action, pt: 'title', spt: 'main' }, { fetch, trackingEndpoint: TRACKING });
    assert.equal(response.status, 303);
    assert.equal(counts().length, 1, action);
    const [count] = counts();
    assert.equal(count?.init?.method, 'POST');
    assert.equal(count?.init?.credentials, 'omit');
    assert.deepEqual(Object.fromEntries(new URLSearchParams(String(count?.init?.body))), { ref_: refTag, pt: 'title', spt: 'main', pageAction: 'consumer-consent-banner', ht: 'actionOnly' });
    assert.equal(new Headers(count?.init?.headers).get('cookie'), null, 'nothing names the visitor');
  }
});

test('[CNS-14] a page without a page type sends none; a refused answer is still a counted click', { skip }, async () => {
  const { fetch, counts } = services({ graphStatus: 500 });
  const response = await answer({ action: 'RejectAll' }, { fetch, trackingEndpoint: TRACKING });
  assert.equal(response.status, 502);
  assert.deepEqual(counts().map((count) => String(count.init?.body)), ['ref_=cb_reject&pageAction=consumer-consent-banner&ht=actionOnly']);
});

test('without a tracking endpoint nothing is counted; a count that fails is logged and costs the answer nothing', { skip }, async () => {
  const quiet = services();
  assert.equal((await answer({ action: 'AcceptAll' }, { fetch: quiet.fetch })).status, 303);
  assert.equal(quiet.counts().length, 0);

  const failing = services({ trackingStatus: 503 });
  /** @type {string[]} */
  const logged = [];
  const error = console.error;
  console.error = (/** @type {unknown[]} */ ...args) => void logged.push(args.join(' '));
  try {
    assert.equal((await answer({ action: 'AcceptAll' }, { fetch: failing.fetch, trackingEndpoint: TRACKING })).status, 303);
  } finally {
    console.error = error;
  }
  assert.equal(logged.length, 1);
  assert.match(logged[0] ?? '', /answerConsent: the answer's count \(cb_accept\) was not sent to https:\/\/www\.example\.com\/tr\/: status 503/);
});
