import { pageDocument } from '../chrome/pageDocument';
import { HYDRATED_ATTRIBUTE, serverRenderedContent } from '../chrome/serverRendered';
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

/** A chrome element whose server-rendered content has not hydrated yet: its components have not run. */
const hydrating = () =>
  Array.from(pageDocument.querySelectorAll('site-header, site-footer, consent-banner')).some(
    (element) => !element.hasAttribute(HYDRATED_ATTRIBUTE) && !!element.shadowRoot && !!serverRenderedContent(element.shadowRoot),
  );

/**
 * Resolves once the page's server-rendered chrome has hydrated (at once where there is none), or
 * after `timeout` ms: until it has, its components have made none of their calls, their weblab
 * calls included. A part that never hydrates must not cost the page view.
 */
export function chromeHydrated(timeout: number): Promise<void> {
  if (!hydrating()) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const observer = new MutationObserver(() => {
      if (!hydrating()) done();
    });
    observer.observe(pageDocument.documentElement, { subtree: true, attributeFilter: [HYDRATED_ATTRIBUTE] });
    const timer = setTimeout(done, timeout);
  });
}
