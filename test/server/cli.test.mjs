// Issue 54: `npx marquee-site-chrome serve`, the reference backend for an app's development server
// (demo/server/cli.mjs, the package's bin): development mode, SQLite in a folder of its own that it
// removes when it stops, a dev server's origin allowed with --allow-origin.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const CLI = fileURLToPath(new URL('../../demo/server/cli.mjs', import.meta.url));

/** Runs the command; resolves with its exit code and output once it exits. */
function run(/** @type {string[]} */ args) {
  const child = spawn(process.execPath, [CLI, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout.on('data', (chunk) => (out += chunk));
  child.stderr.on('data', (chunk) => (out += chunk));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, out })));
}

test('serve: answers the chrome\'s calls in development mode, lets the named dev server call it, and leaves no database behind', { timeout: 90_000 }, async () => {
  const child = spawn(process.execPath, [CLI, 'serve', '--port', '0', '--allow-origin', 'http://localhost:5173'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout.on('data', (chunk) => (out += chunk));
  child.stderr.on('data', (chunk) => (out += chunk));
  try {
    const base = await new Promise((resolve, reject) => {
      child.stdout.on('data', () => {
        // All three lines: its address, its mode, its store.
        const match = /Marquee reference backend: http:\/\/localhost:(\d+)\/\n.*\nStore: .*\n/.exec(out);
        if (match) resolve(`http://127.0.0.1:${String(match[1])}`);
      });
      child.on('exit', (code) => reject(new Error(`exited early with ${String(code)}: ${out}`)));
      setTimeout(() => reject(new Error(`no address printed: ${out}`)), 60_000).unref();
    });
    assert.match(out, /^Mode: development/m);
    const folder = /SQLite in (\S+) \(removed when it stops\)/.exec(out)?.[1] ?? '';
    assert.ok(existsSync(folder), `its database folder is there while it runs: ${out}`);
    assert.equal((await fetch(`${base}/tr/?ht=pageHit`)).status, 204, 'tracking is answered');
    const introspection = await fetch(`${base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":"{ __schema { queryType { name } } }"}' });
    assert.equal(introspection.status, 200, 'development mode: introspection');
    const allowed = await fetch(`${base}/graphql`, { method: 'OPTIONS', headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' } });
    assert.equal(allowed.headers.get('access-control-allow-origin'), 'http://localhost:5173', 'the dev server may call it');
    const other = await fetch(`${base}/graphql`, { method: 'OPTIONS', headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'POST' } });
    assert.equal(other.headers.get('access-control-allow-origin'), null, 'another origin may not');
    const exited = new Promise((resolve) => child.on('exit', resolve));
    child.kill('SIGTERM');
    assert.equal(await exited, 0, 'stops cleanly');
    assert.equal(existsSync(folder), false, 'its database folder is removed');
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
  }
});

test('serve: a bad port, origin or command is one message and exit code 1, before it serves', async () => {
  for (const [args, message] of /** @type {[string[], RegExp][]} */ ([
    [['serve', '--port', 'eighty'], /--port must be a port number, not "eighty"/],
    [['serve', '--allow-origin', 'localhost:5173'], /--allow-origin: "localhost:5173" is not an origin/],
    [['start'], /unknown command "start"; the one command is serve/],
    [['serve', '--prot', '80'], /Unknown option '--prot'/],
  ])) {
    const { code, out } = /** @type {{ code: number, out: string }} */ (await run(args));
    assert.equal(code, 1, args.join(' '));
    assert.match(out, message);
    assert.match(out, /Usage: npx marquee-site-chrome serve/);
    assert.doesNotMatch(out, /Marquee reference backend:/, 'it never listened');
  }
});
