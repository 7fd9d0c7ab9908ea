import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { startBackend } from './helpers/backend.mjs';

const root = mkdtempSync(join(tmpdir(), 'marquee-static-'));
/** @param {string} path @param {string} text */
const put = (path, text) => {
  mkdirSync(join(root, path, '..'), { recursive: true });
  writeFileSync(join(root, path), text);
};
put('demo/index.html', '<!doctype html><title>demo</title>');
put('demo/style.css', 'body{}');
put('dist/data.json', '{}');
put('demo/image.svg', '<svg/>');
put('dist/blob.xyz', 'x');
put('demo/ssr/server.mjs', 'example server');
put('demo/react-host/src/main.tsx', 'source');
put('demo/react-host/tsconfig.json', '{}');
put('demo/.hidden', 'hidden');
put('demo/server/secret.mjs', 'secret code');
put('demo/sub/page.html', 'sub');
put('dist/marquee.js', 'export {};');
put('node_modules/bootstrap/dist/css/bootstrap.min.css', '.btn{}');
put('node_modules/other/index.js', 'other');
put('secret.txt', 'outside');
symlinkSync('/etc', join(root, 'demo/etc-link'));
symlinkSync(join(root, 'secret.txt'), join(root, 'demo/secret-link.txt'));

/** @type {import('./helpers/backend.mjs').TestBackend} */
let server;
before(async () => {
  server = await startBackend({ staticRoot: root });
});
after(async () => {
  await server.close();
  rmSync(root, { recursive: true, force: true });
});

describe('serving', () => {
  test('/ is demo/index.html, and a page view hands out no session (it stores nothing)', async () => {
    const res = await server.fetch('/');
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('content-type'), 'text/html; charset=utf-8');
    assert.equal(res.headers.get('set-cookie'), null);
    assert.equal(await res.text(), '<!doctype html><title>demo</title>');
  });

  test('content types by extension', async () => {
    const expected = {
      '/style.css': 'text/css; charset=utf-8',
      '/dist/data.json': 'application/json; charset=utf-8',
      '/image.svg': 'image/svg+xml',
      '/dist/blob.xyz': 'application/octet-stream',
      '/sub/page.html': 'text/html; charset=utf-8',
      '/dist/marquee.js': 'text/javascript; charset=utf-8',
      '/node_modules/bootstrap/dist/css/bootstrap.min.css': 'text/css; charset=utf-8',
    };
    for (const [path, type] of Object.entries(expected)) {
      const res = await server.fetch(path);
      assert.equal(res.status, 200, path);
      assert.equal(res.headers.get('content-type'), type, path);
      assert.equal(res.headers.get('x-content-type-options'), 'nosniff');
    }
  });

  test('revalidation with the ETag answers 304; HEAD has no body', async () => {
    const first = await server.fetch('/style.css');
    const etag = first.headers.get('etag') ?? '';
    assert.ok(etag);
    assert.equal((await server.fetch('/style.css', { headers: { 'if-none-match': etag } })).status, 304);
    const head = await server.fetch('/style.css', { method: 'HEAD' });
    assert.equal(head.status, 200);
    assert.equal(head.headers.get('content-length'), '6');
    assert.equal(await head.text(), '');
  });

  test('what is not a served file is left to the caller', async () => {
    for (const path of ['/nothing.html', '/server/secret.mjs', '/.hidden', '/sub', '/sub/', '/node_modules/other/index.js', '/dist/']) {
      const res = await server.fetch(path);
      assert.equal(res.headers.get('x-unanswered'), '1', path);
    }
    assert.equal((await server.fetch('/style.css', { method: 'POST' })).headers.get('x-unanswered'), '1');
  });

  test('the demo\'s sources and configuration are not served, only what its pages load (issue 52)', async () => {
    for (const path of ['/ssr/server.mjs', '/react-host/src/main.tsx', '/react-host/tsconfig.json', '/SSR/SERVER.MJS']) {
      const res = await server.fetch(path);
      assert.equal(res.headers.get('x-unanswered'), '1', path);
      assert.doesNotMatch(await res.text(), /example server|source/, path);
    }
    assert.equal((await server.fetch('/image.svg')).status, 200);
  });

  test('without staticRoot nothing is served', async () => {
    const bare = await startBackend();
    try {
      assert.equal((await bare.fetch('/')).headers.get('x-unanswered'), '1');
      assert.equal((await bare.fetch('/dist/marquee.js')).headers.get('x-unanswered'), '1');
    } finally {
      await bare.close();
    }
  });
});

describe('path traversal', () => {
  test('dot segments and encoded separators are a 400', async () => {
    const paths = [
      '/../secret.txt',
      '/%2e%2e/secret.txt',
      '/%2E%2E%2Fsecret.txt',
      '/..%2fsecret.txt',
      '/dist/..%5c..%5csecret.txt',
      '/dist/../../secret.txt',
      '/dist/%2e%2e/%2e%2e/secret.txt',
      '/node_modules/bootstrap/dist/../../other/index.js',
      '/sub/./page.html',
      '/%00',
      '/a%00.html',
      '/%zz',
    ];
    for (const path of paths) {
      const res = await server.raw(path);
      assert.equal(res.status, 400, path);
      assert.doesNotMatch(res.text, /outside|other|secret code/, path);
    }
  });

  test('symlinks out of the root are a 403', async () => {
    for (const path of ['/etc-link/passwd', '/secret-link.txt']) {
      const res = await server.raw(path);
      assert.equal(res.status, 403, path);
      assert.doesNotMatch(res.text, /root:|outside/, path);
    }
  });

  test('absolute paths stay inside the root', async () => {
    for (const path of ['//etc/passwd', '///etc/passwd', 'http://evil.example/etc/passwd', '*']) {
      const res = await server.raw(path);
      assert.ok(res.status === 400 || res.headers['x-unanswered'] === '1', `${path}: ${res.status}`);
      assert.doesNotMatch(res.text, /root:/, path);
    }
  });

  test('no input crashes the server', async () => {
    const odd = ['/%', '/%%', '/%c0%ae%c0%ae/', '/\u00e9', '/' + 'a'.repeat(5000), '/a/'.repeat(300), '/?%', '/suggestion/%/%.json', '/title/%ff/', '/%E2%80%AE.html'];
    for (const path of odd) {
      const res = await server.raw(encodeURI(path).replace(/%25/g, '%'));
      assert.ok(res.status >= 200 && res.status < 500, `${path}: ${res.status}`);
    }
    assert.equal((await server.fetch('/style.css')).status, 200, 'still serving');
  });
});
