/**
 * Resolves once the page is idle (within `timeout` ms), or after a moment where the browser has no
 * idle callbacks (Safari). Checked with typeof: where the platform has none, a named element could
 * stand in its place on `window`.
 */
export function whenIdle(timeout = 1000): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => { resolve(); }, { timeout });
    else setTimeout(resolve, 50);
  });
}
