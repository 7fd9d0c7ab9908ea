// Issue 71, a request's cost is bounded: a 15 KB address (`/?x=` and `%FF` 5,000 times) made a
// 4.7 MB page, its path and query written into every chrome link and again inside each `u=`,
// and the page cache kept the last 100 pages whatever their size: 60 of them took the server
// from 174 MB to 1.4 GB. Now an address is at most URL_MAX characters (else 414), the chrome's
// links carry at most CURRENT_URI_MAX of it, a Host is at most a DNS name, and the cache is
// bounded in bytes as well as in pages.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { after, before, describe, test } from 'node:test';
import { URL_MAX } from '../../demo/server/http.mjs';
import { CURRENT_URI_MAX, currentUriOf } from '../../demo/server/currentUri.mjs';
import { createPageCache } from '../../demo/server/pageCache.mjs';
import { startBackend } from './helpers/backend.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
/** The attack's address: 15,004 characters. */
const HUGE = `/?x=${'%FF'.repeat(5000)}`;

describe('a rendered page', () => {
  /** @type {import('./helpers/backend.mjs').TestBackend} */
  let server;
  /** @type {number} */
  let normal;
  before(async () => {
    server = await startBackend({ staticRoot: root });
    const home = await server.raw('/');
    assert.equal(home.status, 200);
    normal = home.text.length;
  });
  after(() => server.close());

  test(`an address longer than ${URL_MAX} characters is a 414, and the server answers the next visitor`, async () => {
    const res = await server.raw(HUGE);
    assert.equal(res.status, 414);
    assert.match(JSON.parse(res.text).error, new RegExp(`longer than ${URL_MAX} characters`));
    assert.equal((await server.raw(`/?x=${'a'.repeat(URL_MAX + 1)}`)).status, 414, 'a path and query of plain letters too');
    assert.equal((await server.raw('/suggestion/a/' + 'a'.repeat(URL_MAX) + '.json')).status, 414, 'any of its paths');
    assert.equal((await server.raw('/')).status, 200);
  });

  test('an address within the cap writes at most its path into the links: the page stays the size of a normal one', async () => {
    const prefix = '/?x=';
    const res = await server.raw(prefix + '%FF'.repeat(Math.floor((URL_MAX - prefix.length) / 3)));
    assert.equal(res.status, 200);
    // Within 10% of the home page for a new visitor; before, 2.5 MB.
    assert.ok(res.text.length < normal * 1.1, `${res.text.length} characters against ${normal}`);
    assert.doesNotMatch(res.text, /x%3D%25EF|x=%EF/, 'the query is in no link');
  });

  test('a Host longer than a DNS name is a 400, not written into every link', async () => {
    const res = await server.raw('/', { headers: { host: `${'a'.repeat(10_000)}.example` } });
    assert.equal(res.status, 400);
    assert.ok(res.text.length < 200);
    const longest = await server.raw('/', { headers: { host: `${'a.'.repeat(126)}a:8000` } });
    assert.equal(longest.status, 200, 'a 253-character name with a port is a host');
  });
});

describe('currentUriOf', () => {
  test(`keeps an address of up to ${CURRENT_URI_MAX} characters whole, else drops the query, else gives /`, () => {
    const query = (/** @type {string} */ text) => new URLSearchParams(text);
    assert.equal(currentUriOf('/find/', query('q=star&s=tt')), '/find/?q=star&s=tt');
    assert.equal(currentUriOf('/find/', query('')), '/find/');
    const long = `q=${'a'.repeat(CURRENT_URI_MAX)}`;
    assert.equal(currentUriOf('/find/', query(long)), '/find/');
    assert.equal(currentUriOf(`/${'a'.repeat(CURRENT_URI_MAX)}`, query('')), '/');
    // URLSearchParams writes %FF as the three bytes of U+FFFD: the bound applies to what is written.
    const grown = query('x=' + '%FF'.repeat(200));
    assert.equal(String(grown).length, 2 + 9 * 200);
    assert.equal(currentUriOf('/', grown), '/');
  });
});

describe('the page cache', () => {
  test('drops the least recently used pages past its byte budget, and past its count', () => {
    const cache = createPageCache({ maxPages: 3, maxBytes: 2 * 3000 });
    cache.set('a', 'x'.repeat(999));
    cache.set('b', 'x'.repeat(999));
    cache.set('c', 'x'.repeat(999));
    assert.deepEqual(cache.size, { pages: 3, bytes: 6000 });
    cache.get('a');
    cache.set('d', 'x'.repeat(999));
    assert.equal(cache.get('b'), undefined, 'the least recently used went');
    assert.ok(cache.get('a') && cache.get('c') && cache.get('d'));
    cache.set('e', 'x'.repeat(1999));
    assert.deepEqual(cache.size, { pages: 2, bytes: 6000 }, 'two pages made room for one twice their size');
    cache.set('f', 'x'.repeat(3000));
    assert.equal(cache.get('f'), undefined, 'a page bigger than the budget is not kept');
    assert.deepEqual(cache.size, { pages: 2, bytes: 6000 }, 'nor does it push out the others');
    cache.set('e', 'y');
    assert.deepEqual(cache.size, { pages: 2, bytes: 2000 + 4 }, 'a page kept again is counted once');
  });
});

/**
 * Runs hugeUrls.mjs: `count` requests for / whose address is `length` characters.
 * @param {number} count @param {number} length
 * @returns {Promise<{ before: number, after: number, rssBefore: number, rssAfter: number, statuses: number[] }>}
 */
function probe(count, length) {
  const script = fileURLToPath(new URL('./helpers/hugeUrls.mjs', import.meta.url));
  const child = spawn(process.execPath, ['--expose-gc', script, String(count), String(length)], { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout.on('data', (chunk) => (out += chunk));
  child.stderr.on('data', (chunk) => (out += chunk));
  return new Promise((resolve, reject) => {
    child.on('exit', (code) => {
      const line = out.trim().split('\n').at(-1) ?? '';
      if (code === 0) resolve(JSON.parse(line));
      else reject(new Error(`hugeUrls.mjs exited with ${String(code)}: ${out}`));
    });
  });
}

const MB = 1024 * 1024;

test("60 requests for / with a huge address: the server's heap grows by less than 32 MB", async (t) => {
  // The attack's 15 KB addresses (414 now), and addresses just within the cap (rendered: each a page of its own).
  for (const length of [HUGE.length, URL_MAX]) {
    const { before, after, rssBefore, rssAfter, statuses } = await probe(60, length);
    const mb = (/** @type {number} */ bytes) => `${(bytes / MB).toFixed(1)} MB`;
    t.diagnostic(`${length}-character addresses (${statuses.join(', ')}): heap ${mb(before)} before, ${mb(after)} after; resident ${mb(rssBefore)}, ${mb(rssAfter)}`);
    // Before the fix (measured): 551 MB more for the attack's addresses, 306 MB more for those of 8 KB.
    assert.ok(after - before < 32 * MB, `${length}-character addresses: ${((after - before) / MB).toFixed(1)} MB more`);
  }
});
