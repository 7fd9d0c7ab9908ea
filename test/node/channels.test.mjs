// Issue 74, item 1: the main site serves the chrome by major channel and by exact version
// (scripts/channels.mjs), the reference backend as `npm start` runs it: every versioned URL the
// manual's partner page names answers, to any origin, the exact version cached for good and with
// the integrity chromeHeadTags writes, the major revalidated. Needs dist/ (npm run build; CI builds first).
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { createBackend } from '../../demo/server/app.mjs';

const root = new URL('../../', import.meta.url);
const skip = existsSync(new URL('dist/manifest.json', root)) ? false : 'dist/ is missing: run `npm run build` first';
/** @type {typeof import('../../src/server')} */
const { chromeHeadTags } = skip ? /** @type {never} */ ({}) : await import(new URL('dist/server/index.js', root).href);
const { version } = JSON.parse(readFileSync(new URL('package.json', root), 'utf8'));
const MANUAL_MAIN = 'https://www.example.com';

/** @type {ReturnType<typeof createBackend>} */
let backend;
/** @type {import('node:http').Server} */
let server;
let main = '';

before(async () => {
  if (skip) return;
  backend = createBackend({ staticRoot: fileURLToPath(root) });
  server = createServer((req, res) => {
    backend.handle(req, res).then((answered) => void (answered || res.writeHead(404).end()), () => res.writeHead(500).end());
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  main = `http://127.0.0.1:${String(typeof address === 'object' && address ? address.port : 0)}`;
});

after(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  await backend?.close();
});

const sha384 = (/** @type {ArrayBuffer} */ bytes) => `sha384-${createHash('sha384').update(Buffer.from(bytes)).digest('base64')}`;

test('the versioned URLs the manual names answer from the reference backend, to any origin', { skip }, async () => {
  const manual = readFileSync(new URL('docs/partner-sites.md', root), 'utf8');
  const named = [...new Set([...manual.matchAll(/\/dist\/((?:v\d+|\d+\.\d+\.\d+)\/[\w.-]+\.js)/g)].map(([, path]) => path ?? ''))];
  assert.ok(named.includes('v0/marquee.js') && named.includes(`${version}/marquee.js`), `the manual names the channels: ${named.join(' ')}`);
  for (const path of named) {
    const response = await fetch(`${main}/dist/${path}`, { headers: { origin: 'https://partner.example' } });
    assert.equal(response.status, 200, path);
    assert.match(response.headers.get('content-type') ?? '', /javascript/, path);
    assert.equal(response.headers.get('access-control-allow-origin'), '*', path);
    const exact = path.startsWith(`${version}/`);
    // The major's file moves with each deploy of it: used from the cache, revalidated behind its use.
    assert.equal(response.headers.get('cache-control'), exact ? 'public, max-age=31536000, immutable' : 'public, max-age=0, stale-while-revalidate=86400', path);
    // One line naming that build's copy of the stable entry, which is served for good too.
    const text = await response.text();
    const copy = /^export\*from"\.\.\/([\w.-]+\.js)";\n$/.exec(text)?.[1];
    assert.ok(copy, `${path}: ${text}`);
    const target = await fetch(`${main}/dist/${copy}`);
    assert.equal(target.status, 200, copy);
    assert.equal(target.headers.get('cache-control'), 'public, max-age=31536000, immutable', copy);
    // The copy is the stable entry as this build wrote it.
    const stable = path.split('/').at(-1) ?? '';
    assert.equal(await target.text(), readFileSync(new URL(`dist/${stable}`, root), 'utf8'), `${copy} is ${stable}`);
  }
  assert.match(manual, new RegExp(`${MANUAL_MAIN.replace(/\./g, '\\.')}/dist/v0/marquee\\.js`), 'the partner page names the major channel');
});

test('chromeHeadTags writes either channel: the exact version with the integrity of what is served, the major without', { skip }, async () => {
  const exact = chromeHeadTags({ base: `${main}/dist/`, channel: 'exact', integrity: true });
  const src = /<script type="module" src="([^"]+)" integrity="([^"]+)" crossorigin="anonymous"><\/script>/.exec(exact);
  assert.equal(src?.[1], `${main}/dist/${version}/marquee.js`, exact);
  assert.equal(src?.[2], sha384(await (await fetch(src?.[1] ?? '')).arrayBuffer()), 'the integrity is the served file\'s');
  assert.match(exact, /<script type="importmap">\{"integrity":/, 'and the import map of the files it loads later');
  const major = chromeHeadTags({ base: `${main}/dist/`, channel: 'major' });
  assert.equal(major, `<script type="module" src="${main}/dist/v0/marquee.js" crossorigin="anonymous"></script>`);
  // Bad input: one console error, and the stable name.
  /** @type {string[]} */
  const errors = [];
  const original = console.error;
  console.error = (/** @type {unknown[]} */ ...args) => errors.push(args.join(' '));
  try {
    assert.equal(chromeHeadTags({ channel: 'major', load: 'after-paint' }), '<script type="module" src="/dist/marquee.js"></script>');
    assert.equal(chromeHeadTags({ channel: /** @type {'major'} */ ('weekly') }), '<script type="module" src="/dist/marquee.js"></script>');
  } finally {
    console.error = original;
  }
  assert.equal(errors.length, 2);
  assert.match(errors[0] ?? '', /channel "major" with load "after-paint"/);
});
