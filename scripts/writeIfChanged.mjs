// Shared by the generators of `npm run manifest` (host-types.mjs, editor-data.mjs).
import { readFileSync, writeFileSync } from 'node:fs';

/** Writes a file only when it changed, so builds leave the tree alone. */
export function writeIfChanged(/** @type {string} */ file, /** @type {string} */ text) {
  let old = '';
  try {
    old = readFileSync(file, 'utf8');
  } catch {
    // a new file
  }
  if (old !== text) writeFileSync(file, text);
}
