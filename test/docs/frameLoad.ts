import { fixture, html, waitUntil } from '@open-wc/testing';
import { isRendered } from '../../testing/ready.js';

/**
 * Loads a page of the site in a new frame (the manual lets the site's own pages frame it), with what
 * it logs as an error and what it throws kept from its first script on: the frame's window is
 * watched from the moment it is the page's. Loaded is its document complete, its header and footer
 * rendered in full (testing/ready.js: no part still loading its code) and `ready`: WebKitGTK under
 * WebDriver stops answering for good when a frame is removed or navigated while its page still
 * loads the chrome's code. Remove it with `removeQuietly` (test/helpers/removeQuietly.ts).
 * @param ready  what else the page must show to count as loaded
 */
export async function loadInFrame(path: string, ready: (page: Document) => unknown): Promise<{ frame: HTMLIFrameElement; errors: string[] }> {
  const frame = await fixture<HTMLIFrameElement>(html`<iframe title="A page of the site" style="width: 1280px; height: 800px"></iframe>`);
  const errors: string[] = [];
  let watched: Document | null = null;
  const watch = () => {
    const view = frame.contentWindow as (Window & typeof globalThis) | null;
    const page = frame.contentDocument;
    if (!view || !page || page === watched || view.location.pathname !== path) return;
    watched = page;
    const error = view.console.error.bind(view.console);
    view.console.error = (...args: unknown[]) => {
      errors.push(args.map((arg) => String(arg)).join(' '));
      error(...args);
    };
    view.addEventListener('error', (event) => errors.push(event.message));
    view.addEventListener('unhandledrejection', (event) => errors.push(String(event.reason)));
  };
  const timer = setInterval(watch, 10);
  frame.src = path;
  try {
    await waitUntil(() => {
      watch();
      return watched?.readyState === 'complete' && [...watched.querySelectorAll('site-header, site-footer')].every((element) => isRendered(element)) && ready(watched);
    }, `${path} did not load`, { timeout: 15_000 });
  } finally {
    clearInterval(timer);
  }
  return { frame, errors };
}

