// Shared by the generators of `npm run build` (host-types.mjs, editor-data.mjs, the docs pages' reference-page.mjs and performance-page.mjs).
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

/**
 * Puts `text` in place of what stands between the `start` and `end` markers of a file (the markers
 * kept), writing only when that changed: a generated part of a hand-written page.
 */
export function writeBetweenMarkers(/** @type {string} */ file, /** @type {string} */ start, /** @type {string} */ end, /** @type {string} */ text) {
  const page = readFileSync(file, 'utf8');
  const from = page.indexOf(start);
  const to = page.indexOf(end);
  if (from < 0 || to < 0) throw new Error(`${file} lacks the markers ${start} … ${end}`);
  writeIfChanged(file, `${page.slice(0, from + start.length)}${text}${page.slice(to)}`);
}
