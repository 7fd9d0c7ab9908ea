// Issue 7: every locale but en-US is its own chunk, loaded only when asked for; only en-US is
// in what the entries load up front. Proven on a real build of rollup.config.mjs.
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { rollup } from 'rollup';
import { chrome as config } from '../../rollup.config.mjs';

const LOCALES_DIR = new URL('../../locales/', import.meta.url);
const localeFolders = readdirSync(LOCALES_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** @type {string} */
let out;

before(async () => {
  out = mkdtempSync(join(tmpdir(), 'marquee-build-'));
  const bundle = await rollup(config);
  await bundle.write({ ...config.output, dir: out, sourcemap: false });
  await bundle.close();
});

after(() => {
  rmSync(out, { recursive: true, force: true });
});

/** @param {string} file @param {Set<string>} [seen] @returns {Set<string>} */
function staticGraph(file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  const code = readFileSync(join(out, file), 'utf8');
  for (const [, path = ''] of code.matchAll(/(?:import|export)\s*(?:[^'"()]*?from\s*)?["']\.\/([^"']+)["']/g)) staticGraph(path, seen);
  return seen;
}

test('[I18N-12] every locale but en-US is a chunk of its own, outside what the entries load', () => {
  const files = readdirSync(out);
  const upFront = new Set(['marquee.js', 'site-header.js', 'site-footer.js', 'consent-banner.js'].flatMap((e) => [...staticGraph(e)]));
  for (const locale of localeFolders.filter((l) => l !== 'en-US')) {
    const chunk = files.find((f) => f.startsWith(`locale-${locale}-`));
    assert.ok(chunk, `no chunk for ${locale}`);
    assert.ok(!upFront.has(chunk), `${locale} is loaded up front`);
  }
  const english = readFileSync(new URL('en-US/messages.ts', LOCALES_DIR), 'utf8').match(/signIn: '([^']+)'/)?.[1] ?? '';
  assert.ok([...upFront].some((f) => readFileSync(join(out, f), 'utf8').includes(english)), 'en-US is not in the entries');
});
