// Bytes of the build in dist/: what each entry loads up front (itself and its static imports), the
// chunks loaded on demand (locales, lazy code), and which source modules each chunk holds.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export const DIST = 'dist';
export const ENTRIES = ['marquee.js', 'site-header.js', 'site-footer.js', 'consent-banner.js'];
export const KB = 1024;

/** @param {string | Buffer} code */
export const gzipSize = (code) => gzipSync(code, { level: 9 }).length;
/** @param {string | Buffer} code */
export const brotliSize = (code) => brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/** @param {string} file  a file name in dist/ */
const read = (file) => readFileSync(join(DIST, file), 'utf8');

/**
 * The chunks a file names: `import … from "./x.js"` / `import "./x.js"` (static) and `import("./x.js")` (dynamic).
 * @param {string} file
 */
function imports(file) {
  const code = read(file);
  const named = (/** @type {RegExp} */ pattern) => [...code.matchAll(pattern)].map((match) => match[1] ?? '');
  return {
    static: named(/(?:import|export)\s*(?:[^'"()]*?from\s*)?["']\.\/([^"']+)["']/g),
    dynamic: named(/import\(\s*["']\.\/([^"']+)["']\s*\)/g),
  };
}

/**
 * The files an entry loads before it can render: itself and its static imports, transitively.
 * @param {string} file
 * @param {Set<string>} [seen]
 */
export function staticGraph(file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const next of imports(file).static) staticGraph(next, seen);
  return seen;
}

/**
 * What an entry (`marquee.js`) loads up front: its hashed file and that file's static imports. The
 * stable names that paint first (scripts/paint-entries.mjs) ask for the hashed file at once.
 * @param {string} entry
 */
export function entryGraph(entry) {
  const manifest = JSON.parse(read('manifest.json'));
  return staticGraph(manifest.entries[entry.replace(/\.js$/, '')].file);
}

/**
 * Every chunk reachable only through `import()` from the entries: locale and lazy chunks. Found by
 * following the build's own imports, so stale files left in dist/ by earlier builds are not counted.
 */
export function onDemandChunks() {
  const upFront = new Set(ENTRIES.flatMap((entry) => [...entryGraph(entry)]));
  const found = new Set();
  const queue = [...upFront];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    const { static: statics, dynamic } = imports(file);
    for (const next of [...dynamic, ...(found.has(file) ? statics : [])]) {
      if (upFront.has(next) || found.has(next)) continue;
      found.add(next);
      queue.push(next);
    }
  }
  return [...found].sort();
}

/**
 * The source modules a chunk was built from, as its source map names them (relative to dist/).
 * @param {string} file
 * @returns {string[]}
 */
export function chunkModules(file) {
  const map = join(DIST, `${file}.map`);
  if (!existsSync(map)) throw new Error(`${map} is missing: the build writes source maps (rollup.config.mjs).`);
  return /** @type {{ sources: string[] }} */ (JSON.parse(readFileSync(map, 'utf8'))).sources;
}

/**
 * gzip and brotli size of files together (each compressed alone, as a browser fetches them).
 * @param {Iterable<string>} files
 */
export function filesSize(files) {
  let gzip = 0;
  let brotli = 0;
  for (const file of files) {
    const code = read(file);
    gzip += gzipSize(code);
    brotli += brotliSize(code);
  }
  return { gzip, brotli };
}
