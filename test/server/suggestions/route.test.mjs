import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { parseSuggestionPath, suggestionPath } from '../../../demo/server/suggestions/route.mjs';
import { startBackend } from '../helpers/backend.mjs';

/** @type {import('../helpers/backend.mjs').TestBackend} */
let server;
before(async () => {
  server = await startBackend();
});
after(() => server.close());

/** @param {Response} res */
async function items(res) {
  const body = /** @type {{ d: { id: string, l: string, v?: unknown[] }[], q: string, v: number }} */ (await res.json());
  return body;
}

describe('GET /suggestion/…', () => {
  test('answers { d, q, v } for All, titles and names', async () => {
    for (const path of ['/suggestion/s/star%20w.json', '/suggestion/titles/s/star.json', '/suggestion/names/s/spielberg.json']) {
      const res = await server.fetch(`${path}?includeVideos=1`);
      assert.equal(res.status, 200, path);
      assert.match(res.headers.get('content-type') ?? '', /^application\/json/);
      const body = await items(res);
      assert.ok(body.d.length > 0, path);
      assert.equal(body.v, 1);
    }
    const names = await items(await server.fetch('/suggestion/names/s/spielberg.json'));
    assert.deepEqual(names.d.map((i) => i.l), ['Steven Spielberg']);
    assert.equal(names.q, 'spielberg');
  });

  test('decodes the query: "star w" finds Star Wars', async () => {
    const body = await items(await server.fetch('/suggestion/s/star%20w.json'));
    assert.equal(body.q, 'star w');
    assert.ok(body.d.every((i) => i.l.startsWith('Star Wars')));
  });

  test('videos only with includeVideos=1', async () => {
    const withVideos = await items(await server.fetch('/suggestion/titles/t/the%20dark%20k.json?includeVideos=1'));
    assert.ok(withVideos.d[0]?.v?.length);
    const without = await items(await server.fetch('/suggestion/titles/t/the%20dark%20k.json'));
    assert.equal(without.d[0]?.v, undefined);
  });

  test('non-ASCII first letters and queries round-trip', async () => {
    const path = suggestionPath('titles/', 'déjà');
    assert.equal(path, '/suggestion/titles/d/d%C3%A9j%C3%A0.json');
    const body = await items(await server.fetch(path));
    assert.equal(body.d[0]?.l, 'Déjà Vu');
  });

  test('a query that matches nothing is an empty list, not an error', async () => {
    const res = await server.fetch('/suggestion/z/zzzzzz.json');
    assert.equal(res.status, 200);
    assert.deepEqual((await items(res)).d, []);
  });

  test('CDN-friendly headers: public cache, any origin', async () => {
    const res = await server.fetch('/suggestion/s/s.json');
    assert.match(res.headers.get('cache-control') ?? '', /public/);
    assert.match(res.headers.get('cache-control') ?? '', /s-maxage=\d+/);
    assert.equal(res.headers.get('access-control-allow-origin'), '*');
  });

  test('404 with a reason for paths no canonical query produces', async () => {
    const cases = [
      ['/suggestion/x/star.json', /first-letter/],
      ['/suggestion/S/Star.json', /canonical/],
      ['/suggestion/%20/%20star.json', /canonical/],
      [`/suggestion/a/${'a'.repeat(41)}.json`, /canonical/],
      ['/suggestion/s/.json', /canonical/],
      ['/suggestion/s/star', /\.json/],
      ['/suggestion/episodes/s/star.json', /category/],
      ['/suggestion/a/b/c/d.json', /category/],
    ];
    for (const [path, reason] of cases) {
      const res = await server.fetch(/** @type {string} */ (path));
      assert.equal(res.status, 404, String(path));
      const body = /** @type {{ error: string }} */ (await res.json());
      assert.match(body.error, /** @type {RegExp} */ (reason), String(path));
    }
  });

  test('malformed percent-encoding is a 400', async () => {
    const res = await server.raw('/suggestion/s/%E0%A4%A.json');
    assert.equal(res.status, 400);
  });

  test('only GET and HEAD', async () => {
    assert.equal((await server.fetch('/suggestion/s/s.json', { method: 'POST' })).status, 405);
    const head = await server.fetch('/suggestion/s/s.json', { method: 'HEAD' });
    assert.equal(head.status, 200);
    assert.equal(await head.text(), '');
  });

  test('parseSuggestionPath reads scope and query', () => {
    assert.deepEqual(parseSuggestionPath('/suggestion/titles/s/star%20w.json'), { scope: 'titles', query: 'star w' });
    assert.deepEqual(parseSuggestionPath('/suggestion/%2F/%2Fx.json'), { scope: 'all', query: '/x' });
  });
});

describe('GET /images/poster/{id}.svg', () => {
  test('every image URL of an answer is served, with its size', async () => {
    const body = /** @type {{ d: { i: { imageUrl: string, width: number, height: number }, v?: { i: { imageUrl: string } }[] }[] }} */ (
      await (await server.fetch('/suggestion/t/the.json?includeVideos=1')).json()
    );
    const urls = body.d.flatMap((item) => [item.i.imageUrl, ...(item.v ?? []).map((v) => v.i.imageUrl)]);
    for (const url of urls) {
      const res = await server.fetch(url);
      assert.equal(res.status, 200, url);
      assert.equal(res.headers.get('content-type'), 'image/svg+xml; charset=utf-8');
      assert.match(res.headers.get('content-security-policy') ?? '', /default-src 'none'/);
      const svg = await res.text();
      assert.match(svg, /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="\d+" height="\d+"/);
    }
  });

  test('is deterministic and escapes the label', async () => {
    const first = await (await server.fetch('/images/poster/tt4551065.svg')).text();
    const second = await (await server.fetch('/images/poster/tt4551065.svg')).text();
    assert.equal(first, second);
    assert.match(first, /<title>Face\/Off<\/title>/);
    assert.match(first, />FO<\/text>/);
    // A label with markup characters: "Aimée & Jaguar".
    const id = /** @type {{ d: { id: string }[] }} */ (await (await server.fetch('/suggestion/titles/a/aim%C3%A9e.json')).json()).d[0]?.id;
    const svg = await (await server.fetch(`/images/poster/${id}.svg`)).text();
    assert.match(svg, /<title>Aimée &#38; Jaguar<\/title>/);
    assert.doesNotMatch(svg, /& /);
  });

  test('unknown ids are 404', async () => {
    assert.equal((await server.fetch('/images/poster/tt0000000.svg')).status, 404);
    assert.equal((await server.fetch('/images/poster/../../etc/passwd')).status, 404);
    assert.equal((await server.fetch('/images/poster/x.svg')).status, 404);
  });
});
