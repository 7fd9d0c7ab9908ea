// Browser tests run in Debian's Chromium, Firefox ESR and WebKitGTK (test/browsers.mjs). Installs the
// packages of the engines asked for when we can (root with apt-get); otherwise prints the exact
// command. Never downloads a browser build.
//   node scripts/ensure-browsers.mjs                 the engines in MARQUEE_BROWSERS, or all three
//   node scripts/ensure-browsers.mjs chromium        only these
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM, enginesWanted, FIREFOX, MINIBROWSER, WEBKIT_DRIVER } from '../test/browsers.mjs';

/** @type {Record<import('../test/browsers.mjs').Engine, { files: string[], packages: string[], override: string }>} Each engine: the files it needs and the Debian packages that bring them. */
const NEEDS = {
  chromium: { files: [CHROMIUM], packages: ['chromium'], override: 'CHROME_PATH' },
  firefox: { files: [FIREFOX], packages: ['firefox-esr'], override: 'FIREFOX_PATH' },
  // Xvfb gives MiniBrowser a display where there is none, as on CI (test/browsers.mjs starts it).
  webkit: { files: [WEBKIT_DRIVER, MINIBROWSER, ...(process.env.DISPLAY ? [] : ['/usr/bin/Xvfb'])], packages: ['webkit2gtk-driver', 'xvfb'], override: 'WEBKIT_DRIVER_PATH and MINIBROWSER_PATH' },
};

const engines = enginesWanted(process.argv.length > 2 ? process.argv.slice(2).join(',') : undefined);
const missing = engines.filter((engine) => NEEDS[engine].files.some((file) => !existsSync(file)));

if (missing.length > 0) {
  const packages = [...new Set(missing.flatMap((engine) => NEEDS[engine].packages))];
  const install = `apt-get update && apt-get install -y ${packages.join(' ')}`;
  const isRoot = process.getuid?.() === 0;
  const hasApt = existsSync('/usr/bin/apt-get');
  if (!isRoot || !hasApt) {
    const overrides = missing.map((engine) => NEEDS[engine].override).join(', ');
    console.error(`Not installed: ${missing.join(', ')}. Install with:\n  sudo sh -c '${install}'\n(or set ${overrides} to installed copies).`);
    process.exit(1);
  }
  console.log(`Missing ${missing.join(', ')}; installing Debian's packages: ${install}`);
  execFileSync('sh', ['-c', install], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
}
