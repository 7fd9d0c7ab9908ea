// After the build's stable entries are final (paint-entries.mjs): the versioned channels a partner's
// page may name instead of the stable names (issue 74, docs/partner-sites.md), the way CDNs serve a
// package by major and by exact version:
//   dist/v0/marquee.js     the current build of major 0: revalidated, it moves with each deploy of 0.x
//   dist/0.1.0/marquee.js  this build as version 0.1.0: never changes, so cached for good
// and the same for every stable entry (site-header.js, site-footer.js, consent-banner.js,
// marquee-after-paint.js). Each is one line that re-exports a copy of the stable entry named by its
// content (marquee.entry-<hash>.js, beside it in dist/ so that its relative imports and
// import.meta.url are the stable entry's own): the channel file of a version names that copy for
// good, and once the next major ships, its channel keeps naming the last build of its own major
// (the publish step keeps those files: scripts/keep-previous.mjs, which reads the version's
// files.json, every file it loads). manifest.json gains `channels`,
// the copies and the exact version's files as immutable, and every file's integrity.
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';

const root = new URL('../', import.meta.url);
const dist = new URL('dist/', root);
const { version } = JSON.parse(await readFile(new URL('package.json', root), 'utf8'));
const manifest = JSON.parse(await readFile(new URL('manifest.json', dist), 'utf8'));

/** The stable entries, each also served by channel. */
const STABLE = ['marquee', 'site-header', 'site-footer', 'consent-banner', 'marquee-after-paint'];
const major = `v${String(version).split('.')[0]}`;

const hashOf = (/** @type {string} */ code, /** @type {'sha384' | 'sha256'} */ kind) => createHash(kind).update(code).digest('base64');
const integrity = (/** @type {string} */ code) => `sha384-${hashOf(code, 'sha384')}`;

// The files this version loads, kept as long as the version is served (scripts/keep-previous.mjs).
const buildFiles = [...manifest.immutable];

/** @type {Record<string, string>} the content-named copy of each stable entry */
const copies = {};
for (const entry of STABLE) {
  const code = await readFile(new URL(`${entry}.js`, dist), 'utf8');
  // Eight characters of the URL-safe base64 of its hash, as the bundler names its chunks.
  const file = `${entry}.entry-${hashOf(code, 'sha256').replace(/\+/g, '-').replace(/\//g, '_').slice(0, 8)}.js`;
  await writeFile(new URL(file, dist), code);
  copies[entry] = file;
  manifest.immutable.push(file);
  manifest.integrity[file] = integrity(code);
}

for (const channel of [major, version]) {
  await mkdir(new URL(`${channel}/`, dist), { recursive: true });
  for (const entry of STABLE) {
    const code = `export*from"../${copies[entry]}";\n`;
    const file = `${channel}/${entry}.js`;
    await writeFile(new URL(file, dist), code);
    manifest.integrity[file] = integrity(code);
    // The exact version's files never change; the major's move with each deploy.
    if (channel === version) manifest.immutable.push(file);
  }
}

await writeFile(new URL(`${version}/files.json`, dist), `${JSON.stringify(buildFiles.concat(Object.values(copies)).sort(), null, 2)}\n`);
manifest.channels = { major, exact: version, entries: copies };
manifest.immutable.sort();
await writeFile(new URL('manifest.json', dist), `${JSON.stringify(manifest, null, 2)}\n`);
