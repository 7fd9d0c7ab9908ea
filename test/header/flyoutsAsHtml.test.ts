import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { lastEventId, receivedEvents } from '../helpers/backend';
import { clickIn, hydrate, navigated, serverRenderedPage, type ServerRenderedPage } from '../helpers/serverRenderedFrame';
import { atWidth } from '../helpers/viewport';

/**
 * Issue 51: the server-rendered header's flyouts (New Customer, the account menu, the language list,
 * the professional flyout) and the language drawer of smaller screens work as HTML: popovers their buttons open, real links inside, with script
 * off and before hydration; hydration adopts one opened before it. The page is the build's
 * renderElement output in a frame, sandboxed without allow-scripts for "script off".
 */

const SIGNED_IN = { 'is-logged-in': '', username: 'Ada' };
const LANGUAGES = { 'show-language-selector': '', 'locale-url-template': '/{locale}{path}' };

const panelOf = (page: ServerRenderedPage, flyout: string) => page.root.querySelector<HTMLElement>(`${flyout} .flyout-panel`) as HTMLElement;
const isOpen = (page: ServerRenderedPage, flyout: string) => panelOf(page, flyout).matches(':popover-open');

/** An element as a failed comparison names it (chai's picture of a frame's element never ends). */
const named = (element: Element | null) => (element ? `${element.localName}.${element.className}` : 'nothing');

/** Opens a flyout with its button, as the pointer does, and checks it hangs under the button. */
async function openWithPointer(page: ServerRenderedPage, flyout: string): Promise<HTMLElement> {
  const button = page.root.querySelector(`${flyout} .flyout-button`);
  await clickIn(page, button);
  await waitUntil(() => isOpen(page, flyout), `${flyout} did not open`);
  const panel = panelOf(page, flyout);
  const under = button?.getBoundingClientRect();
  const box = panel.getBoundingClientRect();
  expect(Math.abs(box.top - (under?.bottom ?? 0)), 'it hangs under its button').to.be.below(2);
  expect(Math.abs(box.right - (under?.right ?? 0)), 'its end at the button\u2019s end').to.be.below(2);
  return panel;
}

const PRO_FLYOUT = '/test/fixtures/pro-flyout.json';
/** How many times the frame's page asked for the professional flyout's content. */
const contentRequests = (page: ServerRenderedPage) =>
  (page.frame.contentWindow?.performance.getEntriesByType('resource') ?? []).filter((entry) => entry.name.includes(PRO_FLYOUT)).length;

/** Room for a 1280 px frame: the flyouts at the bar's end are where the pointer can reach them. */
const WIDE = { width: 1400, height: 800 };

describe('the server-rendered flyouts as HTML (issue 51)', () => {
  // Hover, its delays and mouse-leave need script: FLY-01 and FLY-02 are proved with it (test/ui/flyoutTiming.test.ts).
  it('script off: New Customer opens on a click, closes on Escape and on a click outside; its links navigate', async () => {
    await atWidth(WIDE, async () => {
      const page = await serverRenderedPage({ script: false, width: 1280 });
      expect(isOpen(page, '.new-customer')).to.equal(false);
      await openWithPointer(page, '.new-customer');
      await sendKeys({ press: 'Escape' });
      await waitUntil(() => !isOpen(page, '.new-customer'), 'Escape did not close it');
      await openWithPointer(page, '.new-customer');
      await clickIn(page, page.frame.contentDocument?.querySelector('main h1') ?? null);
      await waitUntil(() => !isOpen(page, '.new-customer'), 'a click outside did not close it');
      const panel = await openWithPointer(page, '.new-customer');
      const create = panel.querySelector<HTMLAnchorElement>('a.create-account');
      expect(create?.getAttribute('href')).to.match(/^\/registration\/signin\/?\?.*ref_=signup_cm_nc_ca/);
      const left = navigated(page);
      await clickIn(page, create ?? null);
      expect(await left).to.match(/^\/registration\/signin/);
    });
  });

  it('[FLY-03] script off: the account menu opens from the keyboard (Enter), Tab goes into it, Escape closes it', async () => {
    await atWidth(WIDE, async () => {
      const page = await serverRenderedPage({ script: false, width: 1280, attributes: SIGNED_IN });
      const button = page.root.querySelector<HTMLButtonElement>('.account .flyout-button');
      // The frame's page has the keyboard once the visitor has clicked in it.
      await clickIn(page, page.frame.contentDocument?.querySelector('main h1') ?? null);
      button?.focus();
      await sendKeys({ press: 'Enter' });
      await waitUntil(() => isOpen(page, '.account'), 'Enter did not open it');
      const links = [...panelOf(page, '.account').querySelectorAll('a')].map((a) => a.textContent);
      expect(links).to.include.members(['Your watchlist', 'Sign out']);
      // Into the panel, then out with Escape.
      await sendKeys({ press: 'Tab' });
      expect(panelOf(page, '.account').contains(page.root.activeElement), 'Tab goes into the open menu').to.equal(true);
      await sendKeys({ press: 'Escape' });
      await waitUntil(() => !isOpen(page, '.account'), 'Escape did not close it');
      // Where focus goes then is the platform's: Chromium restores it to what had it as the menu opened,
      // which from a shadow root is the host, so the page's body. With script, the button (Flyout.test.tsx).
      expect(panelOf(page, '.account').contains(page.root.activeElement), 'not left in the closed menu').to.equal(false);
    });
  });

  it('[LANG-01] [LANG-04] script off: the language list opens, its languages are links to this page in each, and one navigates', async () => {
    await atWidth(WIDE, async () => {
      const page = await serverRenderedPage({ script: false, width: 1280, attributes: LANGUAGES });
      const panel = await openWithPointer(page, '.language-flyout');
      const italian = panel.querySelector<HTMLAnchorElement>('a.language-item[lang="it-IT"]');
      expect(new URL(italian?.href ?? '').pathname).to.equal('/it-IT/title/tt0111161/');
      expect(panel.querySelector('a.language-item[lang="en-US"]'), 'the current language links nowhere').to.equal(null);
      // The current language, selected as the page shows it, and not clickable.
      const current = panel.querySelector<HTMLButtonElement>('.language-item[lang="en-US"]');
      expect(current?.getAttribute('aria-current')).to.equal('true');
      expect(current?.disabled).to.equal(true);
      expect(getComputedStyle(current as Element).fontWeight).to.equal('700');
      expect(getComputedStyle(italian as Element).fontWeight).not.to.equal('700');
      const left = navigated(page);
      await clickIn(page, italian);
      expect(await left).to.equal('/it-IT/title/tt0111161/');
    });
  });

  it('[LANG-01] [NAV-06] script off, below the large breakpoint: the language drawer opens, Escape closes it, its languages navigate', async () => {
    const page = await serverRenderedPage({ script: false, width: 800, attributes: LANGUAGES });
    const drawer = page.root.querySelector<HTMLElement>('.language-drawer') as HTMLElement;
    const button = page.root.querySelector('.language-drawer-button');
    await clickIn(page, button);
    await waitUntil(() => drawer.matches(':popover-open'), 'the language drawer did not open');
    // As a dialog does, with no script (issue 76, item 1): focus moves in, to its close button
    // (autofocus), not left on the button the drawer covers.
    expect(named(page.root.activeElement), 'focus in the drawer').to.equal(named(drawer.querySelector('.drawer-top button')));
    const box = drawer.getBoundingClientRect();
    expect(Math.round(box.width), 'a 280 px panel').to.equal(280);
    // (The frame's page is 800 px wide less its scroll bar, where the engine draws one: Firefox.)
    expect(Math.round(box.right), 'at the end of the page').to.equal(page.frame.contentDocument?.documentElement.clientWidth);
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => !drawer.matches(':popover-open'), 'Escape did not close it');
    await clickIn(page, button);
    await waitUntil(() => drawer.matches(':popover-open'));
    const german = drawer.querySelector<HTMLAnchorElement>('a.language-item[lang="de-DE"]');
    const left = navigated(page);
    await clickIn(page, german);
    expect(await left).to.equal('/de-DE/title/tt0111161/');
  });

  // Without script no loader runs: the flyout offers the professional edition's link instead of
  // its content, and asks for none. (Its content, loaded with script: the next test.)
  it('script off: the professional flyout opens with the professional edition\u2019s link, asking for no content', async () => {
    await atWidth(WIDE, async () => {
      const page = await serverRenderedPage({ script: false, width: 1280, attributes: { 'pro-flyout-endpoint': PRO_FLYOUT } });
      const panel = await openWithPointer(page, '.pro-flyout');
      const link = panel.querySelector<HTMLAnchorElement>('a');
      expect(new URL(link?.href ?? '').searchParams.get('ref_')).to.equal('nv_pro_fly');
      expect(link?.target).to.equal('_blank');
      expect(contentRequests(page), 'no content asked for').to.equal(0);
    });
  });

  it('[HDR-12] hydrated, the server-rendered professional flyout loads its content once, when first opened: image, text, its button with ref_, 590 px', async () => {
    await atWidth(WIDE, async () => {
      const page = await serverRenderedPage({ script: true, width: 1280, attributes: { 'pro-flyout-endpoint': PRO_FLYOUT } });
      await hydrate(page);
      expect(contentRequests(page), 'nothing loaded before it opens').to.equal(0);
      await openWithPointer(page, '.pro-flyout');
      await waitUntil(() => page.root.querySelector('.pro-card-button'), 'its content never came');
      const card = page.root.querySelector<HTMLElement>('.pro-card') as HTMLElement;
      const button = card.querySelector<HTMLAnchorElement>('a.pro-card-button') as HTMLAnchorElement;
      expect(button.textContent).to.equal('Try Pro free');
      const target = new URL(button.href);
      expect(target.origin + target.pathname).to.equal('https://pro.example.com/signup');
      expect(target.searchParams.get('ref_'), 'its button is tracked as the link before it').to.equal('nv_pro_fly');
      expect(button.target).to.equal('_blank');
      expect(new URL(card.querySelector('img')?.src ?? '').pathname).to.equal('/test/fixtures/pro.svg');
      expect(card.getBoundingClientRect().width).to.equal(590);
      // Closed and opened again: the content is not asked for again.
      await sendKeys({ press: 'Escape' });
      await waitUntil(() => !isOpen(page, '.pro-flyout'));
      await openWithPointer(page, '.pro-flyout');
      expect(contentRequests(page)).to.equal(1);
    });
  });

  it('[LANG-09] opened before hydration, it stays open through it: the same panel, one nv-loc-menu-open', async () => {
    await atWidth(WIDE, async () => {
      const after = await lastEventId();
      const page = await serverRenderedPage({ script: true, width: 1280, attributes: LANGUAGES });
      const panel = await openWithPointer(page, '.language-flyout');
      await hydrate(page);
      const actions = async () => (await receivedEvents('metric', after)).map((e) => (e.body as Record<string, string>).pageAction);
      await waitUntil(async () => (await actions()).includes('nv-loc-menu-open'), 'the store did not learn it is open: no nv-loc-menu-open');
      expect(panelOf(page, '.language-flyout') === panel, 'the same panel').to.equal(true);
      expect(isOpen(page, '.language-flyout'), 'still open').to.equal(true);
      // Now with script: Escape closes it, and that is reported.
      await sendKeys({ press: 'Escape' });
      await waitUntil(() => !isOpen(page, '.language-flyout'));
      await waitUntil(async () => (await actions()).includes('nv-loc-menu-close'), 'no nv-loc-menu-close');
      expect((await actions()).filter((action) => action === 'nv-loc-menu-open'), 'one report of the one opening').to.have.length(1);
    });
  });
});
