// How long browsers and CDNs keep the files of dist/ (docs/using-on-a-page.md): a file
// whose name carries its content's hash never changes, so it is kept for a year and never asked
// for again; a stable name a page loads (marquee.js, v0/marquee.js) is used from the cache at once
// and revalidated behind it; any other stable name (manifest.json, server/…) on every use.
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'public, no-cache';
/**
 * A stable name a page's script tag loads: a repeat view runs the copy it has without waiting a
 * round trip (a phone's 150 ms and more), while the browser asks for the current one behind it.
 * A deploy so reaches a visitor one view later. The stale copy's hashed imports are kept 14 days
 * (scripts/keep-previous.mjs), well past the day it may be used for.
 */
export const STALE_WHILE_REVALIDATE = 'public, max-age=0, stale-while-revalidate=86400';

/** The stable names pages load: `marquee.js`, `site-header.js`… and their major channel's, `v0/marquee.js`. */
const PAGE_SCRIPT = /^(v\d+\/)?[a-z-]+\.js$/;

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
    if (read.immutable.has(file)) return IMMUTABLE;
    return PAGE_SCRIPT.test(file) ? STALE_WHILE_REVALIDATE : REVALIDATE;
  };
}

/**
 * Cache-Control for a file kept from a build before (dist-kept/, scripts/keep-previous.mjs): its
 * hashed files and exact versions never change; a major channel's file (vN/) is revalidated, as the
 * next deploy of that major replaces it.
 * @param {string} file
 */
export const keptCacheControl = (file) => (PAGE_SCRIPT.test(file) ? STALE_WHILE_REVALIDATE : /^v\d+\//.test(file) ? REVALIDATE : IMMUTABLE);
