// Browser tests run in Debian's Chromium. Install it when we can; never download a browser build.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const INSTALL = 'apt-get update && apt-get install -y chromium';

if (!existsSync(CHROMIUM)) {
  const isRoot = process.getuid?.() === 0;
  const hasApt = existsSync('/usr/bin/apt-get');
  if (!isRoot || !hasApt) {
    console.error(`Chromium is not installed at ${CHROMIUM}. Install it with:\n  sudo sh -c '${INSTALL}'\n(or set CHROME_PATH to an installed Chromium or Chrome).`);
    process.exit(1);
  }
  console.log(`Chromium is missing; installing Debian's package: ${INSTALL}`);
  execFileSync('sh', ['-c', INSTALL], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
}
