// `npm start` builds only when something the build reads changed since the last complete build
// (issue 54: it rebuilt everything on every start, minutes on a small machine). The build ends with
// `node scripts/build-if-changed.mjs --stamp`, which writes dist/.complete: a digest of each input's
// contents. A build that failed half-way leaves none, so the next start builds again. Changed means
// changed contents (issue 75): `npm install` rewrites package-lock.json with the same bytes, and a
// checkout touches files it leaves as they were; modification times only spare the hashing when
// nothing is newer than the stamp. `npm run build` always builds.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const stampIn = (/** @type {string} */ folder) => join(folder, 'dist', '.complete');

/** What the build reads: folders walked whole, and single files. */
const INPUTS = ['src', 'elements', 'locales', 'scripts', 'testing', 'package.json', 'package-lock.json', 'rollup.config.mjs', 'rollup.types.config.mjs', 'tsconfig.json', 'custom-elements-manifest.config.mjs'];

/**
 * The newest change time under a path (0 when it does not exist).
 * @param {string} path
 * @returns {number}
 */
function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((latest, name) => Math.max(latest, newest(join(path, name))), stat.mtimeMs);
}

/**
 * A digest of what is under a path: each file's path below it and its bytes, in name order ('' when
 * it does not exist).
 * @param {string} path
 */
function digest(path) {
  if (!existsSync(path)) return '';
  const hash = createHash('sha256');
  const walk = (/** @type {string} */ at, /** @type {string} */ name) => {
    if (statSync(at).isDirectory()) {
      for (const entry of readdirSync(at).sort()) walk(join(at, entry), `${name}/${entry}`);
    } else hash.update(`${name}\0`).update(readFileSync(at)).update('\0');
  };
  walk(path, '.');
  return hash.digest('hex');
}

/** Each input's digest, as the stamp keeps them. @param {string} folder */
function digests(folder) {
  return Object.fromEntries(INPUTS.map((input) => [input, digest(join(folder, input))]));
}

/** Marks the build in `folder` complete, with what it was built from (the build's last step). */
export function writeStamp(folder = root) {
  writeFileSync(stampIn(folder), `${JSON.stringify({ inputs: digests(folder) }, null, 2)}\n`);
}

/** Why the project in `folder` must be built, or '' when its dist/ is up to date. */
export function staleBecause(folder = root) {
  if (!existsSync(stampIn(folder))) return 'no complete build in dist/';
  const built = statSync(stampIn(folder)).mtimeMs;
  if (!INPUTS.some((input) => newest(join(folder, input)) >= built)) return '';
  /** @type {Record<string, string> | undefined} */
  let kept;
  try {
    kept = JSON.parse(readFileSync(stampIn(folder), 'utf8')).inputs;
  } catch {
    kept = undefined;
  }
  if (!kept) return 'the last build kept no record of what it was built from';
  const now = digests(folder);
  const changed = INPUTS.filter((input) => now[input] !== kept[input]);
  return changed.length > 0 ? `changed since the last build: ${changed.join(', ')}` : '';
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const why = process.argv.includes('--stamp') ? undefined : staleBecause();
  if (why === undefined) {
    writeStamp();
  } else if (why === '') {
    console.log(`dist/ is up to date with the sources (built ${statSync(stampIn(root)).mtime.toISOString()}); \`npm run build\` rebuilds it.`);
  } else {
    console.log(`Building (${why})…`);
    const { status } = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    process.exit(status ?? 1);
  }
}
