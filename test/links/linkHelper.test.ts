import { expect, fixture, fixtureCleanup, html, waitUntil } from '@open-wc/testing';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import sinon from 'sinon';
import type { SiteHeaderElement } from '../../elements/site-header';
import '../../elements/site-header';
import { rendered, shadowOf } from '../helpers/shadow';
import { atWidth, LARGE } from '../helpers/viewport';
import { holdNavigation } from '../helpers/visitor';
import { HELD_KEYS, itExceptIn } from '../helpers/engine';

const HERE = '/title/tt0133093/?ref_=nv_sr_1';

/** Every link the bar shows, with the drawer open and the account menu's links rendered. */
async function everyHeaderLink(el: SiteHeaderElement): Promise<HTMLAnchorElement[]> {
  (await rendered<HTMLButtonElement>(el, '.account .flyout-button')).click();
  await rendered(el, '.account .flyout-panel a');
  (await rendered<HTMLButtonElement>(el, '.hamburger')).click();
  await rendered(el, '.drawer:popover-open a');
  return [...shadowOf(el).querySelectorAll<HTMLAnchorElement>('a[href]')];
}

/** The drawer's state is the page's: closed again, so the next test's bar starts without it. */
async function closeDrawer(el: SiteHeaderElement): Promise<void> {
  shadowOf(el).querySelector<HTMLButtonElement>('.drawer-close')?.click();
  await waitUntil(() => !shadowOf(el).querySelector('.drawer:popover-open'));
}

const uOf = (a: HTMLAnchorElement) => new URL(a.href).searchParams.get('u');
const isSite = (a: HTMLAnchorElement) => new URL(a.href).origin === location.origin;
const describeLink = (a: HTMLAnchorElement) => `${a.className || a.textContent || ''} ${a.getAttribute('href') ?? ''}`;

describe('the link helper on the header’s links (spec §2)', () => {
  let navigation: ReturnType<typeof holdNavigation>;

  beforeEach(() => {
    navigation = holdNavigation();
  });

  afterEach(() => {
    navigation.release();
    sinon.restore();
  });

  it('[LNK-01] every link to this site carries u with the current page; links to other sites do not', async () => {
    const el = await fixture<SiteHeaderElement>(html`<site-header is-logged-in current-uri=${HERE}></site-header>`);
    const links = await everyHeaderLink(el);
    const site = links.filter(isSite);
    // The logo, TV, pro, watchlist, account menu, Advanced Search, 'Use app' and the drawer's menu.
    for (const selector of ['.logo', '.tv-link', '.pro-link', '.watchlist', '.advanced-search', '.use-app', '.menu-links a', '.drawer a']) {
      expect(shadowOf(el).querySelector(selector), selector).to.not.equal(null);
    }
    expect(site.length).to.be.above(40);
    for (const link of site) expect(uOf(link), describeLink(link)).to.equal(HERE);
    const elsewhere = links.filter((a) => !isSite(a));
    expect(elsewhere.map((a) => new URL(a.href).hostname)).to.include.members(['help.marquee.example', 'contribute.marquee.example']);
    for (const link of elsewhere) expect(new URL(link.href).searchParams.has('u'), describeLink(link)).to.equal(false);

    // A visitor following one goes there with u.
    shadowOf(el).querySelector<HTMLAnchorElement>('.drawer a')?.click();
    expect(navigation.followed).to.have.length(1);
    expect(new URL(navigation.followed[0] ?? '').searchParams.get('u')).to.equal(HERE);
    await closeDrawer(el);
  });

  it('[LNK-01] signed out, the sign-in link carries u too', async () => {
    const el = await fixture<SiteHeaderElement>(html`<site-header current-uri=${HERE}></site-header>`);
    const signIn = await rendered<HTMLAnchorElement>(el, 'a.account-link');
    expect(uOf(signIn)).to.equal(HERE);
    signIn.click();
    expect(navigation.followed.map((href) => new URL(href).pathname)).to.deep.equal(['/registration/signin']);
  });

  it('[LNK-03] an address that is not a path of this site never goes into u', async () => {
    // Refused where it enters (one console error each): the browser's own path is used instead.
    sinon.stub(console, 'error');
    for (const current of ['https://evil.example/phish', '//evil.example/', '/\\evil.example/', '/..//evil.example/']) {
      fixtureCleanup();
      const el = await fixture<SiteHeaderElement>(html`<site-header is-logged-in current-uri=${current}></site-header>`);
      const links = (await everyHeaderLink(el)).filter(isSite);
      for (const link of links) expect(uOf(link), `${current}: ${describeLink(link)}`).to.equal(`${location.pathname}${location.search}`);
      await closeDrawer(el);
    }
  });

  itExceptIn(['webkit'], HELD_KEYS, '[LNK-02] a click follows the link; with Ctrl or Meta held it opens a new window and the page stays', async () => {
    await atWidth(LARGE, async () => {
      const open = sinon.stub(window, 'open').returns(null);
      const el = await fixture<SiteHeaderElement>(html`<site-header current-uri=${HERE}></site-header>`);
      const tv = await rendered<HTMLAnchorElement>(el, 'a.tv-link');
      const box = tv.getBoundingClientRect();
      const position: [number, number] = [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)];

      await sendMouse({ type: 'click', position });
      expect(navigation.followed).to.deep.equal([tv.href]);

      for (const key of ['Control', 'Meta']) {
        await sendKeys({ down: key });
        await sendMouse({ type: 'click', position });
        await sendKeys({ up: key });
      }
      await waitUntil(() => open.callCount === 2);
      expect(open.firstCall.args).to.deep.equal([tv.getAttribute('href'), '_blank', 'noopener']);
      expect(open.secondCall.args).to.deep.equal([tv.getAttribute('href'), '_blank', 'noopener']);
      expect(navigation.followed, 'the page itself stayed').to.have.length(1);
    });
  });
});
