// Gzip size of what each entry loads before it can render, checked against the budgets.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = 'dist';
const KB = 1024;
// Issue 11: all three elements with en-US within 120 KB; each locale chunk within 4 KB. Code only
// some visitors need (the drawer's menu, the prompt sanitizer) is in lazy chunks, outside this.
const BUDGETS = {
  allElements: 120 * KB,
  localeChunk: 4 * KB,
};

const gzipped = (/** @type {string} */ file) => gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length;

/** The files an entry loads up front: itself and its static imports, transitively. */
/** @param {string} file */
function staticGraph(file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  const code = readFileSync(join(DIST, file), 'utf8');
  for (const [, path = ''] of code.matchAll(/(?:import|export)\s*(?:[^'"()]*?from\s*)?["']\.\/([^"']+)["']/g)) {
    staticGraph(path, seen);
  }
  return seen;
}

const entries = ['marquee.js', 'site-header.js', 'site-footer.js', 'consent-banner.js'];
const rows = [];
const failures = [];
for (const entry of entries) {
  const size = [...staticGraph(entry)].reduce((sum, f) => sum + gzipped(f), 0);
  rows.push([entry, size, BUDGETS.allElements]);
}
for (const file of readdirSync(DIST).filter((f) => /^locale-.*\.js$/.test(f))) {
  rows.push([file, gzipped(file), BUDGETS.localeChunk]);
}

console.log('file'.padEnd(36), 'gzip KB'.padStart(8), 'budget KB'.padStart(10));
for (const [file, size, budget] of rows) {
  const over = size > budget;
  if (over) failures.push(file);
  console.log(file.padEnd(36), (size / KB).toFixed(1).padStart(8), (budget / KB).toFixed(1).padStart(10), over ? 'OVER' : '');
}
if (failures.length) {
  console.error(`Size budget exceeded by: ${failures.join(', ')}`);
  process.exit(1);
}
console.log('Size budget met.');
