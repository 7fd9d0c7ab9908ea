// After `npm install` (CI runs it): keeps better-sqlite3's addon where its installer, prebuild-install,
// looks before downloading one: the npm cache's _prebuilds, under the name of the download it would
// make. Its prebuilt addons are on GitHub, which a machine with only the npm registry cannot reach, so
// each clean install compiled SQLite from source (minutes on 2 cores); the next one unpacks this.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, renameSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const ADDON = 'build/Release/better_sqlite3.node';

const packageFile = createRequire(import.meta.url).resolve('better-sqlite3/package.json');
const packageDir = dirname(packageFile);
// prebuild-install's own naming, from better-sqlite3's copy of it.
const from = createRequire(packageFile);
const pkg = from('./package.json');
const settings = from('prebuild-install/rc')(pkg);
const util = from('prebuild-install/util');
const cached = util.cachedPrebuild(util.getDownloadUrl({ ...settings, pkg }));

if (existsSync(cached)) {
  console.log(`better-sqlite3 ${pkg.version}: its addon is cached (${cached})`);
} else if (!existsSync(join(packageDir, ADDON))) {
  console.log(`better-sqlite3 ${pkg.version}: no ${ADDON} to cache`);
} else {
  mkdirSync(dirname(cached), { recursive: true });
  // Written aside, then renamed: an install reading the cache meanwhile never sees half of it.
  const partial = `${cached}.${String(process.pid)}.tmp`;
  execFileSync('tar', ['-czf', partial, '-C', packageDir, ADDON]);
  renameSync(partial, cached);
  console.log(`better-sqlite3 ${pkg.version}: its addon is cached for the next install (${cached})`);
}
