// PostgreSQL for the backend's tests and `npm run bench:server` (issue 39): Debian's `postgresql`
// package, as the browsers are Debian's (ensure-browsers.mjs). Installs it when it is missing and we
// can (root with apt-get); otherwise prints the exact command. Leaves no service running: where the
// package's install starts its default cluster, that cluster is stopped again. The tests run a
// throwaway cluster of their own (postgres-cluster.mjs), never a service.
//   node scripts/ensure-postgres.mjs       installs if needed, prints the server programs' folder
// PG_BIN names another folder holding initdb, pg_ctl and createdb (another version, a build of your own).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const DEBIAN_ROOT = '/usr/lib/postgresql';
const PROGRAMS = ['initdb', 'pg_ctl', 'createdb'];

/** The folder of PostgreSQL's server programs: PG_BIN, else Debian's newest installed version. */
export function postgresBin() {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const versions = existsSync(DEBIAN_ROOT) ? readdirSync(DEBIAN_ROOT).filter((name) => /^\d+$/.test(name)).sort((a, b) => Number(b) - Number(a)) : [];
  const found = versions.map((version) => join(DEBIAN_ROOT, version, 'bin')).find((bin) => PROGRAMS.every((program) => existsSync(join(bin, program))));
  return found;
}

/**
 * The server programs' folder, installing Debian's package first when it is missing.
 * @returns {string}
 */
export function ensurePostgres() {
  const found = postgresBin();
  if (found) {
    if (!PROGRAMS.every((program) => existsSync(join(found, program)))) throw new Error(`PG_BIN=${found} lacks one of ${PROGRAMS.join(', ')}`);
    return found;
  }
  const install = 'apt-get update && apt-get install -y postgresql';
  if (process.getuid?.() !== 0 || !existsSync('/usr/bin/apt-get')) {
    throw new Error(`PostgreSQL is not installed (the backend's tests need it). Install with:\n  sudo sh -c '${install}'\n(or set PG_BIN to the folder of initdb, pg_ctl and createdb).`);
  }
  console.log(`PostgreSQL is missing; installing Debian's package: ${install}`);
  execFileSync('sh', ['-c', install], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  stopPackageClusters();
  const installed = postgresBin();
  if (!installed) throw new Error(`installed postgresql, but found no ${PROGRAMS.join(', ')} under ${DEBIAN_ROOT}/*/bin`);
  return installed;
}

/** Stops every cluster Debian's install started (pg_lsclusters: version, name, port, status, …). */
function stopPackageClusters() {
  let listing = '';
  try {
    listing = execFileSync('pg_lsclusters', ['--no-header'], { encoding: 'utf8' });
  } catch {
    return;
  }
  for (const line of listing.split('\n')) {
    const [version, name, , status] = line.trim().split(/\s+/);
    if (version && name && status === 'online') {
      console.log(`Stopping the cluster ${version}/${name} the install started: the tests run their own.`);
      execFileSync('pg_ctlcluster', [version, name, 'stop'], { stdio: 'inherit' });
    }
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    console.log(ensurePostgres());
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
