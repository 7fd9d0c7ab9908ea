import { expect, fixture, fixtureCleanup, html, waitUntil } from '@open-wc/testing';
import sinon from 'sinon';
import type { SiteHeaderElement } from '../../elements/site-header';
import '../../elements/site-header';
import type { NavModel } from '../../src/nav';
import { rendered } from '../helpers/shadow';
import { atWidth, LARGE, SMALL } from '../helpers/viewport';

const m = (id: string, defaultMessage: string) => ({ id: `host-${id}`, defaultMessage });
const link = (categoryId: string, text: string, extra: object = {}) => ({ categoryId, message: m(text, text), href: `/${text}/`, ref: `nv_${text}`, ...extra });

/** A host's menu using every §3 field of categories and links. */
const MODEL: NavModel = {
  navLinkCategories: [
    { id: 'films', icon: 'movie', message: m('films', 'Films'), className: 'featured wide', groupId: 'watching' },
    { id: 'stars', icon: 'star', message: m('stars', 'Stars'), groupId: 'people' },
    { id: 'shows', icon: 'no-such-icon', message: m('shows', 'Shows'), groupId: 'watching' },
    { id: 'later', message: m('later', 'Later'), isEmpty: true },
    { id: 'extra', icon: 'globe', message: m('extra', 'Extra'), groupId: 'people', breakpoints: ['xl'] },
  ],
  navLinks: [
    link('films', 'everywhere'),
    link('films', 'phones', { breakpoints: ['s'] }),
    link('films', 'desktops', { breakpoints: ['l', 'xl'] }),
    link('shows', 'series'),
    link('stars', 'born'),
    link('later', 'soon'),
    link('extra', 'bonus'),
  ],
  proLink: { message: m('pro', 'Pro'), href: '/pro/', ref: 'nv_pro' },
  industryLink: { message: m('industry', 'Industry'), href: '/industry/', ref: 'nv_ip' },
};

async function openDrawer(el: SiteHeaderElement): Promise<HTMLElement> {
  (await rendered<HTMLButtonElement>(el, '.hamburger')).click();
  const dialog = await rendered(el, '.drawer:popover-open');
  await Promise.all(dialog.getAnimations().map((a) => a.finished));
  return dialog;
}

// One header at a time: a second one waits while the first is on the page.
const header = (model: unknown) => {
  fixtureCleanup();
  return fixture<SiteHeaderElement>(html`<site-header no-consent-banner nav-model=${JSON.stringify(model)}></site-header>`);
};
const categories = (dialog: HTMLElement) => [...dialog.querySelectorAll<HTMLElement>('.drawer-category')];
/** Laid out, so seen: an element inside a hidden one has no boxes either. */
const shown = (element: Element | null | undefined) => !!element && element.getClientRects().length > 0;
const linkNamed = (dialog: HTMLElement, text: string) => [...dialog.querySelectorAll('a')].find((a) => a.textContent === text);

describe('the nav model\'s category and link fields (spec §3 nav model)', () => {
  afterEach(() => {
    sinon.restore();
  });

  it('[NAV-15] shows categories of one groupId together, a divider between groups, and leaves out an isEmpty one', async () => {
    await atWidth(LARGE, async () => {
      const dialog = await openDrawer(await header(MODEL));
      // Films and Shows share a group, so Shows comes before Stars; Later is empty.
      expect(categories(dialog).map((c) => c.dataset.category)).to.deep.equal(['films', 'shows', 'stars', 'extra']);
      expect(dialog.textContent).not.to.contain('Later');
      expect(linkNamed(dialog, 'soon')).to.equal(undefined);
      const dividers = [...dialog.querySelectorAll('.drawer-categories > hr')];
      expect(dividers).to.have.length(1);
      expect(dividers[0]?.previousElementSibling?.getAttribute('data-category')).to.equal('shows');
      expect(dividers[0]?.nextElementSibling?.getAttribute('data-category')).to.equal('stars');
      // Seen: a line, and on large screens the next group starts a row of its own.
      const line = dividers[0]?.getBoundingClientRect();
      expect(line?.height).to.be.greaterThan(0);
      const stars = categories(dialog)[2]?.getBoundingClientRect();
      const films = categories(dialog)[0]?.getBoundingClientRect();
      expect(stars?.left).to.equal(films?.left);
      expect(stars?.top).to.be.greaterThan(line?.bottom ?? 0);
    });
  });

  it('[NAV-15] shows a category\'s icon beside its name, and none for a name it does not know', async () => {
    await atWidth(LARGE, async () => {
      const dialog = await openDrawer(await header(MODEL));
      const [films, shows, stars] = categories(dialog);
      // In the title shown (on large screens in place of the toggle's); null in one shown with none.
      const iconOf = (category: Element | undefined) => [...(category?.querySelectorAll('.category-title') ?? [])].find((title) => title.checkVisibility())?.querySelector('svg');
      const icon = iconOf(films);
      expect(icon?.getAttribute('data-icon')).to.equal('movie');
      expect(icon?.getBoundingClientRect().width).to.be.greaterThan(0);
      expect(iconOf(stars)?.getAttribute('data-icon')).to.equal('star');
      expect(iconOf(shows)).to.equal(null);
    });
  });

  it('[NAV-15] makes a category\'s className a part the page can style', async () => {
    const style = document.createElement('style');
    style.textContent = 'site-header::part(nav-category-featured) { background-color: rgb(1, 2, 3); }';
    document.head.append(style);
    try {
      const dialog = await openDrawer(await header(MODEL));
      const [films, shows] = categories(dialog);
      expect(getComputedStyle(films as Element).backgroundColor).to.equal('rgb(1, 2, 3)');
      expect(getComputedStyle(shows as Element).backgroundColor).not.to.equal('rgb(1, 2, 3)');
      expect(films?.getAttribute('part')?.split(' ')).to.include.members(['nav-category', 'nav-category-featured', 'nav-category-wide']);
    } finally {
      style.remove();
    }
  });

  it('[NAV-15] shows a category or link with breakpoints only at those widths', async () => {
    await atWidth(LARGE, async () => {
      const dialog = await openDrawer(await header(MODEL));
      expect(shown(linkNamed(dialog, 'everywhere'))).to.equal(true);
      expect(shown(linkNamed(dialog, 'desktops'))).to.equal(true);
      expect(shown(linkNamed(dialog, 'phones'))).to.equal(false);
      expect(shown(dialog.querySelector('[data-category="extra"]'))).to.equal(true);
    });
    await atWidth({ width: 1100, height: 800 }, async () => {
      const dialog = await openDrawer(await header(MODEL));
      expect(shown(linkNamed(dialog, 'desktops')), 'l').to.equal(true);
      expect(shown(dialog.querySelector('[data-category="extra"]')), 'xl only').to.equal(false);
    });
    await atWidth(SMALL, async () => {
      const dialog = await openDrawer(await header(MODEL));
      // The first category is open in the accordion.
      await waitUntil(() => shown(linkNamed(dialog, 'everywhere')));
      expect(shown(linkNamed(dialog, 'phones'))).to.equal(true);
      expect(shown(linkNamed(dialog, 'desktops'))).to.equal(false);
      expect(shown(dialog.querySelector('[data-category="extra"]'))).to.equal(false);
      expect(shown(dialog.querySelector('[data-category="stars"]'))).to.equal(true);
      // The line between the groups spans the panel, less its margins.
      expect(dialog.querySelector('.drawer-categories > hr')?.getBoundingClientRect().width).to.equal(280 - 32);
    });
  });

  for (const [what, change] of [
    ['a breakpoint that is not one of s, m, l, xl', (model: NavModel) => ({ ...model, navLinks: [{ ...model.navLinks[0], breakpoints: ['xxl'] }] })],
    ['isEmpty that is not a boolean', (model: NavModel) => ({ ...model, navLinkCategories: [{ ...model.navLinkCategories[0], isEmpty: 'yes' }] })],
    ['a className that is not class names', (model: NavModel) => ({ ...model, navLinkCategories: [{ ...model.navLinkCategories[0], className: 'a"b' }] })],
    ['an icon that is not a string', (model: NavModel) => ({ ...model, navLinkCategories: [{ ...model.navLinkCategories[0], icon: 7 }] })],
    ['a groupId that is not a string', (model: NavModel) => ({ ...model, navLinkCategories: [{ ...model.navLinkCategories[0], groupId: ['a'] }] })],
  ] as const) {
    it(`[EL-03] refuses a model with ${what}: one error, and the site's menu`, async () => {
      const error = sinon.stub(console, 'error');
      const el = await header(change(MODEL));
      const dialog = await openDrawer(el);
      expect(categories(dialog).map((c) => c.dataset.category)).to.deep.equal(['movies', 'tv', 'watch', 'awards', 'celebs', 'community']);
      const aboutModel = error.getCalls().filter((call) => String(call.args[0]).includes('nav-model'));
      expect(aboutModel).to.have.length(1);
      expect(el.navModel).to.equal(null);
    });
  }

  it('shows the site\'s own menu with its icons and no dividers', async () => {
    await atWidth(LARGE, async () => {
      const dialog = await openDrawer(await fixture<SiteHeaderElement>(html`<site-header></site-header>`));
      expect(categories(dialog).map((c) => c.querySelector('svg')?.getAttribute('data-icon'))).to.deep.equal(['movie', 'television', 'video', 'star', 'people', 'globe']);
      expect(dialog.querySelector('.drawer-categories > hr')).to.equal(null);
    });
  });
});
