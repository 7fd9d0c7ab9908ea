// Pack test step (test/pack/run.mjs): the manual's partner suite (docs/testing.md) with its ready config
// (marquee-site-chrome/testing/config) as a normal user too, where Chromium keeps its sandbox (as
// root, which CI is, the config adds --no-sandbox). Runs one of its files as `nobody`, when this
// test runs as root and `runuser` is there to switch, and `nobody` can run Node in the project;
// says which of these is missing and passes otherwise (the project sits in TMPDIR: one that other
// users cannot enter is the one place left where this step cannot run).
import { spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const USER = 'nobody';
const ARGS = "import { chromiumArgs } from 'marquee-site-chrome/testing/config'; console.log(JSON.stringify(chromiumArgs()));";

/**
 * @param {{
 *   project: string,
 *   step: (name: string, body: () => Promise<void> | void) => Promise<void>,
 *   check: (condition: unknown, message: string) => void,
 * }} pack
 */
export default async function partnerAsUser({ project, step, check }) {
  await step('the partner suite\'s config launches Chromium as a normal user, sandboxed', () => {
    if (process.getuid?.() !== 0 || !existsSync('/usr/sbin/runuser')) {
      console.log(`     not run: this runs as a normal user already (${String(process.getuid?.())}), as the suite above did`);
      return;
    }
    const id = spawnSync('id', ['-u', USER], { encoding: 'utf8' });
    const uid = Number(id.stdout.trim());
    check(id.status === 0 && uid > 0, `no user ${USER} to run as`);
    chmodSync(project, 0o755); // mkdtemp's folder is the owner's alone
    const reach = spawnSync('runuser', ['-u', USER, '--', process.execPath, '-e', `require('fs').accessSync(${JSON.stringify(join(project, 'package.json'))})`], { encoding: 'utf8' });
    if (reach.status !== 0) {
      console.log(`     not run: ${USER} cannot run ${process.execPath} on ${project} (is TMPDIR=${tmpdir()} closed to other users?):\n     ${(reach.stderr || reach.error?.message || '').trim().split('\n')[0] ?? ''}`);
      return;
    }
    const home = mkdtempSync(join(tmpdir(), 'marquee-user-home-'));
    try {
      chownSync(home, uid, uid);
      const result = spawnSync(
        'runuser',
        ['-u', USER, '--', 'env', `HOME=${home}`, `PATH=${String(process.env.PATH)}`, ...(process.env.CHROME_PATH ? [`CHROME_PATH=${process.env.CHROME_PATH}`] : []), 'node_modules/.bin/web-test-runner', 'test/chrome.test.js'],
        { cwd: project, encoding: 'utf8', env: { PATH: process.env.PATH } },
      );
      const output = `${result.stdout}${result.stderr}`;
      check(result.status === 0, `web-test-runner as ${USER} exited ${String(result.status)}:\n${output}`);
      // The switches the config gives Chromium, as that user and as root.
      const node = [process.execPath, '--input-type=module', '-e', ARGS];
      const asUser = spawnSync('runuser', ['-u', USER, '--', ...node], { cwd: project, encoding: 'utf8' }).stdout;
      const asRoot = spawnSync(node[0] ?? '', node.slice(1), { cwd: project, encoding: 'utf8' }).stdout;
      check(asUser.includes('--disable-gpu') && !asUser.includes('--no-sandbox'), `as ${USER} the config gives Chromium ${asUser}`);
      check(asRoot.includes('--no-sandbox'), `as root the config gives Chromium ${asRoot} (it starts only with --no-sandbox)`);
      console.log(`     as ${USER}: ${output.match(/\d+ passed, \d+ failed/g)?.at(-1) ?? ''}`);
    } finally {
      rmSync(home, { recursive: true, force: true });
    }
  });
}
