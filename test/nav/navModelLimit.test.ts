import { expect, fixture, html } from '@open-wc/testing';
import sinon from 'sinon';
import type { SiteHeaderElement } from '../../elements/site-header';
import '../../elements/site-header';
import { NAV_MODEL_MAX } from '../../src/nav/navModelLimit';
import { rendered } from '../helpers/shadow';

// Issue 52, item 4: a nav-model over the limit is one clear console error and the site's menu, at
// once: the 1.4 MB menu of 3,000 categories below took the drawer seven seconds to open.

/** A valid menu of `categories` categories, three links each, as the nav-model attribute's text. */
function menu(categories: number): string {
  const navLinkCategories = [];
  const navLinks = [];
  for (let i = 0; i < categories; i++) {
    const id = `c${String(i)}`;
    navLinkCategories.push({ id, icon: 'movie', message: { id: `m${String(i)}`, defaultMessage: `Category ${String(i)}` }, groupId: `g${String(i % 7)}` });
    for (let j = 0; j < 3; j++) navLinks.push({ categoryId: id, message: { id: `l${String(i)}_${String(j)}`, defaultMessage: `Link ${String(j)} of ${String(i)}` }, href: `/c/${String(i)}/${String(j)}/`, ref: `nv_${String(i)}_${String(j)}` });
  }
  const link = (href: string) => ({ message: { id: 'x', defaultMessage: 'Pro' }, href, ref: 'nv_pro' });
  return JSON.stringify({ navLinkCategories, navLinks, proLink: link('/pro/'), industryLink: link('/industry/') });
}

async function openDrawer(el: SiteHeaderElement): Promise<HTMLElement> {
  (await rendered<HTMLButtonElement>(el, '.hamburger')).click();
  return rendered(el, '.drawer:popover-open:has(.category-title)');
}

describe('nav-model over its limit (issue 52)', () => {
  afterEach(() => {
    sinon.restore();
  });

  it('is refused with one console error saying what it holds and the limit, and the drawer shows the site’s menu', async () => {
    const text = menu(3000);
    const error = sinon.stub(console, 'error');
    const el = await fixture<SiteHeaderElement>(html`<site-header nav-model=${text}></site-header>`);
    const dialog = await openDrawer(el);
    expect(dialog.querySelector('.category-title')?.textContent).to.equal('Movies');
    expect(error.callCount).to.equal(1);
    expect(String(error.firstCall.args[0])).to.contain('<site-header>: nav-model has 3000 categories and 9000 links').and.contain(`at most ${String(NAV_MODEL_MAX.categories)} and ${String(NAV_MODEL_MAX.links)}`);
    // Closed and opened again: not told twice.
    dialog.querySelector<HTMLButtonElement>('.drawer-close')?.click();
    await openDrawer(el);
    expect(error.callCount).to.equal(1);
  });

  it('takes a menu at the limit', async () => {
    const text = menu(NAV_MODEL_MAX.categories);
    const error = sinon.stub(console, 'error');
    const el = await fixture<SiteHeaderElement>(html`<site-header nav-model=${text}></site-header>`);
    const dialog = await openDrawer(el);
    expect(dialog.querySelector('.category-title')?.textContent).to.equal('Category 0');
    expect(error.called).to.equal(false);
  });
});
