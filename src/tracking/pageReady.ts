import { pageDocument } from '../chrome/pageDocument';
/** Moments the page view waits for before it is logged. */

/** Resolves once the page is idle: the chrome has rendered and its first calls have started. */
export function chromeSettled(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => { resolve(); }, { timeout: 1000 });
    else setTimeout(resolve, 50);
  });
}

export function domReady(): Promise<void> {
  if (pageDocument.readyState !== 'loading') return Promise.resolve();
  return new Promise((resolve) => {
    pageDocument.addEventListener('DOMContentLoaded', () => {
      resolve();
    }, { once: true });
  });
}
