import { fixture, html, waitUntil } from '@open-wc/testing';
import { sendMouse } from '@web/test-runner-commands';

/**
 * The build's server-rendered header (test/helpers/serverRenderedPage.mjs) in a frame of the test
 * page: with script off, the frame is sandboxed without `allow-scripts`.
 */
export interface ServerRenderedPage {
  frame: HTMLIFrameElement;
  root: ShadowRoot;
}

/**
 * The build's server-rendered page in a frame; `script: false` is a sandbox that runs none (forms
 * still submit, as with script off). `banner`: a server-rendered consent banner asking, with these
 * attributes; `loader`: the after-paint loader loads the chrome, as on a server-rendered page.
 */
export async function serverRenderedPage({
  script,
  width = 800,
  attributes = {},
  banner,
  loader = false,
}: {
  script: boolean;
  width?: number;
  attributes?: Record<string, string>;
  banner?: Record<string, string>;
  loader?: boolean;
}): Promise<ServerRenderedPage> {
  const src =
    `/__server-rendered?attributes=${encodeURIComponent(JSON.stringify(attributes))}` +
    (banner ? `&banner=${encodeURIComponent(JSON.stringify(banner))}` : '') +
    (loader ? '&loader' : '');
  const frame = await fixture<HTMLIFrameElement>(
    script
      ? html`<iframe title="A server-rendered page" src=${src} style="width: ${width}px; height: 600px; border: 0"></iframe>`
      : html`<iframe title="A server-rendered page" src=${src} sandbox="allow-same-origin allow-forms" style="width: ${width}px; height: 600px; border: 0"></iframe>`,
  );
  // Patient: the first page with a question to ask loads the server's sanitizer (jsdom) first.
  await waitUntil(() => frame.contentDocument?.readyState === 'complete' && frame.contentDocument.querySelector('site-header')?.shadowRoot, 'the page did not load', { timeout: 15_000 });
  return { frame, root: frame.contentDocument?.querySelector('site-header')?.shadowRoot as ShadowRoot };
}

/** A click at the middle of `element`, in the frame, as the pointer makes it. */
export async function clickIn(page: ServerRenderedPage, element: Element | null): Promise<void> {
  if (!element) throw new Error('nothing to click');
  const frame = page.frame.getBoundingClientRect();
  const box = element.getBoundingClientRect();
  await sendMouse({ type: 'click', position: [Math.round(frame.left + box.left + box.width / 2), Math.round(frame.top + box.top + box.height / 2)] });
}

/** Resolves when the frame has navigated to another page, with that page's path and query. */
export function navigated(page: ServerRenderedPage): Promise<string | undefined> {
  return new Promise((resolve) => {
    page.frame.addEventListener('load', () => {
      const at = page.frame.contentWindow?.location;
      resolve(at && at.pathname + at.search);
    }, { once: true });
  });
}

/** Brings the bundle into the frame's page, as the page's loader would, and waits until its header has hydrated. */
export async function hydrate(page: ServerRenderedPage): Promise<void> {
  const doc = page.frame.contentDocument as Document;
  const script = doc.createElement('script');
  script.type = 'module';
  script.src = '/dist/marquee.js';
  doc.head.append(script);
  const header = doc.querySelector('site-header') as HTMLElement;
  await waitUntil(() => header.hasAttribute('data-hydrated'), 'never hydrated', { timeout: 15_000 });
}
