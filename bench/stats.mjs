// The bench's statistics: medians of runs, and how far two medians may differ by noise alone.

/** @param {number[]} values */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? Number.NaN) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/**
 * A median's standard error, estimated robustly from its runs: 1.4826 × the median absolute
 * deviation is σ, and a median's standard error is 1.2533 σ / √n.
 * @param {number[]} values
 */
export function medianError(values) {
  const sigma = 1.4826 * median(values.map((value) => Math.abs(value - median(values))));
  return (1.2533 * sigma) / Math.sqrt(values.length);
}
/**
 * A page beats the floor when its median is below the floor's by more than the noise: three
 * standard errors of the difference of the two medians, and at least one frame (17 ms, the probe's
 * resolution). Single loads of one page spread by ±100 ms on this shared machine, so a fixed margin
 * either cried wolf or hid a real gap. Three, not two: some 16 comparisons (two pages, four rows,
 * two figures) sit near the floor, and at two standard errors one run in three would fail a floor
 * that is right; at three, about one in fifty. A page beating the floor by more than that is a floor
 * that carries cost the page does not. The floor is then wrong, and the bench fails.
 * @param {number[]} floor  the floor's samples (ms)
 * @param {number[]} page  the page's samples (ms)
 */
export function noise(floor, page) {
  return Math.max(17, 3 * Math.hypot(medianError(floor), medianError(page)));
}
