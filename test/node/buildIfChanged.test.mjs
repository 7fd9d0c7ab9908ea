// Issue 54: `npm start` rebuilt everything on every start; it now builds only when something the
// build reads changed since the last complete build (scripts/build-if-changed.mjs).
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { staleBecause } from '../../scripts/build-if-changed.mjs';

test('a project builds when it has no complete build or a source is newer than it, and not otherwise', () => {
  const folder = mkdtempSync(join(tmpdir(), 'marquee-build-'));
  try {
    mkdirSync(join(folder, 'src'));
    mkdirSync(join(folder, 'dist'));
    writeFileSync(join(folder, 'src', 'a.ts'), 'export {};');
    assert.equal(staleBecause(folder), 'no complete build in dist/', 'a build that never finished');
    const stamp = join(folder, 'dist', '.complete');
    writeFileSync(stamp, '');
    const hourAgo = new Date(Date.now() - 3_600_000);
    utimesSync(join(folder, 'src', 'a.ts'), hourAgo, hourAgo);
    utimesSync(join(folder, 'src'), hourAgo, hourAgo);
    assert.equal(staleBecause(folder), '', 'nothing changed since');
    writeFileSync(join(folder, 'src', 'b.ts'), 'export {};');
    assert.equal(staleBecause(folder), 'changed since the last build: src', 'a new file');
    utimesSync(join(folder, 'src'), hourAgo, hourAgo);
    utimesSync(join(folder, 'src', 'b.ts'), hourAgo, hourAgo);
    writeFileSync(join(folder, 'package.json'), '{}');
    assert.equal(staleBecause(folder), 'changed since the last build: package.json', 'the manifest');
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});
