// `npm start` builds only when something the build reads changed since the last complete build
// (issue 54: it rebuilt everything on every start, minutes on a small machine). The build writes
// dist/.complete as its last step; a build that failed half-way leaves none, so the next start
// builds again. `npm run build` always builds.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
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

/** Why the project in `folder` must be built, or '' when its dist/ is up to date. */
export function staleBecause(folder = root) {
  if (!existsSync(stampIn(folder))) return 'no complete build in dist/';
  const built = statSync(stampIn(folder)).mtimeMs;
  const changed = INPUTS.filter((input) => newest(join(folder, input)) > built);
  return changed.length > 0 ? `changed since the last build: ${changed.join(', ')}` : '';
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const why = staleBecause();
  if (why === '') {
    console.log(`dist/ is up to date with the sources (built ${statSync(stampIn(root)).mtime.toISOString()}); \`npm run build\` rebuilds it.`);
  } else {
    console.log(`Building (${why})…`);
    const { status } = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    process.exit(status ?? 1);
  }
}
