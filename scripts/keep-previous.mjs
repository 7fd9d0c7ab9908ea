// The publish step that keeps a deploy from breaking the pages still open on the build before
// (issue 74; Vercel's skew protection does the same for its deployments): a page loaded before a
// deploy asks for its lazy parts and other locales by the hashed names of its own build, which the
// new build no longer has. Run before a new build replaces dist/ (`npm run build` runs it first):
// every file of the build in dist/ that may be asked for by name later (manifest.json's
// `immutable`, and the channel folders) is copied into dist-kept/, which the reference backend
// serves when dist/ has no such file (the nginx recipe in docs/using-on-a-page.md does the same).
//
// How long: a file superseded by a deploy is kept KEEP_DAYS days from that deploy (kept.json
// records when), long enough for any page left open; then removed. A version's files are kept for
// as long as its exact channel (dist/X.Y.Z/, whose files.json lists everything it loads) and the
// major channels (dist/vN/) are served: never removed here.
//
//   node scripts/keep-previous.mjs [--dist DIR] [--kept DIR]   (defaults: dist/ and dist-kept/ here)
import { copyFile, mkdir, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** How long a superseded build's files stay served after the deploy that replaced them. */
export const KEEP_DAYS = 14;
const DAY = 24 * 60 * 60 * 1000;

/** A channel folder: an exact version (0.1.0) or a major (v0). */
const CHANNEL = /^(v\d+|\d+\.\d+\.\d+[\w.+-]*)\//;

const readJson = async (/** @type {string} */ file, /** @type {unknown} */ fallback) => {
  try {
    return JSON.parse(await readFile(file, 'utf8'));
  } catch {
    return fallback;
  }
};

/**
 * Copies the build in `dist` that may be asked for by name into `kept`, and removes from `kept`
 * what a deploy superseded more than KEEP_DAYS days before `now`. Returns what it kept and removed.
 * @param {{ dist: string, kept: string, now?: Date }} options
 */
export async function keepPrevious({ dist, kept, now = new Date() }) {
  const manifest = /** @type {{ immutable?: string[] } | undefined} */ (await readJson(join(dist, 'manifest.json'), undefined));
  /** @type {Record<string, string>} file → when a deploy superseded it (ISO) */
  const record = await readJson(join(kept, 'kept.json'), {});
  const channelFiles = [];
  for (const folder of await readdir(dist).catch(() => [])) {
    if (!CHANNEL.test(`${folder}/`)) continue;
    for (const name of await readdir(join(dist, folder))) channelFiles.push(`${folder}/${name}`);
  }
  const files = [...new Set([...(manifest?.immutable ?? []), ...channelFiles])];
  for (const file of files) {
    const from = join(dist, file);
    if (!(await stat(from).catch(() => undefined))?.isFile()) continue;
    await mkdir(dirname(join(kept, file)), { recursive: true });
    await copyFile(from, join(kept, file));
    // Compressed copies go along, for the server that sends them.
    for (const suffix of ['.br', '.gz']) await copyFile(`${from}${suffix}`, join(kept, `${file}${suffix}`)).catch(() => undefined);
    record[file] = now.toISOString();
  }

  // What the served versions load is never removed.
  const held = new Set(Object.keys(record).filter((file) => CHANNEL.test(file)));
  for (const file of Object.keys(record).filter((name) => name.endsWith('/files.json'))) {
    for (const loaded of /** @type {string[]} */ (await readJson(join(kept, file), []))) held.add(loaded);
  }
  const removed = [];
  for (const [file, since] of Object.entries(record)) {
    if (held.has(file) || now.getTime() - Date.parse(since) <= KEEP_DAYS * DAY) continue;
    for (const suffix of ['', '.br', '.gz']) await rm(join(kept, `${file}${suffix}`), { force: true });
    delete record[file];
    removed.push(file);
  }
  await mkdir(kept, { recursive: true });
  await writeFile(join(kept, 'kept.json'), `${JSON.stringify(record, null, 2)}\n`);
  return { kept: files, removed };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const option = (/** @type {string} */ name, /** @type {string} */ fallback) => {
    const at = process.argv.indexOf(name);
    return resolve(at > 0 ? (process.argv[at + 1] ?? fallback) : fallback);
  };
  const { kept, removed } = await keepPrevious({ dist: option('--dist', join(root, 'dist')), kept: option('--kept', join(root, 'dist-kept')) });
  console.log(`keep-previous: ${String(kept.length)} files of the build before kept for ${String(KEEP_DAYS)} days in dist-kept/; ${String(removed.length)} older ones removed.`);
}
