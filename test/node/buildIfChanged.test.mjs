// Issue 54: `npm start` rebuilt everything on every start; it now builds only when something the
// build reads changed since the last complete build (scripts/build-if-changed.mjs). Issue 75: by
// content, so that an install that changes nothing (package-lock.json rewritten with the same
// bytes) keeps the build.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { staleBecause, writeStamp } from '../../scripts/build-if-changed.mjs';

/** A project folder with a source and a lock file, its files an hour old. */
function project() {
  const folder = mkdtempSync(join(tmpdir(), 'marquee-build-'));
  mkdirSync(join(folder, 'src'));
  mkdirSync(join(folder, 'dist'));
  writeFileSync(join(folder, 'src', 'a.ts'), 'export {};');
  writeFileSync(join(folder, 'package-lock.json'), '{ "lockfileVersion": 3 }');
  const hourAgo = new Date(Date.now() - 3_600_000);
  for (const path of ['src/a.ts', 'src', 'package-lock.json']) utimesSync(join(folder, path), hourAgo, hourAgo);
  return folder;
}

test('a project builds when it has no complete build, and not when nothing changed since', () => {
  const folder = project();
  try {
    assert.equal(staleBecause(folder), 'no complete build in dist/', 'a build that never finished');
    writeStamp(folder);
    assert.equal(staleBecause(folder), '', 'nothing changed since');
    writeFileSync(join(folder, 'dist', '.complete'), '');
    const halfAnHourAgo = new Date(Date.now() - 1_800_000);
    utimesSync(join(folder, 'dist', '.complete'), halfAnHourAgo, halfAnHourAgo);
    writeFileSync(join(folder, 'src', 'a.ts'), 'export {};');
    assert.equal(staleBecause(folder), 'the last build kept no record of what it was built from', "an older build's empty stamp, with a file touched since");
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});

test('an install that rewrites package-lock.json with the same bytes, or a file touched, keeps the build', () => {
  const folder = project();
  try {
    writeStamp(folder);
    writeFileSync(join(folder, 'package-lock.json'), '{ "lockfileVersion": 3 }');
    writeFileSync(join(folder, 'src', 'a.ts'), 'export {};');
    assert.equal(staleBecause(folder), '', 'the same bytes, newer files');
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});

test('a changed, new or removed source, or a changed manifest, builds again and says what changed', () => {
  const folder = project();
  try {
    writeStamp(folder);
    writeFileSync(join(folder, 'src', 'a.ts'), 'export const a = 1;');
    assert.equal(staleBecause(folder), 'changed since the last build: src', 'changed contents');
    writeFileSync(join(folder, 'src', 'a.ts'), 'export {};');
    assert.equal(staleBecause(folder), '', 'changed back');
    writeFileSync(join(folder, 'src', 'b.ts'), 'export {};');
    assert.equal(staleBecause(folder), 'changed since the last build: src', 'a new file');
    rmSync(join(folder, 'src', 'b.ts'));
    rmSync(join(folder, 'src', 'a.ts'));
    assert.equal(staleBecause(folder), 'changed since the last build: src', 'a removed file');
    writeFileSync(join(folder, 'src', 'a.ts'), 'export {};');
    writeFileSync(join(folder, 'package.json'), '{}');
    assert.equal(staleBecause(folder), 'changed since the last build: package.json', 'the manifest, new');
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});
