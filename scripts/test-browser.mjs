// `npm run test:browser`: web-test-runner in the engines of MARQUEE_BROWSERS (all three unless set;
// any arguments go to it), then once more for each file a browser hung or ended under with no test
// of it failed (test/hungFiles.mjs). WebKit under WebDriver hangs on a page now and then, a
// different file each run, each passing alone: one such hang failed a whole CI run. A file run
// again is named with what its first run said; its second run's results replace its first's. More
// than MAX_AGAIN such files is not chance, and nothing is run again.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';

const MAX_AGAIN = 3;
const require = createRequire(import.meta.url);
// its package exports no bin path: bin.js sits beside the CommonJS entry (dist/index.js)
const RUNNER = join(dirname(require.resolve('@web/test-runner')), 'bin.js');
const reports = mkdtempSync(join(tmpdir(), 'marquee-test-browser-'));

/**
 * One web-test-runner run; its report (undefined: it ended before writing one).
 * @param {string} engines @param {string[]} files @param {string} name
 * @returns {{ status: number, report: import('../test/hungFiles.mjs').RunReport | undefined }}
 */
function run(engines, files, name) {
  const path = join(reports, `${name}.json`);
  const { status } = spawnSync(process.execPath, [RUNNER, ...files], { stdio: 'inherit', env: { ...process.env, MARQUEE_BROWSERS: engines, MARQUEE_RUN_REPORT: path } });
  try {
    return { status: status ?? 1, report: JSON.parse(readFileSync(path, 'utf8')) };
  } catch {
    return { status: status ?? 1, report: undefined };
  }
}

/** The whole run's exit status. */
function main() {
  const first = run(process.env.MARQUEE_BROWSERS || 'chromium,firefox,webkit', process.argv.slice(2), 'first');
  const hung = first.report?.hung ?? [];
  if (!first.report || hung.length === 0 || hung.length > MAX_AGAIN) return first.status;
  const { engines } = first.report;
  hung.forEach(({ file, engine, errors, counts }, index) => {
    console.log(`\nRunning ${relative(process.cwd(), file)} once more in ${engine}: its browser hung or ended under it, and no test of it failed (${errors.join('; ')}).`);
    const again = run(engine, [file], `again-${String(index)}`);
    const total = engines[engine];
    if (!total) return;
    const after = again.report?.engines[engine] ?? { passed: 0, failed: 1, skipped: 0, failedFiles: 1 };
    total.passed += after.passed - counts.passed;
    total.skipped += after.skipped - counts.skipped;
    total.failed += after.failed;
    total.failedFiles += after.failedFiles - 1;
  });
  let failedFiles = 0;
  console.log(`\nWith ${String(hung.length)} file(s) run once more:`);
  for (const [engine, { passed, failed, skipped, failedFiles: lost }] of Object.entries(engines)) {
    // A file failed with no test failed (a hang again, or a file that did not load) counts as one.
    const failures = failed + (failed === 0 && lost > 0 ? 1 : 0);
    failedFiles += lost;
    console.log(`  ${engine}: ${String(passed)} passed, ${String(failures)} failed, ${String(skipped)} skipped`);
  }
  const sum = (/** @type {'passed' | 'failed' | 'skipped'} */ key) => Object.values(engines).reduce((n, counts) => n + counts[key], 0);
  console.log(`Browser tests: ${String(sum('passed'))} passed, ${String(sum('failed') + (sum('failed') === 0 && failedFiles > 0 ? 1 : 0))} failed, ${String(sum('skipped'))} skipped`);
  return failedFiles === 0 ? 0 : 1;
}

try {
  process.exitCode = main();
} finally {
  rmSync(reports, { recursive: true, force: true });
}
