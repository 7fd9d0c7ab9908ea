/**
 * Issue 52, item 2: a named element anywhere in the page (`<img name="createElement">`, from a
 * comment field that allows `name`) shadows the document's own members, and, where the window has
 * no such member, names one of the window's. The built chrome trusts neither: on a page with a
 * named element for every member of the document and the window that its code reads (found in
 * dist/'s source maps, so a new one is caught), it renders, hydrates what it
 * painted, and answers the visitor. Both ways a page loads it: painting first (/dist/marquee.js,
 * hydrating what it painted, as a server-rendered page's chrome) and client-only (the hashed entry,
 * as the head tags load it). The server-rendered page is test/node/injectedMarkup.test.mjs.
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { isRendered } from '../../testing/ready.js';
import { forgetVisitor } from '../consent/consentKit';
import { documentMembers, FOUND, isCodeMap } from '../helpers/documentMembers.mjs';
import { removeQuietly } from '../helpers/removeQuietly';

interface Manifest {
  entries: Record<string, { file: string }>;
  immutable: string[];
}
const manifest = async () => (await (await fetch('/dist/manifest.json')).json()) as Manifest;

/** The names to shadow, from the source maps of dist/ (test/helpers/documentMembers.mjs). */
async function bundleNames(): Promise<string[]> {
  const maps = (await manifest()).immutable.filter(isCodeMap);
  const sources = await Promise.all(maps.map(async (file) => ((await (await fetch(`/dist/${file}`)).json()) as { sourcesContent: string[] }).sourcesContent));
  return documentMembers(sources.flat());
}

/** Through the prototype: the page's own `querySelector` is an <img> now. */
const find = (page: Document, selector: string): Element | null =>
  // (Not deprecated: the lint resolves `call` to the overload for deprecated tag names.)
  // eslint-disable-next-line @typescript-eslint/no-deprecated
  Document.prototype.querySelector.call(page, selector);
const shadow = (page: Document, tag: string) => find(page, tag)?.shadowRoot ?? null;

/** test/fixtures/clobbered-page.html, with a named <img> for each of `names`, loading the chrome with `script`. */
async function loadClobbered(script: string, names: string[]) {
  (window as unknown as { clobberingNames: string[] }).clobberingNames = names;
  const frame = await fixture<HTMLIFrameElement>(html`<iframe title="A clobbered page" style="width: 1280px; height: 800px"></iframe>`);
  frame.src = `/test/fixtures/clobbered-page.html?script=${encodeURIComponent(script)}`;
  const page = () => frame.contentDocument as Document;
  const tags = ['site-header', 'site-footer', 'consent-banner'];
  const errors = () => (frame.contentWindow as unknown as { errors?: string[] }).errors ?? [];
  try {
    await waitUntil(() => frame.contentWindow?.location.pathname === '/test/fixtures/clobbered-page.html' && tags.every((tag) => isRendered(find(page(), tag))), undefined, { timeout: 15_000 });
  } catch {
    throw new Error(`on the clobbered page, ${tags.filter((tag) => !isRendered(find(page(), tag))).join(' and ')} did not render; errors: ${JSON.stringify(errors())}`);
  }
  return { frame, page: page(), errors };
}

describe('a page whose named elements shadow the document (issue 52)', () => {
  let names: string[];
  before(async () => {
    names = await bundleNames();
  });
  // A visitor the banner asks, each time.
  // (Not freshVisitor: the faults it clears may be another engine's test's, run at the same time.)
  beforeEach(forgetVisitor);
  after(forgetVisitor);

  for (const way of ['painted first, then hydrated', 'client-only'] as const) {
    it(`the chrome renders and answers, ${way}`, async function () {
      this.timeout(60_000);
      const script = way === 'client-only' ? `/dist/${(await manifest()).entries.marquee?.file ?? ''}` : '/dist/marquee.js';
      const { frame, page, errors } = await loadClobbered(script, names);
      // The attack is live: the page's own document members are its images.
      const own = page as unknown as Record<string, unknown>;
      for (const name of FOUND) expect((own[name] as Element | undefined)?.localName, name).to.equal('img');
      expect(names).to.include.members(['documentElement', 'body', 'readyState', 'referrer', '__REDUX_DEVTOOLS_EXTENSION_COMPOSE__']);

      // The drawer opens, with its menu.
      const header = shadow(page, 'site-header');
      header?.querySelector<HTMLButtonElement>('.hamburger')?.click();
      await waitUntil(() => header?.querySelector('.drawer:popover-open a[href]'), 'the drawer did not open');
      header?.querySelector<HTMLButtonElement>('.drawer button.close, .drawer [aria-label="Close"]')?.click();
      (header?.querySelector('.drawer') as HTMLElement | null)?.hidePopover();

      // Typing asks for suggestions and lists them. (Typed as an input method would: the test
      // runner's keys go to its own page, not into a frame.)
      const input = header?.querySelector<HTMLInputElement>('.search-input');
      const view = frame.contentWindow as Window & typeof globalThis;
      input?.focus();
      Object.getOwnPropertyDescriptor(view.HTMLInputElement.prototype, 'value')?.set?.call(input, 'shaw');
      input?.dispatchEvent(new view.InputEvent('input', { bubbles: true, composed: true, inputType: 'insertText', data: 'shaw' }));
      await waitUntil(
        () => [...(header?.querySelectorAll('[role="listbox"]:not([hidden]) [role="option"] .suggestion-label') ?? [])].some((label) => label.textContent === 'The Shawshank Redemption'),
        'no suggestion for "shaw"',
      );

      // Accept is taken: the banner goes, the page hears it, and the answer is kept in the cookie.
      const heard: string[] = [];
      frame.contentWindow?.addEventListener('consent-event', (event) => heard.push(JSON.stringify((event as CustomEvent).detail)));
      // The question comes with the consent call's answer, which a header hydrated early may be ahead of.
      const acceptButton = () => [...(shadow(page, 'consent-banner')?.querySelectorAll('button') ?? [])].find((button) => button.textContent === 'Accept');
      await waitUntil(acceptButton, 'the banner asked no question', { timeout: 15_000 });
      acceptButton()?.click();
      // The answer's code and call come on demand: on a loaded machine, seconds (a CI run's Firefox took over 5).
      await waitUntil(() => heard.length > 0 && !shadow(page, 'consent-banner')?.querySelector('.banner'), undefined, { timeout: 15_000 }).catch(() => {
        throw new Error(`Accept was not taken: ${String(heard.length)} consent-event heard, the banner ${shadow(page, 'consent-banner')?.querySelector('.banner') ? 'still shown' : 'gone'}`);
      });
      expect(Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')?.get?.call(page)).to.match(/(^|; )ci=/);

      expect(errors()).to.deep.equal([]);
      await removeQuietly(frame);
    });
  }
});
