import { expect, fixture, fixtureCleanup, html, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import sinon from 'sinon';
import type { SiteFooterElement } from '../../elements/site-footer';
import '../../elements/site-footer';
import type { SiteHeaderElement } from '../../elements/site-header';
import '../../elements/site-header';
import { allowOrigins } from '../helpers/allowOrigins';
import { rendered, shadowOf } from '../helpers/shadow';

// The main site of a partner's page: every link the chrome makes goes there (docs/partner-sites.md).
const MAIN = 'https://www.example.com';
const HERE = '/title/tt0133093/';
const links = (el: Element) => [...shadowOf(el).querySelectorAll<HTMLAnchorElement>('a[href]')];
const describeLink = (a: HTMLAnchorElement) => `${a.className || a.textContent || ''} ${a.getAttribute('href') ?? ''}`;
/** A link written absolute (no `<base>` can move it) on `origin`. */
const onSite = (a: HTMLAnchorElement, origin: string) => URL.canParse(a.getAttribute('href') ?? '') && new URL(a.getAttribute('href') ?? '').origin === origin;
/** A link to another site by design (the help centre, the social row): written so, it stays so. */
const toOtherSite = (a: HTMLAnchorElement) => {
  const written = a.getAttribute('href') ?? '';
  return URL.canParse(written) && ![location.origin, MAIN].includes(new URL(written).origin);
};

/** The header as a visitor gets to every link of it: the account menu open, the drawer open, the category menu open. */
async function everyHeaderLink(el: SiteHeaderElement): Promise<HTMLAnchorElement[]> {
  (await rendered<HTMLButtonElement>(el, '.account .flyout-button')).click();
  await rendered(el, '.account .flyout-panel a');
  (await rendered<HTMLButtonElement>(el, '.hamburger')).click();
  await rendered(el, '.drawer:popover-open a');
  const found = links(el);
  shadowOf(el).querySelector<HTMLButtonElement>('.drawer-close')?.click();
  // Closed, the drawer gives focus back to the hamburger (a task after the dialog closes): only then is the box the visitor's.
  await waitUntil(() => !shadowOf(el).querySelector('.drawer:popover-open') && shadowOf(el).activeElement?.classList.contains('hamburger'), 'focus back on the hamburger');
  return found;
}

/** The suggestions for a text typed into the box, 'See all results' last. */
async function suggestionsFor(el: SiteHeaderElement, text: string): Promise<HTMLAnchorElement[]> {
  (await rendered<HTMLInputElement>(el, '.search-input')).focus();
  await sendKeys({ type: text });
  // The list's code, the weblab call and the suggestions themselves: on a loaded machine, seconds.
  await waitUntil(() => shadowOf(el).querySelectorAll('[role="option"]').length > 1, `no suggestions for ${text}`, { timeout: 10_000 });
  const options = [...shadowOf(el).querySelectorAll<HTMLAnchorElement>('[role="option"]')];
  // Escape closes the list, and again empties the box: the page's store keeps the text for the next test's bar.
  await sendKeys({ press: 'Escape' });
  await sendKeys({ press: 'Escape' });
  return options;
}

describe('site-origin: the site the chrome’s links belong to', () => {
  // The page lists its main site, as a partner's page does.
  let disallow: () => void;
  beforeEach(() => {
    disallow = allowOrigins(MAIN);
  });
  afterEach(() => {
    disallow();
    sinon.restore();
  });

  it('with site-origin, every link of the header and the footer goes to that site, u carrying /', async function () {
    // A visitor's whole round: the account menu, the drawer, a search, signing out.
    this.timeout(20_000);
    const page = await fixture<HTMLDivElement>(
      html`<div><site-header site-origin=${MAIN} is-logged-in watchlist-count="3" current-uri=${HERE}></site-header><site-footer show-sign-in></site-footer></div>`,
    );
    const header = page.querySelector('site-header') as SiteHeaderElement;
    const footer = page.querySelector('site-footer') as SiteFooterElement;

    const headerLinks = await everyHeaderLink(header);
    for (const selector of ['.logo', '.tv-link', '.pro-link', '.watchlist', '.menu-links a', '.advanced-search', '.use-app']) {
      const link = shadowOf(header).querySelector<HTMLAnchorElement>(selector);
      expect(link, selector).to.not.equal(null);
      expect(onSite(link as HTMLAnchorElement, MAIN), `${selector}: ${describeLink(link as HTMLAnchorElement)}`).to.equal(true);
    }
    const drawer = headerLinks.filter((a) => a.closest('.drawer'));
    expect(drawer.length, 'the drawer’s links').to.be.above(30);
    const site = headerLinks.filter((a) => !toOtherSite(a));
    for (const link of site) {
      expect(onSite(link, MAIN), describeLink(link)).to.equal(true);
      // A path on the main site: this page's own path is not one (docs/partner-sites.md).
      expect(new URL(link.href).searchParams.get('u'), describeLink(link)).to.equal('/');
    }
    expect(headerLinks.filter((a) => new URL(a.href).origin === location.origin).map(describeLink), 'none stays on this page’s origin').to.deep.equal([]);

    // The search form submits to the main site's /find.
    expect(shadowOf(header).querySelector('form[role="search"]')?.getAttribute('action')).to.equal(`${MAIN}/find`);

    // The suggestions come from this page's suggestion host; their pages are the main site's.
    const options = await suggestionsFor(header, 'alien');
    for (const option of options) expect(onSite(option, MAIN), describeLink(option)).to.equal(true);
    expect(new URL(options.at(-1)?.href ?? '').pathname, 'See all results').to.equal('/find/');

    // Signed out: Sign In goes to the main site's sign-in.
    header.isLoggedIn = false;
    const signIn = await rendered<HTMLAnchorElement>(header, 'a.account-link');
    expect(signIn.getAttribute('href')).to.equal(`${MAIN}/registration/signin?ref_=signup_cm_nc_ca&u=%2F`);

    // The footer follows the header's setting (it is shared), its sign-in button included.
    const footerSignIn = await rendered<HTMLAnchorElement>(footer, '.sign-in');
    expect(footerSignIn.getAttribute('href')).to.equal(`${MAIN}/registration/signin/?ref_=reg_ftr&u=%2F`);
    const footerSite = links(footer).filter((a) => !toOtherSite(a));
    expect(footerSite.length, 'the footer’s own links').to.be.above(8);
    for (const link of footerSite) expect(onSite(link, MAIN), describeLink(link)).to.equal(true);
  });

  it('without site-origin, every link of the site is written absolute on this page’s origin, u carrying the page', async function () {
    this.timeout(20_000);
    const page = await fixture<HTMLDivElement>(
      html`<div><site-header is-logged-in current-uri=${HERE}></site-header><site-footer show-sign-in></site-footer></div>`,
    );
    const header = page.querySelector('site-header') as SiteHeaderElement;
    const footer = page.querySelector('site-footer') as SiteFooterElement;
    const headerLinks = (await everyHeaderLink(header)).filter((a) => !toOtherSite(a));
    header.isLoggedIn = false;
    expect(headerLinks.length).to.be.above(40);
    for (const link of headerLinks) {
      expect(onSite(link, location.origin), describeLink(link)).to.equal(true);
      expect(new URL(link.href).searchParams.get('u'), describeLink(link)).to.equal(HERE);
    }
    expect(shadowOf(header).querySelector('form[role="search"]')?.getAttribute('action')).to.equal(`${location.origin}/find`);
    for (const option of await suggestionsFor(header, 'alien')) expect(onSite(option, location.origin), describeLink(option)).to.equal(true);
    const signIn = await rendered<HTMLAnchorElement>(header, 'a.account-link');
    expect(signIn.getAttribute('href')).to.equal(`${location.origin}/registration/signin?ref_=signup_cm_nc_ca&u=${encodeURIComponent(HERE)}`);
    await rendered(footer, '.sign-in');
    const footerSite = links(footer).filter((a) => !toOtherSite(a));
    expect(footerSite.length).to.be.above(8);
    for (const link of footerSite) expect(onSite(link, location.origin), describeLink(link)).to.equal(true);
  });

  it('[EL-03] a site-origin that is no http(s) origin is refused with one console error, and links stay on this page’s origin', async () => {
    for (const bad of ['ftp://www.example.com', 'https://www.example.com/partners/', '//www.example.com', 'javascript:alert(1)', 'https://user@www.example.com', 'www.example.com']) {
      fixtureCleanup();
      const error = sinon.stub(console, 'error');
      const el = await fixture<SiteHeaderElement>(html`<site-header site-origin=${bad}></site-header>`);
      const logo = await rendered<HTMLAnchorElement>(el, 'a.logo');
      const messages = error.getCalls().map((call) => String(call.args[0])).filter((message) => message.includes('site-origin'));
      expect(messages, bad).to.have.length(1);
      expect(messages[0]).to.contain('<site-header>').and.contain(JSON.stringify(bad)).and.contain('using ""');
      expect(el.siteOrigin, bad).to.equal('');
      expect(new URL(logo.getAttribute('href') ?? '').origin, bad).to.equal(location.origin);
      error.restore();
    }
  });

  it('[EL-02] set as a property it moves the links; removed, they come back to this page’s origin', async () => {
    const el = await fixture<SiteHeaderElement>(html`<site-header></site-header>`);
    const logo = await rendered<HTMLAnchorElement>(el, 'a.logo');
    el.siteOrigin = 'https://www.example.com/';
    expect(el.getAttribute('site-origin')).to.equal('https://www.example.com/');
    await waitUntil(() => logo.getAttribute('href') === `${MAIN}/?u=%2F`, `the logo went to ${logo.getAttribute('href') ?? ''}`);
    expect(el.siteOrigin, 'read as an origin').to.equal(MAIN);
    el.removeAttribute('site-origin');
    await waitUntil(() => new URL(logo.getAttribute('href') ?? '').origin === location.origin, 'the page’s origin never came back');
  });
});
