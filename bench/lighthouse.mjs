// `npm run bench:lighthouse` (after `npm run build`): the Lighthouse audits of `npm run bench`
// (bench/lighthouseAudit.mjs) alone, printed with each run's largest contentful paint element and
// long tasks, for working on a score; it writes nothing. Exits 1 when a target is missed.
import { lighthouseAudit, lighthouseTargets } from './lighthouseAudit.mjs';

const result = await lighthouseAudit();
for (const page of result.pages) {
  console.log(`Lighthouse mobile, ${page.label} (${String(result.runs)} runs): performance ${String(page.score)}`);
  for (const name of ['FCP', 'LCP', 'TBT', 'SI']) console.log(`  ${name} ${(page.metrics[name] ?? NaN).toFixed(0)} ms`);
  console.log(`  CLS ${(page.metrics.CLS ?? NaN).toFixed(3)}`);
  for (const [index, run] of page.runs.entries()) console.log(`  run ${String(index + 1)}: ${String(run.score)}, LCP element ${run.lcpElement}; long tasks ${run.longTasks.join(', ')}`);
}
for (const { what, met } of lighthouseTargets(result)) {
  console.log(`${met ? 'met' : 'MISSED'}: ${what}`);
  if (!met) process.exitCode = 1;
}
