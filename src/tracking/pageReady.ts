import { pageDocument } from '../chrome/pageDocument';
import { whenIdle } from '../ui/whenIdle';
/** Moments the page view waits for before it is logged. */

/** Resolves once the page is idle: the chrome has rendered and its first calls have started. */
export const chromeSettled = (): Promise<void> => whenIdle();

export function domReady(): Promise<void> {
  if (pageDocument.readyState !== 'loading') return Promise.resolve();
  return new Promise((resolve) => {
    pageDocument.addEventListener('DOMContentLoaded', () => {
      resolve();
    }, { once: true });
  });
}
