import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import sinon from 'sinon';
import type { SiteFooterElement } from '../../elements/site-footer';
import '../../elements/site-footer';
import { rendered, shadowOf, showsText } from '../helpers/shadow';
import { setViewport } from '../helpers/viewport';
import { itExceptIn, NARROW_VIEWPORT } from '../helpers/engine';

const SMALL = { width: 375, height: 800 };
const WIDE = { width: 1280, height: 800 };

/** The links a visitor can see in the footer, in document order. */
function visibleLinks(el: Element, selector = 'a'): HTMLAnchorElement[] {
  return [...shadowOf(el).querySelectorAll<HTMLAnchorElement>(selector)].filter((a) => a.checkVisibility());
}

/** A row link's visible label (without the "opens in a new tab" note). */
const label = (a: HTMLAnchorElement) => a.childNodes[0]?.textContent ?? '';

function linkTo(el: Element, text: string): HTMLAnchorElement {
  const link = [...shadowOf(el).querySelectorAll<HTMLAnchorElement>('.links a')].find((a) => label(a) === text);
  if (!link) throw new Error(`no footer link "${text}"`);
  return link;
}

describe('<site-footer>', () => {
  afterEach(async () => {
    sinon.restore();
    await setViewport({ width: 800, height: 600 });
  });

  itExceptIn(['webkit'], NARROW_VIEWPORT, '[FTR-01] is dark and shows its parts in the order of the spec', async () => {
    await setViewport(SMALL);
    const el = await fixture<SiteFooterElement>(html`<site-footer show-sign-in></site-footer>`);
    await rendered(el, '.sign-in');
    expect(getComputedStyle(el).backgroundColor).to.equal('rgb(0, 0, 0)');
    expect(getComputedStyle(el).color).to.equal('rgb(255, 255, 255)');
    const parts = ['.open-app', '.sign-in', '.social', '.first-row', '.second-row', '.logo', '.copyright'].map((selector) => {
      const part = shadowOf(el).querySelector(selector);
      if (!part) throw new Error(`no ${selector}`);
      return part;
    });
    for (const [i, part] of parts.slice(1).entries()) {
      expect(parts[i]?.compareDocumentPosition(part), `${part.className} after ${String(parts[i]?.className)}`).to.equal(
        Node.DOCUMENT_POSITION_FOLLOWING,
      );
    }
  });

  itExceptIn(['webkit'], NARROW_VIEWPORT, "[FTR-02] shows the 'open in app' button while the first row has an app link", async () => {
    await setViewport(SMALL);
    const el = await fixture<SiteFooterElement>(html`<site-footer current-uri="/chart/top/"></site-footer>`);
    const button = await rendered<HTMLAnchorElement>(el, '.open-app');
    expect(button.checkVisibility()).to.equal(true);
    expect(button.textContent).to.equal('Open in app');
    expect(button.getAttribute('href')).to.equal(`${location.origin}/app/?u=%2Fchart%2Ftop%2F`);
    el.setAttribute('enable-app-link', 'false');
    await waitUntil(() => !shadowOf(el).querySelector('.open-app'), 'the button stayed without an app link');
    expect(shadowOf(el).querySelector('.app-box'), 'nor a QR code').to.equal(null);
  });

  it("[FTR-03] [LNK-03] signs in through {prefix}/registration/signin/ with ref_=reg_ftr and the encoded page in u", async () => {
    const el = await fixture<SiteFooterElement>(
      html`<site-footer show-sign-in url-locale-prefix="/de" current-uri="/title/tt0133093/?ref_=x&y=1"></site-footer>`,
    );
    const signIn = await rendered<HTMLAnchorElement>(el, '.sign-in');
    expect(signIn.textContent).to.equal('Sign in for more access');
    expect(signIn.getAttribute('href')).to.equal(`${location.origin}/de/registration/signin/?ref_=reg_ftr&u=%2Ftitle%2Ftt0133093%2F%3Fref_%3Dx%26y%3D1`);
    const error = sinon.stub(console, 'error');
    el.currentUri = 'https://evil.example/phish';
    // Refused where it entered: the browser's own path is used instead.
    await waitUntil(() => new URL(signIn.href).searchParams.get('u') === `${location.pathname}${location.search}`, 'an off-site address went into u');
    expect(error.getCalls().filter((call) => String(call.args[0]).includes('current-uri'))).to.have.length(1);
  });

  it('[FTR-03] shows the sign-in button only when show-sign-in is set, and never to a signed-in visitor', async () => {
    const el = await fixture<SiteFooterElement>(html`<site-footer></site-footer>`);
    await rendered(el, '.copyright');
    expect(shadowOf(el).querySelector('.sign-in')).to.equal(null);
    el.showSignIn = true;
    await rendered(el, '.sign-in');
    el.isLoggedIn = true;
    await waitUntil(() => !shadowOf(el).querySelector('.sign-in'), 'signed-in visitors were asked to sign in');
  });

  itExceptIn(['webkit'], NARROW_VIEWPORT, '[FTR-04] shows the social row: TikTok, Instagram, Twitter, YouTube, Facebook, as named icons', async () => {
    await setViewport({ width: 320, height: 800 });
    const el = await fixture<SiteFooterElement>(html`<site-footer></site-footer>`);
    await rendered(el, '.social-links a');
    const links = [...shadowOf(el).querySelectorAll<HTMLAnchorElement>('.social-links a')];
    expect(links.map((a) => a.getAttribute('aria-label'))).to.deep.equal(['TikTok', 'Instagram', 'Twitter', 'YouTube', 'Facebook']);
    expect(links.map((a) => new URL(a.href).hostname)).to.deep.equal([
      'www.tiktok.com',
      'www.instagram.com',
      'twitter.com',
      'www.youtube.com',
      'www.facebook.com',
    ]);
    for (const link of links) {
      expect(link.querySelector('svg')?.getAttribute('aria-hidden')).to.equal('true');
      expect(link.hasAttribute('target'), 'social links navigate in place').to.equal(false);
    }
    const tops = new Set(links.map((a) => a.getBoundingClientRect().top));
    expect(tops.size, 'one line even at 320px').to.equal(1);
  });

  itExceptIn(['webkit'], NARROW_VIEWPORT, "[FTR-05] on wide screens shows the 58px QR box with 'Follow {site} on social' and 'Get the app / For Android and iOS'", async () => {
    await setViewport(WIDE);
    const el = await fixture<SiteFooterElement>(html`<site-footer site-name="Cinema"></site-footer>`);
    const qr = await rendered<SVGElement>(el, '.qr');
    const box = qr.getBoundingClientRect();
    expect([box.width, box.height]).to.deep.equal([58, 58]);
    expect(shadowOf(el).querySelector('.qr path')?.getAttribute('d')).to.match(/^M/);
    const title = shadowOf(el).querySelector<HTMLElement>('.social-title');
    expect(title?.textContent).to.equal('Follow Cinema on social');
    expect(title?.checkVisibility()).to.equal(true);
    expect(shadowOf(el).querySelector('.app-box')?.textContent).to.equal('Get the appFor Android and iOS');
    expect(shadowOf(el).querySelector('.social-links')?.getAttribute('aria-labelledby')).to.equal(title?.id);

    await setViewport(SMALL);
    await waitUntil(() => !qr.checkVisibility(), 'the QR box showed on a small screen');
    expect(title?.checkVisibility()).to.equal(false);
  });

  it('[FTR-06] first row on wide screens: the app link, Help, Site Index, Pro, Box Office, License Data', async () => {
    await setViewport(WIDE);
    const el = await fixture<SiteFooterElement>(html`<site-footer show-desktop-link></site-footer>`);
    await rendered(el, '.first-row a');
    expect(visibleLinks(el, '.first-row a').map(label)).to.deep.equal([
      'Get the app',
      'Help',
      'Site Index',
      'Pro',
      'Box Office',
      'License Data',
    ]);
  });

  itExceptIn(['webkit'], NARROW_VIEWPORT, '[FTR-06] [FTR-12] first row on small screens: View Full Site only with show-desktop-link (off by default), with ref_=ft_dsk', async () => {
    await setViewport(SMALL);
    const el = await fixture<SiteFooterElement>(html`<site-footer></site-footer>`);
    await rendered(el, '.first-row a');
    expect(el.showDesktopLink).to.equal(false);
    expect(visibleLinks(el, '.first-row a').map(label)).to.deep.equal(['Help', 'Site Index', 'Pro', 'Box Office', 'License Data']);
    el.showDesktopLink = true;
    await waitUntil(() => visibleLinks(el, '.first-row a').length === 6, 'View Full Site never showed');
    const desktop = visibleLinks(el, '.first-row a')[0];
    expect(desktop && label(desktop)).to.equal('View Full Site');
    expect(desktop && new URL(desktop.href).searchParams.get('ref_')).to.equal('ft_dsk');
    expect(desktop && new URL(desktop.href).pathname).to.equal('/');
  });

  it('[FTR-06] opens Pro in a new tab, safely, and says so', async () => {
    const el = await fixture<SiteFooterElement>(html`<site-footer></site-footer>`);
    await rendered(el, '.first-row a');
    const pro = linkTo(el, 'Pro');
    expect(pro.target).to.equal('_blank');
    expect(pro.rel).to.equal('noopener');
    expect(pro.textContent).to.equal('Pro(opens in a new tab)');
    el.proLink = 'https://pro.example.org/';
    await waitUntil(() => pro.href === 'https://pro.example.org/');
    expect(pro.rel, 'another site gets no referrer either').to.equal('noopener noreferrer');
  });

  it("[FTR-07] second row: Press Room, Advertising, Jobs, Conditions of Use, Privacy Policy, 'Your Ads Privacy Choices' with its icon", async () => {
    const el = await fixture<SiteFooterElement>(html`<site-footer url-locale-prefix="/de"></site-footer>`);
    await rendered(el, '.second-row a');
    const links = [...shadowOf(el).querySelectorAll<HTMLAnchorElement>('.second-row a')];
    expect(links.map(label)).to.deep.equal([
      'Press Room',
      'Advertising',
      'Jobs',
      'Conditions of Use',
      'Privacy Policy',
      'Your Ads Privacy Choices',
    ]);
    expect(links.map((a) => new URL(a.href).pathname)).to.deep.equal([
      '/de/pressroom/',
      '/de/advertising/',
      '/de/jobs/',
      '/de/conditions/',
      '/de/privacy/',
      '/de/privacy/redirect/',
    ]);
    expect(links[5]?.querySelector('svg.icon-privacyOptions')?.getAttribute('aria-hidden')).to.equal('true');
  });

  it("[FTR-08] shows the logo and '© 1990-{currentYear} by {site}', this year by default", async () => {
    const el = await fixture<SiteFooterElement>(html`<site-footer site-name="Cinema"></site-footer>`);
    await showsText(el, `© 1990-${new Date().getFullYear()} by Cinema`);
    expect(shadowOf(el).querySelector('.logo')?.textContent).to.equal('Cinema');
    el.currentYear = 2001;
    await showsText(el, '© 1990-2001 by Cinema');
  });

  it('[FTR-09] an attribute named like a link key replaces its URL', async () => {
    const el = await fixture<SiteFooterElement>(
      html`<site-footer
        current-uri="/title/tt1/"
        help-link="https://support.example.org/faq?lang=en#top"
        press-room-link="/news/press/"
        tiktok-link="https://www.tiktok.com/@cinema"
      ></site-footer>`,
    );
    await rendered(el, '.links a');
    expect(linkTo(el, 'Help').getAttribute('href')).to.equal('https://support.example.org/faq?lang=en#top');
    expect(linkTo(el, 'Press Room').getAttribute('href')).to.equal(`${location.origin}/news/press/?u=%2Ftitle%2Ftt1%2F`);
    expect(shadowOf(el).querySelector('.social-links a')?.getAttribute('href')).to.equal('https://www.tiktok.com/@cinema');
    el.removeAttribute('help-link');
    await waitUntil(() => linkTo(el, 'Help').getAttribute('href') === `${location.origin}/help/?u=%2Ftitle%2Ftt1%2F`, 'the default never came back');
    // Under a locale prefix the defaults get it; a replacement is used as given.
    el.setAttribute('url-locale-prefix', '/de');
    await waitUntil(() => new URL(linkTo(el, 'Help').href).pathname === '/de/help/', 'the default got no locale prefix');
    expect(new URL(linkTo(el, 'Press Room').href).pathname).to.equal('/news/press/');
  });

  it('[FTR-09] [EL-03] refuses a javascript: URL or a path that normalises to another host, logs it and keeps the default', async () => {
    const error = sinon.stub(console, 'error');
    const el = await fixture<SiteFooterElement>(
      html`<site-footer help-link="javascript:alert(1)" jobs-link="/..//evil.example/jobs"></site-footer>`,
    );
    await rendered(el, '.links a');
    expect(new URL(linkTo(el, 'Help').href).pathname).to.equal('/help/');
    expect(new URL(linkTo(el, 'Jobs').href).pathname).to.equal('/jobs/');
    const messages = error.getCalls().map((call) => String(call.args[0]));
    expect(messages.filter((m) => m.includes('help-link'))).to.have.length(1);
    expect(messages.find((m) => m.includes('help-link'))).to.contain('<site-footer>').and.contain('"javascript:alert(1)"');
    expect(messages.filter((m) => m.includes('jobs-link'))).to.have.length(1);
  });

  it('[FTR-10] hides a link whose enable flag is explicitly false, and only then; with every flag off each row keeps its last link', async () => {
    const el = await fixture<SiteFooterElement>(html`<site-footer enable-box-office-link="false" enable-jobs-link="true"></site-footer>`);
    await rendered(el, '.links a');
    const labels = () => [...shadowOf(el).querySelectorAll<HTMLAnchorElement>('.links a')].map(label);
    expect(labels()).to.not.include('Box Office');
    expect(labels()).to.include('Jobs').and.include('Pro');
    el.enableProLink = false;
    await waitUntil(() => !labels().includes('Pro'), 'Pro stayed');
    el.removeAttribute('enable-box-office-link');
    await waitUntil(() => labels().includes('Box Office'), 'removing the flag did not bring Box Office back');
    // Every flag the element has, false: exactly the links without a flag remain, each row still
    // ending with its last link. (No row of the spec ends with a flagged link, so the rule that the
    // last is kept even when its flag is false cannot bite here: footerModel.test.ts shows it does.)
    const flags = ['enable-app-link', 'show-desktop-link', 'enable-pro-link', 'enable-box-office-link', 'enable-jobs-link'];
    const row = (selector: string) => [...shadowOf(el).querySelectorAll<HTMLAnchorElement>(`${selector} a`)].map(label);
    for (const flag of flags) el.setAttribute(flag, 'false');
    await waitUntil(() => !labels().includes('Jobs'), 'Jobs stayed');
    expect(row('.first-row')).to.deep.equal(['Help', 'Site Index', 'License Data']);
    expect(row('.second-row')).to.deep.equal(['Press Room', 'Advertising', 'Conditions of Use', 'Privacy Policy', 'Your Ads Privacy Choices']);
    // And every flag true: every link is back, the same last links still last.
    for (const flag of flags) el.setAttribute(flag, 'true');
    await waitUntil(() => labels().includes('Jobs'), 'Jobs never came back');
    expect(row('.first-row')).to.deep.equal(['Get the app', 'View Full Site', 'Help', 'Site Index', 'Pro', 'Box Office', 'License Data']);
    expect(row('.second-row')).to.deep.equal(['Press Room', 'Advertising', 'Jobs', 'Conditions of Use', 'Privacy Policy', 'Your Ads Privacy Choices']);
  });

  it('[LNK-01] internal links carry u with the current page path; links to other sites do not', async () => {
    const el = await fixture<SiteFooterElement>(html`<site-footer current-uri="/name/nm0000206/?ref_=nv"></site-footer>`);
    await rendered(el, '.links a');
    expect(new URL(linkTo(el, 'Conditions of Use').href).searchParams.get('u')).to.equal('/name/nm0000206/?ref_=nv');
    expect(new URL(linkTo(el, 'Help').href).searchParams.get('u')).to.equal('/name/nm0000206/?ref_=nv');
    for (const social of shadowOf(el).querySelectorAll<HTMLAnchorElement>('.social-links a')) {
      expect(new URL(social.href).searchParams.has('u'), social.href).to.equal(false);
    }
  });

  it('[LNK-02] opens a link in a new window when Meta or Ctrl is held', async () => {
    const open = sinon.stub(window, 'open').returns(null);
    const el = await fixture<SiteFooterElement>(html`<site-footer></site-footer>`);
    await rendered(el, '.links a');
    const help = linkTo(el, 'Help');
    for (const modifier of [{ ctrlKey: true }, { metaKey: true }]) {
      const click = new MouseEvent('click', { bubbles: true, composed: true, cancelable: true, ...modifier });
      help.dispatchEvent(click);
      expect(click.defaultPrevented, 'the page itself stays').to.equal(true);
    }
    expect(open.callCount).to.equal(2);
    expect(open.firstCall.args).to.deep.equal([help.getAttribute('href'), '_blank', 'noopener']);
  });

  it('[FTR-12] lays out at the breakpoints 320, 480, 600, 1024 and 1280px', async () => {
    const wrapper = await fixture<HTMLDivElement>(html`<div><site-footer></site-footer></div>`);
    const el = wrapper.querySelector('site-footer');
    if (!el) throw new Error('no footer');
    const content = await rendered(el, '.content');
    const paddingAt = async (width: number) => {
      wrapper.style.width = `${String(width)}px`;
      await new Promise(requestAnimationFrame);
      return getComputedStyle(content).paddingInlineStart;
    };
    for (const breakpoint of [320, 480, 600, 1024, 1280]) {
      const below = await paddingAt(breakpoint - 1);
      expect(await paddingAt(breakpoint), `at ${String(breakpoint)}px`).to.not.equal(below);
    }
    const appItem = linkTo(el, 'Get the app');
    await paddingAt(1023);
    expect(appItem.checkVisibility(), 'wide-only at 1023px').to.equal(false);
    expect(shadowOf(el).querySelector<HTMLElement>('.open-app')?.checkVisibility(), 'small-only at 1023px').to.equal(true);
    await paddingAt(1024);
    expect(appItem.checkVisibility(), 'wide-only at 1024px').to.equal(true);
    expect(shadowOf(el).querySelector<HTMLElement>('.open-app')?.checkVisibility(), 'small-only at 1024px').to.equal(false);
  });

  it('speaks German and Hebrew, mirrored in Hebrew', async () => {
    await setViewport(WIDE);
    const el = await fixture<SiteFooterElement>(html`<site-footer locale="de-DE" show-sign-in></site-footer>`);
    await showsText(el, 'Für mehr Zugriff anmelden');
    expect(visibleLinks(el, '.first-row a').map(label)).to.deep.equal([
      'Holen Sie sich die App',
      'Hilfe',
      'Seitenübersicht',
      'Pro',
      'Einspielergebnisse',
      'Daten lizenzieren',
    ]);
    el.locale = 'he-IL';
    await showsText(el, 'עקבו אחרי Marquee ברשתות החברתיות');
    const [first, , , , , last] = visibleLinks(el, '.first-row a');
    expect(label(first as HTMLAnchorElement)).to.equal('הורידו את האפליקציה');
    expect(first?.getBoundingClientRect().left, 'the row runs right to left').to.be.greaterThan(last?.getBoundingClientRect().left ?? Infinity);
  });

  for (const viewport of [{ width: 320, height: 800 }, WIDE]) {
    const narrow = viewport.width < 447 ? (['webkit'] as const) : [];
    itExceptIn([...narrow], NARROW_VIEWPORT, `is accessible at ${String(viewport.width)}px`, async () => {
      await setViewport(viewport);
      const el = await fixture<SiteFooterElement>(html`<site-footer show-sign-in show-desktop-link></site-footer>`);
      await rendered(el, '.links a');
      await expect(el).to.be.accessible();
    });

    itExceptIn([...narrow], NARROW_VIEWPORT, `reaches every visible link with Tab, in order, at ${String(viewport.width)}px`, async () => {
      await setViewport(viewport);
      const wrapper = await fixture<HTMLDivElement>(
        html`<div><button>before</button><site-footer show-sign-in show-desktop-link></site-footer></div>`,
      );
      const el = wrapper.querySelector('site-footer');
      if (!el) throw new Error('no footer');
      await rendered(el, '.links a');
      const expected = visibleLinks(el);
      wrapper.querySelector('button')?.focus();
      const reached: (Element | null)[] = [];
      for (let i = 0; i < expected.length; i++) {
        await sendKeys({ press: 'Tab' });
        reached.push(shadowOf(el).activeElement);
      }
      // Said in words, with the width: WebKit failed here about once in five runs, in no run since.
      const words = (list: (Element | null)[]) => list.map((a) => a?.getAttribute('aria-label') ?? a?.textContent).join(' | ');
      expect(reached, `at ${String(innerWidth)}px, Tab reached ${words(reached)}; visible: ${words(expected)}`).to.deep.equal(expected);
      // Small: the two buttons, 5 social links and 6 + 6 row links; wide: no app button.
      expect(expected).to.have.length(viewport.width === 320 ? 19 : 18);
    });
  }

  it('renders a hostile site name as text', async () => {
    const el = await fixture<SiteFooterElement>(html`<site-footer site-name="<img src=x onerror=alert(1)>"></site-footer>`);
    await showsText(el, '<img src=x onerror=alert(1)>');
    expect(shadowOf(el).querySelector('img')).to.equal(null);
  });
});
