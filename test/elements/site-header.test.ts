import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import sinon from 'sinon';
import type { SiteHeaderElement } from '../../elements/site-header';
import '../../elements/site-header';
import type { SiteFooterElement } from '../../elements/site-footer';
import '../../elements/site-footer';
import { rendered, shadowOf, showsText } from '../helpers/shadow';

describe('<site-header>', () => {
  afterEach(() => {
    sinon.restore();
  });

  it('[EL-05] renders into an open shadow root with its styles adopted', async () => {
    const el = await fixture<SiteHeaderElement>(html`<site-header></site-header>`);
    const logo = await rendered<HTMLAnchorElement>(el, 'a.logo');
    expect(shadowOf(el).mode).to.equal('open');
    expect(shadowOf(el).adoptedStyleSheets.length).to.be.greaterThan(0);
    expect(new URL(logo.href).pathname).to.equal('/');
    expect(el.querySelector('a'), 'nothing leaks into the light DOM').to.equal(null);
  });

  it('[HDR-01] links the logo to the site root with the locale prefix', async () => {
    const el = await fixture<SiteHeaderElement>(html`<site-header url-locale-prefix="/de" current-uri="/title/tt1/"></site-header>`);
    const logo = await rendered<HTMLAnchorElement>(el, 'a.logo');
    expect(logo.getAttribute('href')).to.equal(`${location.origin}/de/?u=%2Ftitle%2Ftt1%2F`);
  });

  it('[EL-02] re-renders when an attribute changes and mirrors it as a property', async () => {
    const el = await fixture<SiteHeaderElement>(html`<site-header site-name="Cinema"></site-header>`);
    await rendered(el, 'a.logo');
    expect(el.siteName).to.equal('Cinema');
    el.setAttribute('site-name', 'Film House');
    await showsText(el, 'Film House');
    el.siteName = 'Reel';
    expect(el.getAttribute('site-name')).to.equal('Reel');
    await showsText(el, 'Reel');
  });

  it('[EL-02] restores the default when an attribute is removed', async () => {
    const el = await fixture<SiteHeaderElement>(html`<site-header is-logged-in username="ada" watchlist-count="3"></site-header>`);
    await showsText(el, 'ada');
    expect(el.isLoggedIn).to.equal(true);
    el.removeAttribute('is-logged-in');
    await showsText(el, 'Sign In');
    expect(el.isLoggedIn).to.equal(false);
    (el as unknown as { watchlistCount: null }).watchlistCount = null;
    expect(el.hasAttribute('watchlist-count')).to.equal(false);
    expect(el.watchlistCount).to.equal(0);
  });

  it('[EL-02] takes properties set before the element was defined', async () => {
    const el = document.createElement('div');
    el.innerHTML = '<site-header></site-header>';
    const header = el.firstElementChild as HTMLElement & { siteName: string };
    expect(header.siteName).to.equal('Marquee');
    header.siteName = 'Early';
    document.body.append(el);
    try {
      await showsText(header, 'Early');
      expect(header.getAttribute('site-name')).to.equal('Early');
    } finally {
      el.remove();
    }
  });

  it('[EL-03] logs one error naming element, attribute and value, and falls back', async () => {
    const error = sinon.stub(console, 'error');
    const el = await fixture<SiteHeaderElement>(html`<site-header is-logged-in watchlist-count="lots"></site-header>`);
    await rendered(el, '.account');
    expect(el.watchlistCount).to.equal(0);
    expect(shadowOf(el).querySelector('.count')).to.equal(null);
    const messages = error.getCalls().map((c) => String(c.args[0]));
    const aboutCount = messages.filter((m) => m.includes('watchlist-count'));
    expect(aboutCount).to.have.length(1);
    expect(aboutCount[0]).to.contain('<site-header>').and.contain('"lots"').and.contain('using 0');
  });

  it('[EL-03] refuses a negative count, a malformed boolean and an off-site locale prefix', async () => {
    const error = sinon.stub(console, 'error');
    const el = await fixture<SiteHeaderElement>(
      html`<site-header watchlist-count="-2" is-logged-in="maybe" url-locale-prefix="//evil.example"></site-header>`,
    );
    const logo = await rendered<HTMLAnchorElement>(el, 'a.logo');
    expect(el.watchlistCount).to.equal(0);
    expect(el.isLoggedIn).to.equal(false);
    expect(new URL(logo.href).pathname).to.equal('/');
    expect(error.callCount).to.equal(3);
  });

  it('[ACCT-08] shows the watchlist count only when signed in and non-zero', async () => {
    const el = await fixture<SiteHeaderElement>(html`<site-header watchlist-count="4"></site-header>`);
    await rendered(el, '.watchlist');
    expect(shadowOf(el).querySelector('.count')).to.equal(null);
    el.isLoggedIn = true;
    const count = await rendered(el, '.count');
    expect(count.textContent).to.equal('4');
    el.watchlistCount = 0;
    await waitUntil(() => !shadowOf(el).querySelector('.count'));
  });

  it('[HDR-11] records the login state in a hidden marker', async () => {
    const el = await fixture<SiteHeaderElement>(html`<site-header></site-header>`);
    const marker = await rendered(el, '.login-state');
    expect(marker.hidden).to.equal(true);
    expect(marker.dataset.loggedIn).to.equal('false');
    el.isLoggedIn = true;
    await waitUntil(() => marker.dataset.loggedIn === 'true' || shadowOf(el).querySelector('[data-logged-in="true"]'));
  });

  it('[LNK-03] signs in through /registration/signin carrying only a same-origin path', async () => {
    const el = await fixture<SiteHeaderElement>(html`<site-header current-uri="/title/tt0133093/?ref_=x"></site-header>`);
    const signIn = await rendered<HTMLAnchorElement>(el, 'a.account-link');
    const url = new URL(signIn.href);
    expect(url.pathname).to.equal('/registration/signin');
    expect(url.searchParams.get('ref_')).to.equal('signup_cm_nc_ca');
    expect(url.searchParams.get('u')).to.equal('/title/tt0133093/?ref_=x');
    const error = sinon.stub(console, 'error');
    el.currentUri = 'https://evil.example/phish';
    await waitUntil(() => new URL(signIn.href).searchParams.get('u') === `${location.pathname}${location.search}`);
    expect(error.getCalls().filter((call) => String(call.args[0]).includes('current-uri'))).to.have.length(1);
  });

  it('[EL-04] shares settings with the other elements through one store', async () => {
    const [header, footer] = await Promise.all([
      fixture<SiteHeaderElement>(html`<site-header site-name="Shared Site"></site-header>`),
      fixture<SiteFooterElement>(html`<site-footer></site-footer>`),
    ]);
    await showsText(footer, 'Shared Site');
    footer.siteName = 'Footer Named';
    await showsText(header, 'Footer Named');
    footer.removeAttribute('site-name');
    // The header still carries its own value, so the page falls back to it.
    await showsText(footer, 'Shared Site');
    header.remove();
    await showsText(footer, 'Marquee');
  });

  it('[EL-04] each shared setting\'s own latest change wins, whatever else its element changes', async () => {
    const [header, footer] = await Promise.all([
      fixture<SiteHeaderElement>(html`<site-header site-name="Header Site" is-logged-in watchlist-count="1"></site-header>`),
      fixture<SiteFooterElement>(html`<site-footer></site-footer>`),
    ]);
    await showsText(footer, 'Header Site');
    footer.setAttribute('site-name', 'Footer Site');
    await showsText(header, 'Footer Site');
    // A later change of another setting on the header must not bring back its older site name.
    header.setAttribute('watchlist-count', '7');
    await waitUntil(() => shadowOf(header).querySelector('.watchlist')?.textContent.includes('7'), 'the count never showed 7');
    expect(shadowOf(header).textContent).to.include('Footer Site').and.not.include('Header Site');
    expect(shadowOf(footer).textContent).to.include('Footer Site').and.not.include('Header Site');
  });

  // [EL-01], defining the tags again, is proved on a fresh page: test/elements/defineOnce.test.ts.
});
