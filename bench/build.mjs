// The build the bench measures, copied once at its start: others may rebuild dist/ during a run
// (a build empties it and names its files anew), and a page naming files that are gone would
// never render. The copy sits beside links to the repository's demo/ and node_modules/, so the
// backend serves it as it serves the repository, and its server renderer finds its packages.
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';

const repository = fileURLToPath(new URL('..', import.meta.url));
const dist = join(repository, 'dist');
/** A build writes its files within a few seconds; one this long untouched is taken as finished. */
const QUIET_MS = 5000;

/** The newest modification time of any file in dist/, or NaN when there is no build. */
function newest() {
  if (!existsSync(join(dist, 'manifest.json'))) return Number.NaN;
  let time = 0;
  for (const file of readdirSync(dist, { recursive: true })) time = Math.max(time, statSync(join(dist, String(file))).mtimeMs);
  return time;
}

/**
 * A copy of a finished build: dist/ untouched for a while before the copy and through it.
 * @returns {Promise<{ root: string, remove: () => void }>} root: a folder with dist/, demo/ and node_modules/
 */
export async function copyBuild() {
  if (Number.isNaN(newest())) throw new Error('dist/ is missing or incomplete: run `npm run build` first, then `npm run bench`.');
  for (let attempt = 0; attempt < 60; attempt++) {
    const before = newest();
    if (Number.isNaN(before) || Date.now() - before < QUIET_MS) {
      await sleep(1000);
      continue;
    }
    const root = mkdtempSync(join(tmpdir(), 'marquee-bench-'));
    const remove = () => rmSync(root, { recursive: true, force: true });
    try {
      cpSync(dist, join(root, 'dist'), { recursive: true });
    } catch {
      // A file went away under the copy: a build began.
    }
    if (newest() === before) {
      for (const folder of ['demo', 'node_modules']) symlinkSync(join(repository, folder), join(root, folder));
      return { root, remove };
    }
    remove();
  }
  throw new Error('dist/ kept changing for a minute (someone is building): run the bench again.');
}
