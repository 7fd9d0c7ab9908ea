// A browser that hung or ended under a file (test/browsers.mjs restarts it for the next file) fails
// that file without any test of it having failed. This reporter writes, where MARQUEE_RUN_REPORT
// says, each engine's counts and the files so lost, for scripts/test-browser.mjs to run once more.
import { writeFileSync } from 'node:fs';

/** What a file lost to its browser, not to a test, fails with (test/browsers.mjs, web-test-runner). */
export const HUNG = /WebKit answered nothing for|WebKit's browser had ended|Browser tests did not finish within|did not start/;

/**
 * @typedef {{ passed: number, failed: number, skipped: number }} Counts
 * @typedef {{ engines: Record<string, Counts & { failedFiles: number }>, hung: { file: string, engine: string, errors: string[], counts: Counts }[] }} RunReport
 */

/** @param {{ suites: any[], tests: { passed: boolean, skipped: boolean }[] } | undefined} suite @returns {Counts} */
function counted(suite) {
  const counts = { passed: 0, failed: 0, skipped: 0 };
  const add = (/** @type {typeof suite} */ each) => {
    for (const test of each?.tests ?? []) counts[test.skipped ? 'skipped' : test.passed ? 'passed' : 'failed'] += 1;
    for (const child of each?.suites ?? []) add(child);
  };
  add(suite);
  return counts;
}

/** @returns {import('@web/test-runner').Reporter} */
export function hungFilesReporter() {
  return {
    onTestRunFinished({ sessions }) {
      const path = process.env.MARQUEE_RUN_REPORT;
      if (!path) return;
      /** @type {RunReport} */
      const report = { engines: {}, hung: [] };
      for (const session of sessions) {
        // the launchers' names: Chromium (Chrome where no path is given), Firefox, WebKit
        const engine = session.browser.name.toLowerCase().replace(/^chrome$/, 'chromium');
        const counts = counted(session.testResults);
        const total = (report.engines[engine] ??= { passed: 0, failed: 0, skipped: 0, failedFiles: 0 });
        total.passed += counts.passed;
        total.failed += counts.failed;
        total.skipped += counts.skipped;
        if (session.passed) continue;
        total.failedFiles += 1;
        const errors = (session.errors ?? []).map((error) => error.message);
        // Lost to its browser: a hang said so, and no test of it failed on its own.
        if (counts.failed === 0 && errors.some((message) => HUNG.test(message))) report.hung.push({ file: session.testFile, engine, errors, counts });
      }
      writeFileSync(path, JSON.stringify(report, null, 2));
    },
  };
}
