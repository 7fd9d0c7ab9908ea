#!/usr/bin/env node
// npm run export-suggestions -- <dir> [--max-prefix N]
// Writes the suggestion endpoint's answers as static JSON files with the endpoint's paths
// (<dir>/suggestion/titles/s/star.json, …). Which queries: demo/server/suggestions/export.mjs.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_MAX_PREFIX, exportSuggestions } from '../demo/server/suggestions/export.mjs';
import { loadIndex } from '../demo/server/suggestions/index.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { 'max-prefix': { type: 'string', default: String(DEFAULT_MAX_PREFIX) } },
});
const maxPrefix = Number(values['max-prefix']);
if (positionals.length !== 1 || !Number.isInteger(maxPrefix) || maxPrefix < 1 || maxPrefix > 40) {
  console.error('usage: node scripts/export-suggestions.mjs <dir> [--max-prefix 1..40]');
  process.exit(2);
}
const dir = resolve(/** @type {string} */ (positionals[0]));
const started = performance.now();
const count = await exportSuggestions(loadIndex(), dir, { maxPrefix });
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(`Wrote ${count} files to ${dir} (queries up to ${maxPrefix} characters from each word start) in ${seconds} s.`);
