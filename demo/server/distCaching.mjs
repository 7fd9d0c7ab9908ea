// How long browsers and CDNs keep the files of dist/ (docs/using-on-a-page.md): a file
// whose name carries its content's hash never changes, so it is kept for a year and never asked
// for again; a stable name (marquee.js, manifest.json, server/…) is revalidated on every use.
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'public, no-cache';

/**
 * Cache-Control for a file below `dist`, from the build's manifest.json (its `immutable` list);
 * the manifest is read again when a build replaces it.
 * @param {string} dist
 * @returns {(file: string) => string}
 */
export function distCacheControl(dist) {
  const manifest = join(dist, 'manifest.json');
  let read = { mtimeMs: Number.NaN, immutable: new Set() };
  return (file) => {
    try {
      const { mtimeMs } = statSync(manifest);
      if (mtimeMs !== read.mtimeMs) read = { mtimeMs, immutable: new Set(JSON.parse(readFileSync(manifest, 'utf8')).immutable) };
    } catch {
      // No build, or one being written: nothing is known to be immutable.
      read = { mtimeMs: Number.NaN, immutable: new Set() };
    }
    return read.immutable.has(file) ? IMMUTABLE : REVALIDATE;
  };
}

/**
 * Cache-Control for a file kept from a build before (dist-kept/, scripts/keep-previous.mjs): its
 * hashed files and exact versions never change; a major channel's file (vN/) is revalidated, as the
 * next deploy of that major replaces it.
 * @param {string} file
 */
export const keptCacheControl = (file) => (/^v\d+\//.test(file) ? REVALIDATE : IMMUTABLE);
