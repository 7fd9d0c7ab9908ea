// nginx for the test of the manual's edge-include recipe (issue 77: test/node/edgeIncludes.test.mjs):
// Debian's `nginx-light` package, as PostgreSQL and the browsers are Debian's. Installs it when it
// is missing and we can (root with apt-get); otherwise says the exact command. Leaves no service
// running: the test starts nginx of its own, on its own configuration and port.
//   node scripts/ensure-nginx.mjs      installs if needed, prints the program's path
// NGINX names another nginx (a build of your own), with the SSI and proxy modules.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const DEBIAN = '/usr/sbin/nginx';

/** The nginx program, installing Debian's package first when it is missing. @returns {string} */
export function ensureNginx() {
  const found = process.env.NGINX ?? DEBIAN;
  if (existsSync(found)) return found;
  const install = 'apt-get update && apt-get install -y nginx-light';
  if (process.getuid?.() !== 0 || !existsSync('/usr/bin/apt-get')) {
    throw new Error(`nginx is not installed (the edge-include recipe's test needs it). Install with:\n  sudo sh -c '${install}'\n(or set NGINX to the program).`);
  }
  console.log(`nginx is missing; installing Debian's package: ${install}`);
  execFileSync('sh', ['-c', install], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  // The package starts its service where it can: the test runs its own.
  try {
    execFileSync('sh', ['-c', 'service nginx stop'], { stdio: 'ignore' });
  } catch {
    // No service was started.
  }
  if (!existsSync(DEBIAN)) throw new Error(`installed nginx-light, but found no ${DEBIAN}`);
  return DEBIAN;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    console.log(ensureNginx());
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
