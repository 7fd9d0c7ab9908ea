import { expect, waitUntil } from '@open-wc/testing';

declare global {
  interface Window {
    germanGate?: Promise<void>;
    heldLocaleMap?: { imports: Record<string, string> };
    heldLocaleBundle?: string;
  }
}

/**
 * A page of its own in a frame (test/fixtures/held-locale.html), loading the built bundle, whose
 * German messages arrive only when the test says: an import map sends the de-DE chunk to a module
 * that re-exports it once a gate opens. The bundle by its hashed name, as the head tags load it:
 * the stable `marquee.js` would paint the chrome in German before React (issue 37), and the
 * placeholders are what a page React renders shows meanwhile.
 */
async function pageWithGermanHeld(): Promise<{ view: Window; release: () => void }> {
  const manifest = (await (await fetch('/dist/manifest.json')).json()) as { locales: Record<string, { file: string }>; entries: Record<string, { file: string }> };
  window.heldLocaleBundle = `/dist/${manifest.entries.marquee?.file ?? 'marquee.js'}`;
  const german = `${location.origin}/dist/${manifest.locales['de-DE']?.file ?? ''}`;
  let release = () => {};
  window.germanGate = new Promise((resolve) => {
    release = resolve;
  });
  // The held module re-exports the real chunk under another URL, which the map leaves alone.
  const held = URL.createObjectURL(new Blob([`await window.parent.germanGate; export { default } from '${german}?real';`], { type: 'text/javascript' }));
  window.heldLocaleMap = { imports: { [german]: held } };
  const frame = document.createElement('iframe');
  frame.style.inlineSize = '1300px';
  frame.src = '/test/fixtures/held-locale.html';
  document.body.append(frame);
  await new Promise((resolve) => {
    frame.addEventListener('load', resolve, { once: true });
  });
  return { view: frame.contentWindow as Window, release };
}

/** The links and buttons with words under `root` whose words are not in a blurred placeholder. */
function unblurredIn(view: Window, root: ParentNode | null | undefined): string[] {
  const controls = [...(root?.querySelectorAll('a, button, .menu-heading') ?? [])].filter((node) => node.textContent.trim() !== '');
  return controls
    .filter((node) => {
      const placeholder = node.querySelector('.i18n-pending') ?? node.closest('.i18n-pending');
      return !placeholder || !view.getComputedStyle(placeholder).filter.includes('blur');
    })
    .map((node) => node.textContent);
}

describe('blurred placeholders while a locale loads (spec §1)', () => {
  it('[I18N-07] every text of the footer is a blurred placeholder until the translations arrive', async function () {
    this.timeout(15_000);
    const { view, release } = await pageWithGermanHeld();
    const root = () => view.document.querySelector('site-footer')?.shadowRoot?.querySelector('.chrome-root');
    await waitUntil(() => root()?.getAttribute('aria-busy') === 'true' && root()?.querySelector('a'), 'the footer never rendered while loading', { timeout: 5000 }).catch((e: unknown) => {
      throw new Error(`${String(e)}: ${String(root()?.outerHTML).slice(0, 300)}`);
    });
    // Each link and button's words: inside a placeholder, and the placeholder blurred.
    const controls = [...(root()?.querySelectorAll('a, button') ?? [])].filter((node) => node.textContent.trim() !== '');
    expect(controls.length, 'links and buttons with words').to.be.above(5);
    const unblurred = controls.filter((node) => {
      const placeholder = node.querySelector('.i18n-pending') ?? node.closest('.i18n-pending');
      return !placeholder || !view.getComputedStyle(placeholder).filter.includes('blur');
    });
    expect(unblurred.map((node) => node.textContent)).to.deep.equal([]);
    release();
    await waitUntil(() => root()?.getAttribute('aria-busy') === 'false', 'German never arrived', { timeout: 5000 });
    expect(root()?.querySelector('.i18n-pending')).to.equal(null);
  });

  it("[I18N-07] the header's Pro link, account menu and drawer are blurred placeholders too (issue 28)", async function () {
    this.timeout(15_000);
    const { view, release } = await pageWithGermanHeld();
    const shadow = () => view.document.querySelector('site-header')?.shadowRoot;
    const root = () => shadow()?.querySelector('.chrome-root');
    await waitUntil(() => root()?.getAttribute('aria-busy') === 'true' && root()?.querySelector('.pro-link'), 'the header never rendered while loading', { timeout: 5000 });
    shadow()?.querySelector<HTMLButtonElement>('.account .flyout-button')?.click();
    await waitUntil(() => shadow()?.querySelector('.account .flyout-panel a'), 'the account menu never opened');
    const menu = shadow()?.querySelector('.account .flyout-panel');
    expect(menu?.querySelectorAll('a').length, 'the menu has its links').to.be.above(3);
    expect(unblurredIn(view, menu), 'the account menu').to.deep.equal([]);
    expect(unblurredIn(view, shadow()?.querySelector('.navbar .pro')), 'Pro').to.deep.equal([]);
    shadow()?.querySelector<HTMLButtonElement>('.hamburger')?.click();
    await waitUntil(() => shadow()?.querySelector('.drawer:popover-open .category-links a'), 'the drawer never opened', { timeout: 5000 });
    const drawer = shadow()?.querySelector('.drawer');
    expect(drawer?.querySelectorAll('a').length, 'the drawer has its links').to.be.above(10);
    expect(unblurredIn(view, drawer), 'the drawer').to.deep.equal([]);
    release();
    await waitUntil(() => root()?.getAttribute('aria-busy') === 'false', 'German never arrived', { timeout: 5000 });
    expect(shadow()?.querySelector('.i18n-pending')).to.equal(null);
  });
});
