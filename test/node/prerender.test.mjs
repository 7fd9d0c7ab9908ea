// Issue 22: `npm run prerender` writes fragments for the site's own origin, never localhost unasked.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { promisify } from 'node:util';

const PRERENDER = new URL('../../scripts/prerender.mjs', import.meta.url).pathname;
const skip = existsSync(new URL('../../dist/server/index.js', import.meta.url)) ? false : 'dist/ is missing: run `npm run build` first';
const footer = (/** @type {string} */ locale) => readFileSync(new URL(`../../dist/prerendered/${locale}/site-footer.html`, import.meta.url), 'utf8');
const header = (/** @type {string} */ locale) => readFileSync(new URL(`../../dist/prerendered/${locale}/site-header.html`, import.meta.url), 'utf8');

/** Runs the prerender in `cwd` with `args`; resolves to its exit code and output. */
const prerender = (/** @type {string} */ cwd, /** @type {string[]} */ args = []) =>
  promisify(execFile)(process.execPath, [PRERENDER, ...args], { cwd }).then(
    ({ stdout }) => ({ code: 0, output: stdout }),
    (/** @type {{ code: number, stderr: string }} */ error) => ({ code: error.code, output: error.stderr }),
  );

test('without the site origin the prerender refuses, saying how to give it', { skip }, async () => {
  const { code, output } = await prerender(mkdtempSync(join(tmpdir(), 'prerender-')));
  assert.equal(code, 1);
  assert.match(output, /needs the site's origin: `npm run prerender -- --origin https:\/\/www\.example\.com`/);
});

test('the fragments carry the origin given as an option, or as the package setting', { skip, timeout: 60_000 }, async () => {
  const folder = mkdtempSync(join(tmpdir(), 'prerender-'));
  assert.equal((await prerender(folder, ['--origin', 'https://www.example.com/ignored/path'])).code, 0);
  assert.match(header('de-DE'), /data-marquee-origin="https:\/\/www\.example\.com"/);
  assert.doesNotMatch(header('de-DE') + footer('he-IL'), /localhost/);

  writeFileSync(join(folder, 'package.json'), JSON.stringify({ name: 'host', 'marquee-site-chrome': { origin: 'https://partner.example' } }));
  assert.equal((await prerender(folder)).code, 0);
  assert.match(footer('fr-FR'), /data-marquee-origin="https:\/\/partner\.example"/);
  assert.doesNotMatch(header('fr-FR') + footer('fr-FR'), /localhost|www\.example\.com/);
});
