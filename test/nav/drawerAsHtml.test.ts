import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { lastEventId, receivedEvents } from '../helpers/backend';
import { clickIn as click, hydrate, serverRenderedPage, type ServerRenderedPage as Page } from '../helpers/serverRenderedFrame';

/**
 * Issue 51: the server-rendered header's drawer works as HTML (a popover the hamburger opens, a
 * <details> accordion, real links), with script off and before hydration; hydration adopts a drawer
 * opened before it. The page is the build's renderElement output (test/helpers/serverRenderedPage.mjs),
 * in a frame: sandboxed without allow-scripts for "script off". Driven by the pointer and keys.
 */

const drawerOf = (page: Page) => page.root.querySelector<HTMLElement>('.drawer') as HTMLElement;

/** Opens the drawer with the hamburger, and waits until it has slid in (as a person would, to click in it). */
async function openWithHamburger(page: Page): Promise<void> {
  await click(page, page.root.querySelector('.hamburger'));
  await waitUntil(() => isOpen(page), 'the hamburger did not open the drawer');
  await Promise.all(drawerOf(page).getAnimations().map((animation) => animation.finished));
}
const isOpen = (page: Page) => drawerOf(page).matches(':popover-open');
const shownLinks = (page: Page) => [...drawerOf(page).querySelectorAll<HTMLAnchorElement>('.category-links a')].filter((a) => a.checkVisibility());

describe('the server-rendered drawer as HTML (issue 51)', () => {
  it('[NAV-01] [NAV-04] [NAV-13] script off: the hamburger opens it, its categories are an accordion, Escape and the close button close it', async () => {
    const page = await serverRenderedPage({ script: false });
    expect(isOpen(page)).to.equal(false);
    await openWithHamburger(page);
    // One category open: its links show, the others' do not.
    const open = shownLinks(page);
    expect(open.length).to.be.above(3);
    expect(open.every((a) => a.closest('[data-category]')?.getAttribute('data-category') === 'movies')).to.equal(true);
    const tv = drawerOf(page).querySelector('[data-category="tv"] summary');
    await click(page, tv);
    await waitUntil(() => shownLinks(page).some((a) => a.textContent === 'Top 250 TV Shows'), 'TV Shows did not open');
    expect(shownLinks(page).some((a) => a.textContent === 'Top 250 Movies'), 'Movies closed as TV Shows opened').to.equal(false);
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => !isOpen(page), 'Escape did not close it');
    await openWithHamburger(page);
    await click(page, page.root.querySelector('.drawer-close'));
    await waitUntil(() => !isOpen(page), 'the close button did not close it');
  });

  it('[NAV-01] script off: a link in the drawer navigates, with its ref_ and the page it was on', async () => {
    const page = await serverRenderedPage({ script: false });
    await openWithHamburger(page);
    const link = shownLinks(page).find((a) => a.textContent === 'Top 250 Movies');
    expect(link?.getAttribute('href')).to.match(/^\/chart\/top\/\?ref_=nv_mv_250&u=%2Ftitle%2Ftt0111161%2F$/);
    const left = new Promise((resolve) => { page.frame.addEventListener('load', resolve, { once: true }); });
    await click(page, link ?? null);
    await left;
    expect(page.frame.contentWindow?.location.pathname).to.equal('/chart/top/');
  });

  it('[NAV-05] script off, at 1280 px: every category shows its links', async () => {
    const page = await serverRenderedPage({ script: false, width: 1280 });
    await openWithHamburger(page);
    const categories = [...drawerOf(page).querySelectorAll('.drawer-category')];
    expect(categories.length).to.be.above(4);
    for (const category of categories) expect(shownLinks(page).some((a) => category.contains(a)), category.getAttribute('data-category') ?? '').to.equal(true);
  });

  it('[NAV-12] [NAV-14] opened before hydration, it stays open through it: the same drawer, focus kept, the page held, one nv-menu-open', async () => {
    const after = await lastEventId();
    const page = await serverRenderedPage({ script: true });
    const doc = page.frame.contentDocument as Document;
    await openWithHamburger(page);
    const drawer = drawerOf(page);
    const tv = drawer.querySelector<HTMLElement>('[data-category="tv"] summary');
    tv?.focus();
    expect(doc.body.style.overflow, 'no script yet').to.equal('');
    await hydrate(page);
    await waitUntil(() => doc.body.style.overflow === 'hidden', 'the store did not learn the drawer is open: the page scrolls');
    expect(drawerOf(page), 'the same drawer').to.equal(drawer);
    expect(isOpen(page), 'still open').to.equal(true);
    expect(page.root.activeElement, 'focus where it was').to.equal(tv);
    await waitUntil(async () => (await receivedEvents('metric', after)).some((e) => (e.body as Record<string, string>).pageAction === 'nv-menu-open'), 'no nv-menu-open');
    // Now script's: Escape closes it, focus goes back to the hamburger, the page scrolls again.
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => !isOpen(page));
    await waitUntil(() => doc.body.style.overflow === '', 'the page is still held');
    await waitUntil(() => page.root.activeElement === page.root.querySelector('.hamburger'), 'focus did not go back to the hamburger');
    await waitUntil(async () => (await receivedEvents('metric', after)).some((e) => (e.body as Record<string, string>).pageAction === 'nv-menu-close'), 'no nv-menu-close');
    const actions = (await receivedEvents('metric', after)).map((e) => (e.body as Record<string, string>).pageAction);
    expect(actions.filter((action) => action === 'nv-menu-open'), 'one report of the one opening').to.have.length(1);
  });
});
