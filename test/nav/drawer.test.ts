import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { emulateMedia, sendKeys, sendMouse } from '@web/test-runner-commands';
import sinon from 'sinon';
import type { SiteHeaderElement } from '../../elements/site-header';
import '../../elements/site-header';
import { accessibilityTree, type AxNode } from '../helpers/accessibilityTree';
import { lastEventId, receivedEvents } from '../helpers/backend';
import { engine, itExceptIn, MEDIA_EMULATION, NARROW_VIEWPORT } from '../helpers/engine';
import { rendered, shadowOf } from '../helpers/shadow';
import { atWidth, LARGE, SMALL } from '../helpers/viewport';
import { coachmarkAlreadyShown } from '../helpers/coachmarkShown';

const isOpen = (drawer: HTMLElement) => drawer.matches(':popover-open');

async function openDrawer(el: SiteHeaderElement): Promise<HTMLElement> {
  const hamburger = await rendered<HTMLButtonElement>(el, '.hamburger');
  hamburger.click();
  const dialog = await rendered(el, '.drawer:popover-open');
  // As a person would: after it has slid in.
  await Promise.all(dialog.getAnimations().map((a) => a.finished));
  return dialog;
}


const drawerLinks = (dialog: HTMLElement) => [...dialog.querySelectorAll<HTMLAnchorElement>('a')].map((a) => new URL(a.href));

describe('the navigation drawer (spec §2, §4)', () => {
  before(coachmarkAlreadyShown);

  afterEach(() => {
    sinon.restore();
  });

  it('[HDR-02] [NAV-01] [NAV-12] opens from the hamburger and stops the page from scrolling', async () => {
    const el = await fixture<SiteHeaderElement>(html`<site-header></site-header>`);
    expect(document.body.style.overflow).to.equal('');
    const dialog = await openDrawer(el);
    expect(shadowOf(el).querySelector<HTMLButtonElement>('.hamburger')?.popoverTargetElement, 'the hamburger names it').to.equal(dialog);
    await waitUntil(() => document.body.style.overflow === 'hidden', 'the page still scrolls');
    dialog.querySelector<HTMLButtonElement>('.drawer-close')?.click();
    await waitUntil(() => !isOpen(dialog));
    await waitUntil(() => document.body.style.overflow === '', 'the page does not scroll again');
  });

  it('[NAV-13] [NAV-16] takes focus, keeps it inside, and closes on Escape with focus back on the hamburger', async () => {
    const el = await fixture<SiteHeaderElement>(html`<site-header></site-header>`);
    const dialog = await openDrawer(el);
    await waitUntil(() => dialog.contains(shadowOf(el).activeElement));
    for (let i = 0; i < 12; i++) {
      await sendKeys({ press: 'Tab' });
      expect(dialog.contains(shadowOf(el).activeElement), `tab ${String(i)} left the drawer`).to.equal(true);
    }
    // (HELD_KEYS: WebKit's driver cannot hold Shift.)
    for (let i = 0; i < (engine === 'webkit' ? 0 : 3); i++) {
      await sendKeys({ down: 'Shift' });
      await sendKeys({ press: 'Tab' });
      await sendKeys({ up: 'Shift' });
      expect(dialog.contains(shadowOf(el).activeElement), `shift+tab ${String(i)} left the drawer`).to.equal(true);
    }
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => !isOpen(dialog));
    await waitUntil(() => shadowOf(el).activeElement?.classList.contains('hamburger'), 'focus did not return to the hamburger');
  });

  itExceptIn(['webkit'], NARROW_VIEWPORT, '[NAV-13] closes on a click on the backdrop, not on a click inside', async () => {
    await atWidth(SMALL, async () => {
      const el = await fixture<SiteHeaderElement>(html`<site-header></site-header>`);
      const dialog = await openDrawer(el);
      await sendMouse({ type: 'click', position: [100, 60] });
      expect(isOpen(dialog)).to.equal(true);
      await sendMouse({ type: 'click', position: [340, 400] });
      await waitUntil(() => !isOpen(dialog));
    });
  });

  // The virtual screen reader of test/accessibility models neither a popover's button nor <details>: Chromium's own tree.
  itExceptIn(['firefox', 'webkit'], 'CDP gives the accessibility tree in Chromium only', '[NAV-04] [NAV-16] tells a screen reader what is expanded, and hides the closed categories', async () => {
    await atWidth(SMALL, async () => {
      const el = await fixture<SiteHeaderElement>(html`<site-header></site-header>`);
      // (A summary is a DisclosureTriangle, 'Grouped' when its <details> share a name.)
      const named = (nodes: AxNode[], role: string, name: string) => nodes.find((node) => node.role.startsWith(role) && node.name === name);
      expect(named(await accessibilityTree(), 'button', 'Menu')?.expanded).to.equal(false);
      const dialog = await openDrawer(el);
      const open = await accessibilityTree();
      expect(named(open, 'button', 'Menu')?.expanded, 'the hamburger, open').to.equal(true);
      expect(named(open, 'heading', 'Menu'), 'its title is read').to.not.equal(undefined);
      expect(named(open, 'DisclosureTriangle', 'Movies')?.expanded).to.equal(true);
      expect(named(open, 'DisclosureTriangle', 'TV Shows')?.expanded).to.equal(false);
      expect(named(open, 'link', 'Top 250 Movies'), 'the open category is read').to.not.equal(undefined);
      expect(named(open, 'link', 'Top 250 TV Shows'), 'a closed category is not').to.equal(undefined);
      dialog.querySelector<HTMLButtonElement>('.drawer-close')?.click();
      await waitUntil(() => !isOpen(dialog));
      const closed = await accessibilityTree();
      expect(named(closed, 'button', 'Menu')?.expanded).to.equal(false);
      expect(named(closed, 'link', 'Top 250 Movies'), 'nothing of the closed drawer is read').to.equal(undefined);
    });
  });

  it('[NAV-14] reports nv-menu-open and nv-menu-close', async () => {
    const after = await lastEventId();
    const el = await fixture<SiteHeaderElement>(html`<site-header no-consent-banner></site-header>`);
    const dialog = await openDrawer(el);
    dialog.querySelector<HTMLButtonElement>('.drawer-close')?.click();
    await waitUntil(async () => (await receivedEvents('metric', after)).length >= 2);
    const actions = (await receivedEvents('metric', after)).map((e) => (e.body as Record<string, string>).pageAction);
    expect(actions).to.include.members(['nv-menu-open', 'nv-menu-close']);
  });

  itExceptIn(['webkit'], NARROW_VIEWPORT, '[NAV-02] [NAV-04] is a 280px side panel with an accordion on small screens', async () => {
    await atWidth(SMALL, async () => {
      const el = await fixture<SiteHeaderElement>(html`<site-header></site-header>`);
      const dialog = await openDrawer(el);
      expect(dialog.getBoundingClientRect().width).to.equal(280);
      const toggles = [...dialog.querySelectorAll<HTMLElement>('summary.category-toggle')];
      const shown = () => [...dialog.querySelectorAll('.category-links')].filter((list) => list.checkVisibility());
      expect(shown()).to.have.length(1);
      toggles[2]?.click();
      await waitUntil(() => toggles[2]?.closest('details')?.open);
      expect(shown()).to.deep.equal([toggles[2]?.parentElement?.querySelector('.category-links')]);
      // Named by the category it shows (the accessibility suite reads the name); what a click does, as its title.
      await waitUntil(() => /^Collapse .+ Nav Links$/.test(toggles[2]?.getAttribute('title') ?? ''));
      expect(toggles[1]?.getAttribute('title')).to.match(/^Expand .+ Nav Links$/);
      toggles[2]?.click();
      await waitUntil(() => shown().length === 0);
      await expect(el).to.be.accessible();
    });
  });

  it('[NAV-03] [NAV-05] spans the width on large screens with every category open in 33% columns', async () => {
    await atWidth(LARGE, async () => {
      const el = await fixture<SiteHeaderElement>(html`<site-header></site-header>`);
      const dialog = await openDrawer(el);
      expect(dialog.getBoundingClientRect().width).to.equal(document.documentElement.clientWidth);
      const lists = [...dialog.querySelectorAll('.category-links')];
      expect(lists.filter((list) => !list.checkVisibility()), 'every category shows').to.have.length(0);
      // Titles, not controls: Tab goes from the close button to the first link.
      dialog.querySelector<HTMLButtonElement>('.drawer-close')?.focus();
      await sendKeys({ press: 'Tab' });
      expect(shadowOf(el).activeElement).to.equal(dialog.querySelector('.category-links a'));
      const row = dialog.querySelector('.drawer-categories')?.getBoundingClientRect().width ?? 0;
      const column = dialog.querySelector('.drawer-category')?.getBoundingClientRect().width ?? 0;
      expect(column / row).to.be.closeTo(0.33, 0.005);
      await expect(el).to.be.accessible();
    });
  });

  it('[NAV-03] a header put on the page after the window grew past the large breakpoint, with none on it meanwhile, spans the width', async () => {
    // WebKit kept the drawer's styles at the width they were last used at (a 280px panel).
    const before = await fixture<SiteHeaderElement>(html`<site-header></site-header>`);
    expect((await openDrawer(before)).getBoundingClientRect().width, 'a side panel at 800px').to.equal(280);
    before.remove();
    await atWidth(LARGE, async () => {
      const el = await fixture<SiteHeaderElement>(html`<site-header></site-header>`);
      const dialog = await openDrawer(el);
      expect(dialog.getBoundingClientRect().width).to.equal(document.documentElement.clientWidth);
    });
  });

  it('[NAV-08] lists every menu link of the sample data under its group, as spec §2 does, seasonal links included', async () => {
    const el = await fixture<SiteHeaderElement>(html`<site-header></site-header>`);
    const dialog = await openDrawer(el);
    const shown = Object.fromEntries(
      [...dialog.querySelectorAll('.drawer-category')].map((group) => [
        group.querySelector('.category-title')?.textContent ?? '',
        [...group.querySelectorAll('.category-links a')].map((link) => link.textContent),
      ]),
    );
    expect(Object.keys(shown)).to.have.members(['Movies', 'TV Shows', 'Watch', 'Awards & Events', 'Celebs', 'Community']);
    const spec: Record<string, string[]> = {
      Movies: ['Most Popular Movies', 'Top 250 Movies', 'Top Box Office', 'Browse Movies by Genre', 'Showtimes & Tickets', 'Release Calendar', 'Movie News', 'India Movie Spotlight'],
      'TV Shows': ['Most Popular TV Shows', 'Top 250 TV Shows', 'Browse TV Shows by Genre', "What's on TV & Streaming", 'TV News'],
      Watch: ['What to Watch', 'Latest Trailers', 'Originals', 'Editor’s Picks', 'Podcasts'],
      Celebs: ['Born Today', 'Most Popular Celebs', 'Celebrity News'],
      Community: ['Help Center', 'Contributor Zone', 'Polls'],
      'Awards & Events': ['Awards Central', 'Festival Central', 'Oscars', 'STARmeter Awards', 'All Events', 'Spotlight', 'Halloween', 'Hispanic Heritage Month', 'MAMI'],
    };
    for (const [group, links] of Object.entries(spec)) expect(shown[group], group).to.have.members(links);
  });

  it('[NAV-07] [NAV-09] [NAV-10] has every group and link of the sample menu, each with a ref_', async () => {
    const el = await fixture<SiteHeaderElement>(html`<site-header></site-header>`);
    const dialog = await openDrawer(el);
    const groups = [...dialog.querySelectorAll('.drawer-category')].map((g) => g.querySelector('.category-title')?.textContent);
    expect(groups).to.deep.equal(['Movies', 'TV Shows', 'Watch', 'Awards & Events', 'Celebs', 'Community']);
    const links = drawerLinks(dialog);
    const paths = links.map((u) => u.pathname + (u.searchParams.get('title_type') ? `?title_type=${u.searchParams.get('title_type') ?? ''}` : ''));
    for (const path of ['/calendar/', '/chart/top/', '/chart/moviemeter/', '/feature/genre/', '/chart/boxoffice/', '/showtimes/', '/news/movie/', '/india/toprated/', '/whats-on-tv/', '/chart/toptv/', '/chart/tvmeter/', '/news/tv/', '/oscars/', '/starmeterawards/', '/awards-central/', '/festival-central/', '/event/', '/feature/bornondate/', '/chart/starmeter/', '/news/celebrity/', '/what-to-watch/', '/trailers/', '/originals/', '/imdbpicks/', '/spotlight/', '/search/title/?title_type=podcastSeries', '/poll/']) {
      expect(paths, path).to.include(path);
    }
    expect(links.filter((u) => u.origin !== location.origin)).to.have.length.at.least(2);
    expect(dialog.querySelector('.drawer-pro')?.textContent).to.contain('For Industry Professionals').and.contain('Go to Pro');
    expect(links.every((u) => u.searchParams.get('ref_'))).to.equal(true);
  });

  it('[NAV-15] [NAV-11] takes a host menu from nav-model, and refuses a malformed or unsafe one', async () => {
    const model = {
      navLinkCategories: [{ id: 'ours', icon: 'star', message: { id: 'no-such-id', defaultMessage: 'Our Picks' } }],
      navLinks: [{ categoryId: 'ours', message: { id: 'x', defaultMessage: 'Staff favourites' }, href: '/staff/?ref_=old', ref: 'nv_staff' }],
      proLink: { message: { id: 'proEdition', defaultMessage: 'Pro' }, href: '/pro/', ref: 'nv_pro' },
      industryLink: { message: { id: 'forIndustryProfessionals', defaultMessage: 'Industry' }, href: '/industry/', ref: 'nv_ind' },
    };
    const warn = sinon.stub(console, 'warn');
    const el = await fixture<SiteHeaderElement>(html`<site-header nav-model=${JSON.stringify(model)}></site-header>`);
    const dialog = await openDrawer(el);
    expect(dialog.querySelector('.category-title')?.textContent).to.equal('Our Picks');
    const staff = dialog.querySelector<HTMLAnchorElement>('.category-links a');
    expect(staff?.textContent).to.equal('Staff favourites');
    expect(new URL(staff?.href ?? '').searchParams.get('ref_')).to.equal('nv_staff');
    // The drawer renders its links more than once as it opens: the same link is warned about once.
    const aboutStaff = warn.getCalls().filter((call) => String(call.args[0]).includes('/staff/'));
    expect(aboutStaff.map((call) => String(call.args[0])), 'a replaced ref_ is warned about, once').to.have.length(1);
    expect(String(aboutStaff[0]?.args[0])).to.contain('ref_=old').and.contain('ref_=nv_staff');

    const error = sinon.stub(console, 'error');
    const unsafe = { ...model, navLinks: [{ ...model.navLinks[0], href: 'javascript:alert(1)' }] };
    el.setAttribute('nav-model', JSON.stringify(unsafe));
    expect(error.calledOnce).to.equal(true);
    await waitUntil(() => dialog.querySelector('.category-title')?.textContent === 'Movies');
  });

  it('[NAV-15] labels a host link named by one of our ids with our translation, English included, and others with their own text', async () => {
    const model = {
      navLinkCategories: [{ id: 'ours', icon: 'star', message: { id: 'movies', defaultMessage: 'Films' } }],
      navLinks: [
        { categoryId: 'ours', message: { id: 'helpCenter', defaultMessage: 'Support' }, href: '/help/', ref: 'nv_help' },
        { categoryId: 'ours', message: { id: 'no-such-id', defaultMessage: 'Staff favourites' }, href: '/staff/', ref: 'nv_staff' },
      ],
      proLink: { message: { id: 'proEdition', defaultMessage: 'Pro' }, href: '/pro/', ref: 'nv_pro' },
      industryLink: { message: { id: 'forIndustryProfessionals', defaultMessage: 'Industry' }, href: '/industry/', ref: 'nv_ind' },
    };
    const labels = (dialog: HTMLElement) => [dialog.querySelector('.category-title'), ...dialog.querySelectorAll('.category-links a')].map((node) => node?.textContent);
    const english = await fixture<SiteHeaderElement>(html`<site-header no-consent-banner nav-model=${JSON.stringify(model)}></site-header>`);
    // The drawer's English labels come with the drawer, not with the messages loaded up front.
    expect(labels(await openDrawer(english))).to.deep.equal(['Movies', 'Help Center', 'Staff favourites']);
    english.remove();

    // en-GB changes one of them and leaves the others English.
    const british = await fixture<SiteHeaderElement>(html`<site-header no-consent-banner locale="en-GB" nav-model=${JSON.stringify(model)}></site-header>`);
    const dialog = await openDrawer(british);
    await waitUntil(() => labels(dialog)[1] === 'Help Centre', 'en-GB loaded');
    expect(labels(dialog)).to.deep.equal(['Movies', 'Help Centre', 'Staff favourites']);
  });

  itExceptIn(['firefox', 'webkit'], MEDIA_EMULATION, 'does not slide when the visitor prefers reduced motion', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    try {
      const el = await fixture<SiteHeaderElement>(html`<site-header></site-header>`);
      const dialog = await openDrawer(el);
      expect(dialog.getAnimations()).to.have.length(0);
    } finally {
      await emulateMedia({ reducedMotion: 'no-preference' });
    }
  });

  // The rendered drawer: test/nav/spanishDrawer.test.ts.
  it('adds the Spanish bundle’s extra links to the model in Spanish locales only', async () => {
    const el = await fixture<SiteHeaderElement>(html`<site-header></site-header>`);
    const english = drawerLinks(await openDrawer(el)).map((u) => u.pathname);
    expect(english).to.not.include('/trending/');
    shadowOf(el).querySelector<HTMLButtonElement>('.drawer-close')?.click();
    const { siteNavModel, spanishExtraLinks } = await import('../../src/nav/defaultNavModel');
    const paths = siteNavModel('es-MX').navLinks.map((l) => l.href);
    for (const extra of spanishExtraLinks) expect(paths).to.include(extra.href);
    expect(spanishExtraLinks.map((l) => l.message.id)).to.deep.equal([
      'trending', 'mostPopular', 'bestPictureWinners', 'indiaTvSpotlight', 'musicVideos', 'videoGames', 'sxsw', 'independentSpiritAwards', 'womensHistoryMonth',
    ]);
    expect(siteNavModel('es-ES').navLinks.length).to.equal(siteNavModel('en-US').navLinks.length + spanishExtraLinks.length);
    expect(siteNavModel('fr-FR')).to.equal(siteNavModel('en-US'));
  });

  it('[I18N-10] the Spanish drawer lists Podcasts once, and no label twice', async () => {
    const el = await fixture<SiteHeaderElement>(html`<site-header locale="es-ES"></site-header>`);
    const dialog = await openDrawer(el);
    await waitUntil(() => dialog.querySelector('a[href*="/trending/"]'), 'no Spanish extra links');
    await waitUntil(() => dialog.textContent.includes('Tendencias'), 'not in Spanish yet');
    const labels = [...dialog.querySelectorAll('a')].map((a) => a.textContent.trim());
    const podcasts = [...dialog.querySelectorAll<HTMLAnchorElement>('a')].filter((a) => a.textContent.trim() === 'Podcasts');
    // One link, whatever its tracking parameters (ref_ and u).
    expect(podcasts.map((a) => `${new URL(a.href).pathname}?title_type=${String(new URL(a.href).searchParams.get('title_type'))}`)).to.deep.equal([
      '/search/title/?title_type=podcastSeries',
    ]);
    expect(labels.filter((label, i) => labels.indexOf(label) !== i)).to.deep.equal([]);
  });
});
