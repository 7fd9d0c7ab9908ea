import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from 'node:test';

const MAIN = fileURLToPath(new URL('../../demo/server/main.mjs', import.meta.url));

test('npm start serves on one port, prints the address, and has no fault switches', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'marquee-main-'));
  const child = spawn(process.execPath, [MAIN], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', MARQUEE_DB_FILE: join(dir, 'main.db') },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  try {
    const address = await new Promise((resolve, reject) => {
      let out = '';
      child.stdout.on('data', (chunk) => {
        out += chunk;
        const match = /Marquee demo: (http:\/\/localhost:\d+\/)/.exec(out);
        if (match) resolve(match[1]);
      });
      child.on('exit', (code) => reject(new Error(`exited early with ${code}`)));
      setTimeout(() => reject(new Error(`no address printed: ${out}`)), 10_000).unref();
    });
    const base = String(address).replace('localhost', '127.0.0.1');
    assert.equal((await fetch(`${base}tr/?ht=pageHit`)).status, 204);
    for (const path of ['__faults', '__events']) {
      const res = await fetch(base + path);
      assert.equal(res.status, 404, path);
      assert.deepEqual(await res.json(), { error: 'not found' });
    }
    assert.equal((await fetch(`${base}__faults`, { method: 'POST', body: '{"endpoint":"tr","status":500}' })).status, 404);
    assert.equal((await fetch(`${base}server/main.mjs`)).status, 404, 'server code is not served');
    assert.equal((await fetch(`${base}_demo/events`)).status, 200);
  } finally {
    const exited = new Promise((resolve) => child.on('exit', resolve));
    child.kill('SIGTERM');
    assert.equal(await exited, 0, 'stops cleanly');
    rmSync(dir, { recursive: true, force: true });
  }
});
