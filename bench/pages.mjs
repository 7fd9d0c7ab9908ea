// The pages the bench loads, in results.json's keys (bench/browser.mjs benchPages builds them):
// what bench/run.mjs measures and scripts/performance-page.mjs names.
export const PAGES = /** @type {const} */ ({
  floor: { label: 'floor: same HTML, no script', scripted: false, hydrates: false, every: 1 },
  serverRendered: { label: 'server-rendered', scripted: true, hydrates: true, every: 1 },
  prerendered: { label: 'prerendered fragments', scripted: true, hydrates: true, every: 1 },
  clientOnly: { label: 'client-only, head tags', scripted: true, hydrates: false, every: 3 },
  clientOnlyStable: { label: 'README snippet: stable name, painted first', scripted: true, hydrates: true, every: 1 },
});
