// After the build: a brotli (quality 11) and a gzip (level 9) copy beside every text file of dist/
// that pages load, of 1 KB or more, `file.br` and `file.gz`, which the reference backend serves by the request's
// Accept-Encoding (demo/server/compression.mjs), as nginx's gzip_static and brotli_static do.
// Compressed once here, at the highest settings, instead of on every request. Source maps (several
// MB, opened only by developer tools), dist/server/ (Node's renderer) and dist/bundler/ (read by an
// app's bundler, never by a page) are left alone.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { CONTENT_TYPES } from '../demo/server/static.mjs';
import { MIN_COMPRESSED_BYTES, isCompressible } from '../demo/server/compression.mjs';

const dist = new URL('../dist/', import.meta.url).pathname;
let files = 0;
let before = 0;
let after = 0;
for (const entry of await readdir(dist, { recursive: true, withFileTypes: true })) {
  const folder = join(entry.parentPath, '/');
  if (!entry.isFile() || entry.name.endsWith('.map') || folder.startsWith(join(dist, 'server/')) || folder.startsWith(join(dist, 'bundler/'))) continue;
  const type = /** @type {Record<string, string>} */ (CONTENT_TYPES)[entry.name.slice(entry.name.lastIndexOf('.')).toLowerCase()];
  if (!isCompressible(type)) continue;
  const file = join(entry.parentPath, entry.name);
  const data = await readFile(file);
  if (data.length < MIN_COMPRESSED_BYTES) continue;
  const brotli = brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } });
  await writeFile(`${file}.br`, brotli);
  await writeFile(`${file}.gz`, gzipSync(data, { level: 9 }));
  files += 1;
  before += data.length;
  after += brotli.length;
}
console.log(`precompress: ${String(files)} files, ${String(Math.round(before / 1024))} KB → ${String(Math.round(after / 1024))} KB brotli (and gzip copies)`);
