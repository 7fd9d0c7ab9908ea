import { expect, fixture, html } from '@open-wc/testing';
import sinon from 'sinon';
import type { SiteHeaderElement } from '../../elements/site-header';
import '../../elements/site-header';
import { lastEventId } from '../helpers/backend';
import { rendered, shadowOf } from '../helpers/shadow';
import { holdNavigation, received } from '../helpers/visitor';

const header = (model: unknown, attributes = '') => {
  const el = document.createElement('site-header');
  el.setAttribute('no-consent-banner', '');
  el.setAttribute('watchlist-button', typeof model === 'string' ? model : JSON.stringify(model));
  for (const [name, value] of new URLSearchParams(attributes)) el.setAttribute(name, value);
  return fixture<SiteHeaderElement>(html`${el}`);
};
const count = (el: SiteHeaderElement) => shadowOf(el).querySelector('.watchlist .count')?.textContent ?? null;

describe('the watchlist-button attribute (spec §3 watchlist button)', () => {
  afterEach(() => {
    sinon.restore();
  });

  it('goes where its link says and shows its count, signed in by the model', async () => {
    const navigation = holdNavigation();
    try {
      const el = await header({ isLoggedIn: true, link: { href: '/my/list/', ref: 'nv_wl_mine' }, count: 7 }, 'url-locale-prefix=/fr');
      const button = await rendered<HTMLAnchorElement>(el, 'a.watchlist');
      const href = new URL(button.href);
      expect(href.pathname).to.equal('/fr/my/list/');
      expect(href.searchParams.get('ref_')).to.equal('nv_wl_mine');
      expect(count(el)).to.equal('7');
      // Its ref tag is what the click reports.
      const after = await lastEventId();
      button.click();
      const [metric] = await received('metric', after);
      expect(metric?.body).to.include({ pageAction: 'nv-watchlist', ref_: 'nv_wl_mine' });
    } finally {
      navigation.release();
    }
  });

  it('[ACCT-08] its count and isLoggedIn win over watchlist-count and is-logged-in', async () => {
    const el = await header({ count: 0 }, 'is-logged-in=&watchlist-count=4');
    await rendered(el, 'a.watchlist');
    expect(count(el)).to.equal(null);
    el.watchlistButton = { count: 12 };
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(count(el)).to.equal('12');
    el.watchlistButton = { isLoggedIn: false, count: 12 };
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(count(el)).to.equal(null);
    // Without it, the shared settings again.
    el.removeAttribute('watchlist-button');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(count(el)).to.equal('4');
    expect(new URL((shadowOf(el).querySelector('a.watchlist') as HTMLAnchorElement).href).pathname).to.equal('/list/watchlist/');
  });

  for (const [what, model] of [
    ['not JSON', 'count=3'],
    ['an unsafe href', { link: { href: ' javascript:alert(1)' }, count: 3 }],
    ['an off-site path', { link: { href: '/..//evil.example/' }, count: 3 }],
    ['a negative count', { count: -3 }],
    ['a count that is not a whole number', { count: 2.5 }],
    ['a ref that is not a token', { link: { href: '/x/', ref: 'a&b=c' }, count: 3 }],
  ] as const) {
    it(`[EL-03] refuses ${what}: one error, and the site's button`, async () => {
      const error = sinon.stub(console, 'error');
      const el = await header(model, 'is-logged-in=&watchlist-count=2');
      const button = await rendered<HTMLAnchorElement>(el, 'a.watchlist');
      expect(new URL(button.href).pathname).to.equal('/list/watchlist/');
      expect(new URL(button.href).searchParams.get('ref_')).to.equal('nv_usr_wl_all');
      expect(count(el)).to.equal('2');
      expect(error.getCalls().filter((call) => String(call.args[0]).includes('watchlist-button'))).to.have.length(1);
    });
  }
});
