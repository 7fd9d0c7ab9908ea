// The build the bench measures, copied once at its start: others may rebuild dist/ during a run
// (a build empties it and names its files anew), and a page naming files that are gone would
// never render. The copy sits beside links to the repository's demo/ and node_modules/, so the
// backend serves it as it serves the repository, and its server renderer finds its packages.
import { cpSync, existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repository = fileURLToPath(new URL('..', import.meta.url));

/** @returns {{ root: string, remove: () => void }} root: a folder with dist/, demo/ and node_modules/ */
export function copyBuild() {
  if (!existsSync(join(repository, 'dist', 'manifest.json'))) throw new Error('dist/ is missing or incomplete: run `npm run build` first, then `npm run bench`.');
  const root = mkdtempSync(join(tmpdir(), 'marquee-bench-'));
  cpSync(join(repository, 'dist'), join(root, 'dist'), { recursive: true });
  for (const folder of ['demo', 'node_modules']) symlinkSync(join(repository, folder), join(root, folder));
  if (!existsSync(join(root, 'dist', 'manifest.json'))) throw new Error('dist/ changed while the bench copied it: run the bench again.');
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}
