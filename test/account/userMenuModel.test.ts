import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import sinon from 'sinon';
import type { SiteHeaderElement } from '../../elements/site-header';
import '../../elements/site-header';
import type { UserMenuModel } from '../../src/account';
import { rendered, shadowOf } from '../helpers/shadow';
import { holdNavigation } from '../helpers/visitor';

async function openMenu(el: SiteHeaderElement, which = '.account'): Promise<HTMLElement> {
  (await rendered<HTMLButtonElement>(el, `${which} .flyout-button`)).click();
  const panel = await rendered(el, `${which} .flyout-panel`);
  await waitUntil(() => panel.matches(':popover-open') && !panel.querySelector('[data-marquee-loading]'));
  return panel;
}

const header = (model: unknown, attributes = '') => {
  const el = document.createElement('site-header');
  el.setAttribute('no-consent-banner', '');
  el.setAttribute('current-uri', '/title/tt0133093/');
  el.setAttribute('user-menu', typeof model === 'string' ? model : JSON.stringify(model));
  for (const [name, value] of new URLSearchParams(attributes)) el.setAttribute(name, value);
  return fixture<SiteHeaderElement>(html`${el}`);
};
const url = (a: HTMLAnchorElement | null | undefined) => new URL(a?.href ?? 'about:blank');
const linkNamed = (panel: HTMLElement, text: string) => [...panel.querySelectorAll('a')].find((a) => a.textContent === text);

const MEMBER: UserMenuModel = {
  account: { isLoggedIn: true, userName: 'Grace', logOutUrl: '/account/leave/' },
  activityLinks: [
    { message: { id: 'yourReviews', defaultMessage: 'Your reviews' }, href: '/reviews/', ref: 'nv_usr_rv' },
    { message: { id: 'yourWatchlist', defaultMessage: 'Watchlist' }, href: '/list/watchlist/', ref: 'nv_usr_wl' },
  ],
  accountLinks: [{ message: { id: 'help', defaultMessage: 'Get help' }, href: 'https://help.example.org/', ref: 'nv_usr_hlp', onClick: 'openHelp' }],
};

describe('the user-menu attribute (spec §3 user menu)', () => {
  afterEach(() => {
    sinon.restore();
  });

  it('signs the visitor in, with their name, when its account says so', async () => {
    const el = await header(MEMBER);
    const name = await rendered(el, '.account .username');
    expect(name.textContent).to.equal('Grace');
    expect(shadowOf(el).querySelector('.account-link')).to.equal(null);
    // The page's own settings lose to the model's account.
    el.isLoggedIn = false;
    el.username = 'Ada';
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(shadowOf(el).querySelector('.account .username')?.textContent).to.equal('Grace');
  });

  it('shows its two lists under their headings, our translation for an id we know, and its sign-out URL', async () => {
    const panel = await openMenu(await header(MEMBER, 'locale=de-DE&url-locale-prefix=/de'));
    const headings = [...panel.querySelectorAll('.menu-heading')].map((h) => h.textContent);
    expect(headings).to.have.length(2);
    const reviews = linkNamed(panel, 'Your reviews');
    expect(url(reviews).pathname).to.equal('/de/reviews/');
    expect(url(reviews).searchParams.get('ref_')).to.equal('nv_usr_rv');
    // yourWatchlist is one of our messages: in German, not the model's text.
    expect(linkNamed(panel, 'Watchlist')).to.equal(undefined);
    expect(panel.textContent).not.to.contain('Your ratings');
    const help = linkNamed(panel, 'Get help');
    expect(url(help).origin).to.equal('https://help.example.org');
    const links = [...panel.querySelectorAll<HTMLAnchorElement>('a')];
    expect(links).to.have.length(4);
    // Sign out comes last, where the model says.
    expect(url(links[3]).pathname).to.equal('/de/account/leave/');
    expect(url(links[3]).searchParams.get('ref_')).to.equal('nv_usr_lgout');
  });

  it('fires user-menu-action for a link with onClick; cancelled, the link is not followed', async () => {
    const navigation = holdNavigation();
    try {
      const el = await header(MEMBER);
      const panel = await openMenu(el);
      const actions: { action: string; href: string }[] = [];
      const onAction = (event: Event) => {
        actions.push((event as CustomEvent<{ action: string; href: string }>).detail);
        event.preventDefault();
      };
      document.addEventListener('user-menu-action', onAction);
      try {
        linkNamed(panel, 'Get help')?.click();
      } finally {
        document.removeEventListener('user-menu-action', onAction);
      }
      expect(actions).to.have.length(1);
      expect(actions[0]?.action).to.equal('openHelp');
      expect(new URL(actions[0]?.href ?? '').origin).to.equal('https://help.example.org');
      expect(navigation.followed).to.deep.equal([]);
      // Not cancelled: the browser follows it; a link without onClick fires nothing.
      (await openMenu(el)).querySelector<HTMLAnchorElement>('a[href*="reviews"]')?.click();
      expect(navigation.followed).to.have.length(1);
      expect(actions).to.have.length(1);
    } finally {
      navigation.release();
    }
  });

  it('sends signed-out visitors to its logInUrl and signInLink, with ref_ and u', async () => {
    const el = await header({ account: { isLoggedIn: false, logInUrl: '/login/' }, signInLink: '/join/' }, 'is-logged-in=');
    const signIn = await rendered<HTMLAnchorElement>(el, 'a.account-link');
    expect(url(signIn).pathname).to.equal('/login/');
    expect(url(signIn).searchParams.get('ref_')).to.equal('signup_cm_nc_ca');
    expect(url(signIn).searchParams.get('u')).to.equal('/title/tt0133093/');
    const panel = await openMenu(el, '.new-customer');
    for (const [selector, ref] of [['.new-customer-sign-in', 'signup_cm_nc_ca_btn'], ['.create-account', 'signup_cm_nc_ca']] as const) {
      const link = url(panel.querySelector<HTMLAnchorElement>(selector));
      expect(link.pathname, selector).to.equal('/join/');
      expect(link.searchParams.get('ref_'), selector).to.equal(ref);
      expect(link.searchParams.get('u'), selector).to.equal('/title/tt0133093/');
    }
  });

  for (const [what, model] of [
    ['not JSON', '{account:'],
    ['an unsafe logOutUrl', { account: { logOutUrl: 'javascript:alert(1)' } }],
    ['an off-site path as logInUrl', { account: { logInUrl: '/..//evil.example/' } }],
    ['a link without its ref', { activityLinks: [{ message: { id: 'x', defaultMessage: 'X' }, href: '/x/' }] }],
    ['isLoggedIn that is not a boolean', { account: { isLoggedIn: 'yes' } }],
    ['a list that is not a list', { accountLinks: {} }],
  ] as const) {
    it(`[EL-03] refuses ${what}: one error, and the site's menu`, async () => {
      const error = sinon.stub(console, 'error');
      const el = await header(model, 'is-logged-in=&username=Ada');
      const panel = await openMenu(el);
      expect(shadowOf(el).querySelector('.account .username')?.textContent).to.equal('Ada');
      expect(url(linkNamed(panel, 'Sign out')).pathname).to.equal('/registration/logout');
      expect(url(linkNamed(panel, 'Your ratings')).pathname).to.equal('/list/ratings/');
      expect(error.getCalls().filter((call) => String(call.args[0]).includes('user-menu'))).to.have.length(1);
    });
  }
});
