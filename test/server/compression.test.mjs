// Issue 37: the reference backend serves as a production server does, compressed. dist/'s files
// are compressed at build time (scripts/precompress.mjs) and chosen by Accept-Encoding; pages and
// JSON answers are compressed as they are sent; each says Vary: Accept-Encoding. Raw HTTP here:
// fetch() would ask for every encoding and decompress behind our back. Needs dist/ (npm run build).
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { request } from 'node:http';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { chooseEncoding } from '../../demo/server/compression.mjs';
import { startBackend } from './helpers/backend.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const skip = existsSync(`${root}dist/manifest.json`) ? false : 'dist/ is missing: run `npm run build` first';

/** @type {import('./helpers/backend.mjs').TestBackend} */
let server;
before(async () => {
  server = await startBackend({ staticRoot: root, dbFile: ':memory:' });
});
after(async () => {
  await server.close();
});

/**
 * @param {string} path
 * @param {Record<string, string>} [headers]
 * @returns {Promise<{ status: number, headers: import('node:http').IncomingHttpHeaders, body: Buffer }>}
 */
function get(path, headers = {}) {
  return new Promise((resolve, reject) => {
    request(`${server.base}${path}`, { headers }, (res) => {
      /** @type {Buffer[]} */
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject).end();
  });
}

/** The largest hashed script of the build, as a path under dist/. */
const bundle = () => readdirSync(`${root}dist`).filter((name) => /-[\w-]{8}\.js$/.test(name)).sort((a, b) => readFileSync(`${root}dist/${b}`).length - readFileSync(`${root}dist/${a}`).length)[0] ?? '';

describe('compressed answers', { skip }, () => {
  test('a .js file of dist/ comes as brotli or gzip as asked, identity when not, with Vary and an ETag per encoding', async () => {
    const file = bundle();
    const original = readFileSync(`${root}dist/${file}`);
    const brotli = await get(`/dist/${file}`, { 'accept-encoding': 'gzip, deflate, br' });
    assert.equal(brotli.headers['content-encoding'], 'br');
    assert.equal(brotli.headers.vary, 'Accept-Encoding');
    assert.equal(Number(brotli.headers['content-length']), brotli.body.length);
    assert.ok(brotli.body.length < original.length / 3, `brotli ${String(brotli.body.length)} B of ${String(original.length)} B`);
    assert.deepEqual(brotliDecompressSync(brotli.body), original);
    assert.equal(brotli.headers['cache-control'], 'public, max-age=31536000, immutable', 'the caching rules stay');

    const gzip = await get(`/dist/${file}`, { 'accept-encoding': 'gzip' });
    assert.equal(gzip.headers['content-encoding'], 'gzip');
    assert.deepEqual(gunzipSync(gzip.body), original);

    const identity = await get(`/dist/${file}`);
    assert.equal(identity.headers['content-encoding'], undefined);
    assert.equal(identity.headers.vary, 'Accept-Encoding');
    assert.deepEqual(identity.body, original);

    const refused = await get(`/dist/${file}`, { 'accept-encoding': 'br;q=0, gzip;q=0' });
    assert.equal(refused.headers['content-encoding'], undefined, 'q=0 refuses an encoding');

    const etags = new Set([brotli, gzip, identity].map((answer) => answer.headers.etag));
    assert.equal(etags.size, 3, 'each encoding has its own ETag');
    const again = await get(`/dist/${file}`, { 'accept-encoding': 'br', 'if-none-match': String(brotli.headers.etag) });
    assert.equal(again.status, 304);
    const other = await get(`/dist/${file}`, { 'accept-encoding': 'gzip', 'if-none-match': String(brotli.headers.etag) });
    assert.equal(other.status, 200, 'the brotli ETag does not stand for the gzip body');
  });

  test('a page is compressed as it is sent, its Vary keeping Cookie', async () => {
    const page = await get('/find/?q=star', { 'accept-encoding': 'gzip' });
    assert.equal(page.status, 200);
    assert.equal(page.headers['content-encoding'], 'gzip');
    assert.match(String(page.headers.vary), /Cookie/);
    assert.match(String(page.headers.vary), /Accept-Encoding/);
    assert.match(gunzipSync(page.body).toString(), /<site-header/);
  });

  test('a JSON answer above 1 KB is compressed, a small one is not', async () => {
    const big = await get('/suggestion/s/star.json', { 'accept-encoding': 'br' });
    assert.equal(big.status, 200);
    assert.equal(big.headers['content-encoding'], 'br');
    assert.ok(JSON.parse(brotliDecompressSync(big.body).toString()));
    const small = await get('/suggestion/x/xqzv.json', { 'accept-encoding': 'br' });
    assert.equal(small.headers['content-encoding'], undefined);
    assert.equal(small.headers.vary, 'Accept-Encoding');
  });
});

test('Accept-Encoding is read with its q-values', () => {
  assert.equal(chooseEncoding('gzip, deflate, br'), 'br');
  assert.equal(chooseEncoding('gzip;q=1, br;q=0.5'), 'gzip');
  assert.equal(chooseEncoding('*'), 'br');
  assert.equal(chooseEncoding('*;q=0.5, br;q=0'), 'gzip');
  assert.equal(chooseEncoding('identity'), undefined);
  assert.equal(chooseEncoding(''), undefined);
  assert.equal(chooseEncoding(undefined), undefined);
  assert.equal(chooseEncoding('deflate'), undefined);
});
