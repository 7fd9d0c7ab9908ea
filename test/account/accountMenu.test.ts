import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { sendMouse } from '@web/test-runner-commands';
import type { SiteHeaderElement } from '../../elements/site-header';
import '../../elements/site-header';
import { COACHMARK_FLAG } from '../../src/account';
import { clearFaults, lastEventId, receivedEvents, setFault } from '../helpers/backend';
import { flyoutReady } from '../helpers/flyoutReady';
import { holdNavigation, settle } from '../helpers/visitor';
import { rendered, shadowOf, showsText } from '../helpers/shadow';
import { atWidth } from '../helpers/viewport';

async function openMenu(el: SiteHeaderElement): Promise<HTMLElement> {
  const button = await rendered<HTMLButtonElement>(el, '.account .flyout-button');
  button.click();
  const panel = await rendered(el, '.account .flyout-panel');
  // Open, and showing its contents (their code loads as the bar mounts).
  await waitUntil(() => panel.matches(':popover-open') && !panel.querySelector('[data-marquee-loading]'));
  return panel;
}

const paths = (panel: HTMLElement) => [...panel.querySelectorAll<HTMLAnchorElement>('a')].map((a) => new URL(a.href).pathname);

describe('account menu and watchlist (spec §2, §6)', () => {
  afterEach(clearFaults);

  it('[ACCT-01] [ACCT-04] [HDR-05] shows the signed-in menu with its links', async () => {
    const el = await fixture<SiteHeaderElement>(html`<site-header is-logged-in username="Ada"></site-header>`);
    const panel = await openMenu(el);
    expect(panel.textContent).to.contain('Your profile').and.contain('Your Account').and.contain('Account settings')
      .and.contain('Your activity').and.contain('Your lists').and.contain('Your ratings').and.contain('Your watchlist').and.contain('Sign out');
    expect(paths(panel)).to.include.members(['/list/watchlist/', '/list/ratings/', '/profile/lists/', '/registration/accountsettings/', '/profile', '/registration/logout']);
    await expect(el).to.be.accessible();
  });

  it('[ACCT-07] shows the user name within 160px, or Your Account without one', async () => {
    // 1440px: the bar shows the name beside the account icon (below 1280px it is hidden today).
    await atWidth({ width: 1440, height: 800 }, async () => {
      const el = await fixture<SiteHeaderElement>(html`<site-header is-logged-in username=${'Maximiliane '.repeat(8)}></site-header>`);
      const name = await rendered(el, '.username');
      const width = name.getBoundingClientRect().width;
      expect(width, 'a long name fills its 160px and no more').to.be.within(150, 160);
      expect(name.scrollWidth, 'the rest is cut').to.be.above(name.clientWidth);
      expect(getComputedStyle(name).textOverflow).to.equal('ellipsis');
      el.username = '';
      await waitUntil(() => shadowOf(el).querySelector('.username')?.textContent === 'Your Account');
      expect(shadowOf(el).querySelector('.username')?.getBoundingClientRect().width, 'Your Account is shown').to.be.above(40);
    });
  });

  it('[ACCT-07] shows the name in the bar from 1024px wide and at the top of the open menu at every width (issue 28)', async () => {
    const long = 'Maximiliane '.repeat(8);
    for (const width of [1100, 1280]) {
      await atWidth({ width, height: 800 }, async () => {
        const el = await fixture<SiteHeaderElement>(html`<site-header is-logged-in locale="de-DE" username=${long}></site-header>`);
        const name = await rendered(el, '.navbar .username');
        await waitUntil(() => name.getBoundingClientRect().width > 100, `the name is not shown at ${String(width)}px`);
        expect(name.getBoundingClientRect().width, `cut at 160px at ${String(width)}px`).to.be.within(150, 160);
        // The name's room comes from the search box, never from the bar's end: nothing spills out.
        const bar = (await rendered(el, '.navbar')).getBoundingClientRect();
        for (const control of shadowOf(el).querySelectorAll('.navbar > *')) {
          const box = control.getBoundingClientRect();
          if (box.width > 0) expect(box.right, `${control.className} within the bar at ${String(width)}px`).to.be.at.most(bar.right + 0.5);
        }
        expect((await rendered(el, '.search')).getBoundingClientRect().width, 'the search box keeps room').to.be.above(200);
        // One header at a time: a second one waits while the first is on the page.
        el.remove();
      });
    }
    await atWidth({ width: 800, height: 800 }, async () => {
      const el = await fixture<SiteHeaderElement>(html`<site-header is-logged-in username="Ada Lovelace"></site-header>`);
      const name = await rendered(el, '.navbar .username');
      expect(name.getBoundingClientRect().width, 'no room in the bar at 800px').to.be.at.most(1);
      const panel = await openMenu(el);
      const first = panel.querySelector('p');
      expect(first?.textContent).to.equal('Ada Lovelace');
      expect(first?.getBoundingClientRect().width, 'the name heads the menu').to.be.above(40);
    });
  });

  it('[ACCT-06] labels the first list by the experiment: C "Your activity", T1 "Your profile"', async () => {
    await setFault({ endpoint: 'weblab', status: 503 });
    const control = await fixture<SiteHeaderElement>(html`<site-header is-logged-in weblabs="MARQUEE_USER_MENU_LABELS:C"></site-header>`);
    expect((await openMenu(control)).querySelector('.menu-heading')?.textContent).to.equal('Your activity');
    control.weblabs = { MARQUEE_USER_MENU_LABELS: 'T1' };
    await waitUntil(() => shadowOf(control).querySelector('.menu-heading')?.textContent === 'Your profile');
  });

  it('[ACCT-05] [ACCT-03] [HDR-05] signed out: Sign In and the New Customer? prompt with Create account, and no account menu', async () => {
    sessionStorage.removeItem(COACHMARK_FLAG);
    const el = await fixture<SiteHeaderElement>(html`<site-header current-uri="/title/tt0133093/"></site-header>`);
    await showsText(el, 'Sign In');
    expect(shadowOf(el).querySelector('.account.signed-in')).to.equal(null);
    const button = new URL((await rendered<HTMLAnchorElement>(el, '.coachmark-button')).href);
    expect([button.pathname, button.searchParams.get('ref_'), button.searchParams.get('u')]).to.deep.equal(['/registration/signin', 'signup_cm_nc_ca_btn', '/title/tt0133093/']);
    const prompt = await rendered(el, '.coachmark-new');
    expect(prompt.textContent).to.contain('New Customer?');
    const create = prompt.querySelector<HTMLAnchorElement>('a');
    expect(create?.textContent).to.equal('Create account');
    const navigation = holdNavigation();
    try {
      create?.click();
      const [followed] = navigation.followed.map((href) => new URL(href));
      expect(followed?.pathname).to.equal('/registration/signin');
      expect(followed?.searchParams.get('ref_')).to.equal('signup_cm_nc_ca');
      expect(followed?.searchParams.get('u')).to.equal('/title/tt0133093/');
    } finally {
      navigation.release();
      // The coachmark's stage lives in the page's store: closed here, not left open for the next test.
      shadowOf(el).querySelector<HTMLButtonElement>('.coachmark-close')?.click();
      sessionStorage.removeItem(COACHMARK_FLAG);
    }
  });

  it('the New Customer menu\'s links go through the link helper: each click sends its metric', async () => {
    sessionStorage.setItem('coachmarkShown', 'true');
    // This page's own page type: other browsers may run the same test against the same backend.
    const pageType = `nc-${Math.random().toString(36).slice(2)}`;
    const navigation = holdNavigation();
    try {
      const after = await lastEventId();
      const el = await fixture<SiteHeaderElement>(html`<site-header no-consent-banner page-type=${pageType} current-uri="/title/tt0111161/"></site-header>`);
      (await rendered<HTMLButtonElement>(el, '.new-customer .flyout-button')).click();
      const panel = await rendered(el, '.new-customer .flyout-panel');
      await waitUntil(() => panel.matches(':popover-open') && !panel.querySelector('[data-marquee-loading]'));
      panel.querySelector<HTMLAnchorElement>('a.create-account')?.click();
      (await rendered<HTMLButtonElement>(el, '.new-customer .flyout-button')).click();
      await waitUntil(() => panel.matches(':popover-open'));
      panel.querySelector<HTMLAnchorElement>('a.new-customer-sign-in')?.click();
      expect(navigation.followed.map((href) => new URL(href).searchParams.getAll('u'))).to.deep.equal([['/title/tt0111161/'], ['/title/tt0111161/']]);
      const ours = async () => (await receivedEvents('metric', after)).filter((e) => (e.body as { pt?: string }).pt === pageType);
      await waitUntil(async () => (await ours()).length >= 2, 'the clicks sent no metrics', { timeout: 3000 });
      // In either order: on a loaded machine the second click's metric may arrive first.
      expect((await ours()).map((e) => e.body)).to.have.deep.members([
        { ref_: 'signup_cm_nc_ca', pt: pageType, spt: 'main', pageAction: 'nv-usr-link', ht: 'actionOnly' },
        { ref_: 'signup_cm_nc_ca_btn', pt: pageType, spt: 'main', pageAction: 'nv-usr-link', ht: 'actionOnly' },
      ]);
    } finally {
      navigation.release();
      sessionStorage.removeItem('coachmarkShown');
    }
  });

  it("[ACCT-03] the bar's Sign In: ref_=signup_cm_nc_ca and the page in u; a click sends its page action", async () => {
    sessionStorage.setItem('coachmarkShown', 'true');
    const pageType = `si-${Math.random().toString(36).slice(2)}`;
    const navigation = holdNavigation();
    try {
      const after = await lastEventId();
      const el = await fixture<SiteHeaderElement>(html`<site-header no-consent-banner page-type=${pageType} current-uri="/title/tt0111161/?a=1"></site-header>`);
      const signIn = await rendered<HTMLAnchorElement>(el, 'a.account-link');
      const url = new URL(signIn.href);
      expect([url.pathname, url.searchParams.get('ref_'), url.searchParams.get('u')]).to.deep.equal(['/registration/signin', 'signup_cm_nc_ca', '/title/tt0111161/?a=1']);
      const ours = async () => (await receivedEvents('metric', after)).filter((e) => (e.body as { pt?: string }).pt === pageType);
      await settle();
      expect(await ours(), 'a metric before any click').to.deep.equal([]);
      signIn.click();
      expect(navigation.followed).to.deep.equal([signIn.href]);
      await waitUntil(async () => (await ours()).length >= 1, 'the click sent no metric', { timeout: 3000 });
      expect((await ours()).map((e) => e.body)).to.deep.equal([
        { ref_: 'signup_cm_nc_ca', pt: pageType, spt: 'main', pageAction: 'nv-usr-link', ht: 'actionOnly' },
      ]);
    } finally {
      navigation.release();
      sessionStorage.removeItem('coachmarkShown');
    }
  });

  it('[ACCT-05] [ACCT-03] signed out: the New Customer menu beside Sign In offers Create account at any time', async () => {
    sessionStorage.setItem('coachmarkShown', 'true');
    try {
      const el = await fixture<SiteHeaderElement>(html`<site-header current-uri="/title/tt0111161/?a=1"></site-header>`);
      const button = await rendered<HTMLButtonElement>(el, '.new-customer .flyout-button');
      const panel = await rendered(el, '.new-customer .flyout-panel');
      expect(!panel.matches(':popover-open'), 'the menu starts closed').to.equal(true);
      expect(shadowOf(el).querySelector('.coachmark'), 'the coachmark was already shown this session').to.equal(null);
      expect(button.getAttribute('aria-label')).to.equal('New Customer?');
      const signIn = await rendered(el, '.account-link');
      expect(Math.round(button.getBoundingClientRect().top), 'beside Sign In, not under it').to.equal(Math.round(signIn.getBoundingClientRect().top + (signIn.offsetHeight - button.offsetHeight) / 2));
      expect(el.getBoundingClientRect().height, 'the bar keeps its 3.5rem').to.equal(56);
      button.click();
      await waitUntil(() => panel.matches(':popover-open'));
      expect(panel.textContent).to.contain('New Customer?').and.contain('Create account');
      const create = panel.querySelector<HTMLAnchorElement>('a.create-account') as HTMLAnchorElement;
      const url = new URL(create.href);
      expect(url.pathname).to.equal('/registration/signin');
      expect(url.searchParams.get('ref_')).to.equal('signup_cm_nc_ca');
      expect(url.searchParams.get('u')).to.equal('/title/tt0111161/?a=1');
      const menuSignIn = new URL((panel.querySelector<HTMLAnchorElement>('a.new-customer-sign-in') as HTMLAnchorElement).href);
      expect(menuSignIn.searchParams.get('ref_')).to.equal('signup_cm_nc_ca_btn');
      await expect(el).to.be.accessible();
      el.isLoggedIn = true;
      await waitUntil(() => !shadowOf(el).querySelector('.new-customer'), 'signed in, the new-customer menu stays');
    } finally {
      sessionStorage.removeItem('coachmarkShown');
    }
  });

  it('a menu that hovering opened stays open when its button is then clicked', async () => {
    const el = await fixture<SiteHeaderElement>(html`<site-header is-logged-in username="Ada"></site-header>`);
    const button = await rendered<HTMLButtonElement>(el, '.account .flyout-button');
    const panel = await rendered(el, '.account .flyout-panel');
    await flyoutReady(panel);
    const box = button.getBoundingClientRect();
    const position: [number, number] = [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)];
    await sendMouse({ type: 'move', position });
    await waitUntil(() => panel.matches(':popover-open'), 'hover did not open it');
    await sendMouse({ type: 'click', position });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(!panel.matches(':popover-open'), 'the click closed what hovering opened').to.equal(false);
    await sendMouse({ type: 'click', position });
    await waitUntil(() => !panel.matches(':popover-open'), 'a second click does not close it');
    await sendMouse({ type: 'move', position: [5, 590] });
  });

  it('[ACCT-02] [ACCT-08] links the watchlist, with the count only when signed in and non-zero', async () => {
    const el = await fixture<SiteHeaderElement>(html`<site-header watchlist-count="7"></site-header>`);
    const link = await rendered<HTMLAnchorElement>(el, 'a.watchlist');
    expect(new URL(link.href).pathname).to.equal('/list/watchlist/');
    expect(link.querySelector('.count')).to.equal(null);
    el.isLoggedIn = true;
    await waitUntil(() => link.querySelector('.count')?.textContent === '7');
    expect(link.textContent).to.contain('7 titles');
  });
});
