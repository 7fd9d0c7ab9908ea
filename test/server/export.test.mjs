import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { after, before, test } from 'node:test';
import { exportQueries } from '../../demo/server/suggestions/export.mjs';
import { loadIndex } from '../../demo/server/suggestions/index.mjs';
import { startBackend } from './helpers/backend.mjs';

const SCRIPT = fileURLToPath(new URL('../../scripts/export-suggestions.mjs', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'marquee-export-'));
/** @type {import('./helpers/backend.mjs').TestBackend} */
let server;
/** @type {string} */
let stdout;
before(async () => {
  server = await startBackend();
  ({ stdout } = await promisify(execFile)(process.execPath, [SCRIPT, dir, '--max-prefix', '2']));
});
after(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

/** @param {string} root @returns {string[]} */
function listFiles(root) {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath ?? entry.path, entry.name));
}

test('prints how many files it wrote, and wrote that many', () => {
  const count = Number(/Wrote (\d+) files/.exec(stdout)?.[1]);
  assert.ok(count > 100, stdout);
  assert.equal(listFiles(dir).length, count);
});

test('every file is what the endpoint answers for the same path', async () => {
  const files = listFiles(dir);
  // A spread sample keeps the test quick; the bench compares its paths in full.
  for (const file of files.filter((_, i) => i % 25 === 0)) {
    const relative = file.slice(dir.length).split('/').map(encodeURIComponent).join('/');
    const res = await server.fetch(`${relative}?includeVideos=1`);
    assert.equal(res.status, 200, relative);
    assert.equal(await res.text(), readFileSync(file, 'utf8'), relative);
  }
});

test('has the paths of the examples: titles, names and All', () => {
  for (const path of ['suggestion/titles/s/st.json', 'suggestion/names/s/sp.json', 'suggestion/s/st.json', 'suggestion/s/s.json', 'suggestion/t/t.json']) {
    const body = JSON.parse(readFileSync(join(dir, path), 'utf8'));
    assert.ok(body.d.length > 0, path);
  }
});

test('the query set: prefixes from each word start, no separators, bounded', () => {
  const queries = exportQueries(loadIndex(), 'titles', 4);
  assert.ok(queries.includes('star'));
  assert.ok(queries.includes('wars'), 'word starts inside labels');
  assert.ok(queries.includes('déjà'));
  assert.ok(!queries.includes('star '), 'longer than 4');
  assert.ok(queries.every((q) => [...q].length <= 4 && !/[/\\]/.test(q) && !q.startsWith(' ')));
});

test('refuses bad arguments', async () => {
  await assert.rejects(promisify(execFile)(process.execPath, [SCRIPT]), /usage/);
  await assert.rejects(promisify(execFile)(process.execPath, [SCRIPT, dir, '--max-prefix', '0']), /usage/);
});
