import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { request } from 'node:http';
import { fileURLToPath } from 'node:url';
import { test } from 'node:test';
import { testDatabase } from './helpers/database.mjs';

const MAIN = fileURLToPath(new URL('../../demo/server/main.mjs', import.meta.url));

/**
 * Runs `npm start`'s server with `args` until `use` is done, then stops it.
 * @param {string[]} args
 * @param {(base: string, output: string) => Promise<void>} use
 */
async function withMain(args, use) {
  const child = spawn(process.execPath, [MAIN, ...args], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ...(await testDatabase()).env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  try {
    const { base, output } = await new Promise((resolve, reject) => {
      let out = '';
      child.stdout.on('data', (chunk) => {
        out += chunk;
        const match = /Marquee demo: (http:\/\/localhost:\d+\/)\n(Mode: .*)\n/.exec(out);
        if (match) resolve({ base: String(match[1]).replace('localhost', '127.0.0.1'), output: out });
      });
      child.on('exit', (code) => reject(new Error(`exited early with ${code}`)));
      // It warms up before it listens (demo/server/warmUp.mjs): seconds on a loaded machine.
      setTimeout(() => reject(new Error(`no address printed: ${out}`)), 60_000).unref();
    });
    await use(base, output);
  } finally {
    const exited = new Promise((resolve) => child.on('exit', resolve));
    child.kill('SIGTERM');
    assert.equal(await exited, 0, 'stops cleanly');
  }
}

const INTROSPECT = { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":"{ __schema { queryType { name } } }"}' };

test('npm start serves on one port, prints the address and its mode, and has no fault switches', async () => {
  await withMain([], async (base, output) => {
    assert.match(output, /^Mode: production: no GraphQL introspection, no geo override/m);
    assert.equal((await fetch(`${base}tr/?ht=pageHit`)).status, 204);
    for (const path of ['__faults', '__events']) {
      const res = await fetch(base + path);
      assert.equal(res.status, 404, path);
      assert.deepEqual(await res.json(), { error: 'not found' });
    }
    assert.equal((await fetch(`${base}__faults`, { method: 'POST', body: '{"endpoint":"tr","status":500}' })).status, 404);
    const hidden = await fetch(`${base}server/main.mjs`);
    assert.equal(hidden.status, 404, 'server code is not served');
    assert.equal(hidden.headers.get('x-content-type-options'), 'nosniff', 'a 404 is hardened too');
    assert.match(hidden.headers.get('content-security-policy') ?? '', /frame-ancestors 'none'/);
    assert.equal((await fetch(`${base}_demo/events`)).status, 200);
    assert.equal((await fetch(`${base}graphql`, INTROSPECT)).status, 400);
  });
});

/**
 * The status of GET `path` sent with `Host: host` (fetch writes its own Host).
 * @param {string} base @param {string} path @param {string} host
 * @returns {Promise<number>}
 */
const statusWithHost = (base, path, host) =>
  new Promise((resolve, reject) => {
    const url = new URL(path, base);
    request({ host: url.hostname, port: url.port, path: url.pathname, headers: { host } }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    })
      .on('error', reject)
      .end();
  });

test('--dev says so, and answers introspection', async () => {
  await withMain(['--dev'], async (base, output) => {
    assert.match(output, /^Mode: development \(--dev\)/m);
    assert.equal((await fetch(`${base}graphql`, INTROSPECT)).status, 200);
    assert.equal((await fetch(`${base}__faults`)).status, 404, 'development is not test mode');
  });
});

test('--dev answers only its own host names: a DNS-rebinding page is a 421 (issue 71)', async () => {
  await withMain(['--dev'], async (base) => {
    const { port } = new URL(base);
    assert.equal(await statusWithHost(base, '/', `evil.example:${port}`), 421);
    assert.equal(await statusWithHost(base, '/_demo/events', `evil.example:${port}`), 421);
    assert.equal(await statusWithHost(base, '/_demo/events', `localhost:${port}`), 200);
  });
  // Production sits behind a proxy that passes the site's own name: it answers any.
  await withMain([], async (base) => {
    assert.equal(await statusWithHost(base, '/_demo/events', 'www.example.com'), 200);
  });
});

test('an unknown argument stops it before it serves', async () => {
  const child = spawn(process.execPath, [MAIN, '--devv'], { env: { ...process.env, PORT: '0' }, stdio: ['ignore', 'pipe', 'pipe'] });
  let err = '';
  child.stderr.on('data', (chunk) => (err += chunk));
  const code = await new Promise((resolve) => child.on('exit', resolve));
  assert.equal(code, 1);
  assert.match(err, /unknown argument --devv/);
});

test('a DATABASE_URL it cannot open, or that is no PostgreSQL URL, stops it before it serves (one it cannot reach, after DATABASE_START_TIMEOUT_MS of tries)', async () => {
  /** @type {[string, RegExp][]} */
  const cases = [
    ['postgres://nobody@127.0.0.1:1/marquee', /not reachable yet \(connect ECONNREFUSED[^)]*\): try 2 in 250 ms[\s\S]*could not be opened: connect ECONNREFUSED/],
    ['mysql://db/marquee', /must be a PostgreSQL URL/],
  ];
  for (const [url, message] of cases) {
    const started = performance.now();
    const child = spawn(process.execPath, [MAIN], { env: { ...process.env, PORT: '0', DATABASE_URL: url, DATABASE_START_TIMEOUT_MS: '3000' }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (out += chunk));
    const code = await new Promise((resolve) => child.on('exit', resolve));
    assert.equal(code, 1);
    assert.match(out, message);
    assert.doesNotMatch(out, /Marquee demo:/, 'it never listened');
    assert.ok(performance.now() - started < 10_000, `stopped after ${Math.round(performance.now() - started)} ms`);
  }
});

test('a wait or a limit that is no whole number stops it before it serves', async () => {
  for (const [name, value] of [['DATABASE_STATEMENT_TIMEOUT_MS', '2s'], ['DATABASE_QUEUE_MAX', '-1'], ['DATABASE_POOL_SIZE', '0'], ['SHUTDOWN_TIMEOUT_MS', '1e3']]) {
    const child = spawn(process.execPath, [MAIN], { env: { ...process.env, PORT: '0', ...(await testDatabase()).env, [String(name)]: value }, stdio: ['ignore', 'pipe', 'pipe'] });
    let err = '';
    child.stderr.on('data', (chunk) => (err += chunk));
    // One that took the value would serve instead: stopped after a while.
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    const code = await new Promise((resolve) => child.on('exit', resolve));
    clearTimeout(timer);
    assert.equal(code, 1, String(name));
    assert.match(err, new RegExp(`${name} must be a whole number`));
  }
});
