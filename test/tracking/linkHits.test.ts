import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import type { SiteFooterElement } from '../../elements/site-footer';
import type { SiteHeaderElement } from '../../elements/site-header';
import '../../elements/site-footer';
import '../../elements/site-header';
import sinon from 'sinon';
import { clearFaults, lastEventId, receivedEvents, setFault } from '../helpers/backend';
import { rendered, shadowOf } from '../helpers/shadow';
import { holdNavigation, received, settle } from '../helpers/visitor';

/** What the host says about the page; every hit must carry it. */
const PAGE = { pt: 'title', spt: 'cast', const: 'tt0133093', rrid: 'REQ-7' };

function footerLink(el: Element, name: string): HTMLAnchorElement {
  const link = [...shadowOf(el).querySelectorAll<HTMLAnchorElement>('a')].find(
    (a) => a.getAttribute('aria-label') === name || a.childNodes[0]?.textContent === name,
  );
  if (!link) throw new Error(`no footer link "${name}"`);
  return link;
}

/** A footer on a page the host described, with any further attributes. */
async function footer(attributes: Record<string, string> = {}): Promise<SiteFooterElement> {
  const el = document.createElement('site-footer');
  for (const [name, value] of Object.entries({ 'no-consent-banner': '', 'page-type': PAGE.pt, 'sub-page-type': PAGE.spt, 'page-const': PAGE.const, 'request-id': PAGE.rrid, ...attributes })) {
    el.setAttribute(name, value);
  }
  await fixture(html`${el}`);
  await rendered(el, '.links a');
  return el;
}

async function openDrawer(): Promise<HTMLElement> {
  const before = await lastEventId();
  const el = await fixture<SiteHeaderElement>(
    html`<site-header no-consent-banner page-type=${PAGE.pt} sub-page-type=${PAGE.spt} page-const=${PAGE.const} request-id=${PAGE.rrid}></site-header>`,
  );
  (await rendered<HTMLButtonElement>(el, '.hamburger')).click();
  const dialog = await rendered(el, '.drawer:popover-open');
  // The drawer's own nv-menu-open is in before the visitor's clicks are looked at.
  await received('metric', before);
  return dialog;
}

const drawerLink = (dialog: HTMLElement, text: string) =>
  [...dialog.querySelectorAll<HTMLAnchorElement>('a')].find((a) => a.textContent === text) ?? null;

describe('hits of links the visitor follows (spec §7)', () => {
  let navigation: ReturnType<typeof holdNavigation>;

  beforeEach(() => {
    document.cookie = 'session-id=123-1234567-1234567; Path=/';
    navigation = holdNavigation();
  });

  afterEach(async () => {
    navigation.release();
    document.cookie = 'session-id=; Path=/; Max-Age=0';
    await clearFaults();
  });

  it('[TRK-01] [TRK-02] [FTR-13] a social link leaves the site: an offsite redirect beacon with every field, and its metric', async () => {
    const el = await footer();
    const after = await lastEventId();
    footerLink(el, 'TikTok').click();
    expect(navigation.followed).to.deep.equal(['https://www.tiktok.com/']);

    const [beacon] = await received('beacon', after);
    expect(beacon?.method).to.equal('GET');
    expect(beacon?.path).to.equal('/tr/');
    expect(beacon?.query).to.deep.equal({ ref_: 'ft_tt', pt: 'offsite', spt: 'main', const: PAGE.const, ht: 'redirect', pageAction: 'ft-social', rrid: PAGE.rrid });
    // Same-origin credentials: the page's cookies went along.
    expect(beacon?.headers.cookie).to.contain('session-id');

    const [metric] = await received('metric', after);
    expect([metric?.method, metric?.path]).to.deep.equal(['POST', '/tr/']);
    expect(metric?.body).to.deep.equal({ ref_: 'ft_tt', pt: PAGE.pt, spt: PAGE.spt, pageAction: 'ft-social', ht: 'actionOnly' });
  });

  it('[TRK-02] [TRK-03] [FTR-13] a footer link to a site path sends its metric and no offsite hit', async () => {
    const el = await footer();
    for (const [name, refTag] of [['Help', 'ft_hlp'], ['Site Index', 'ft_idx'], ['Conditions of Use', 'ft_cou']] as const) {
      const after = await lastEventId();
      footerLink(el, name).click();
      const [metric] = await received('metric', after);
      expect(metric?.headers['content-type']).to.contain('application/x-www-form-urlencoded');
      expect(metric?.body, name).to.deep.equal({ ref_: refTag, pt: PAGE.pt, spt: PAGE.spt, pageAction: 'ft-link', ht: 'actionOnly' });
      await settle();
      expect(await receivedEvents('beacon', after), `${name} stays on the site`).to.deep.equal([]);
    }
  });

  it('[TRK-02] decides by where a link goes: an address on this origin stays, another host leaves', async () => {
    const el = await footer({ 'help-link': `${location.origin}/faq/`, 'press-room-link': 'https://press.example.org/' });
    let after = await lastEventId();
    footerLink(el, 'Help').click();
    await received('metric', after);
    await settle();
    expect(await receivedEvents('beacon', after)).to.deep.equal([]);

    after = await lastEventId();
    footerLink(el, 'Press Room').click();
    const [beacon] = await received('beacon', after);
    expect(beacon?.query).to.include({ ref_: 'ft_pr', pt: 'offsite', ht: 'redirect', pageAction: 'ft-link' });
  });

  it('[TRK-02] the drawer’s help centre leaves the site with an offsite hit; its site links do not', async () => {
    const dialog = await openDrawer();
    let after = await lastEventId();
    drawerLink(dialog, 'Help Center')?.click();
    const [beacon] = await received('beacon', after);
    expect(beacon?.query).to.deep.equal({ ref_: 'nv_cm_hc', pt: 'offsite', spt: 'main', const: PAGE.const, ht: 'redirect', pageAction: 'nv-menu-link', rrid: PAGE.rrid });

    after = await lastEventId();
    drawerLink(dialog, 'Top 250 Movies')?.click();
    const [metric] = await received('metric', after);
    expect(metric?.body).to.deep.equal({ ref_: 'nv_mv_250', pt: PAGE.pt, spt: PAGE.spt, pageAction: 'nv-menu-link', ht: 'actionOnly' });
    await settle();
    expect(await receivedEvents('beacon', after)).to.deep.equal([]);
    await waitUntil(() => navigation.followed.length === 2);
    expect(new URL(navigation.followed[1] ?? '').pathname).to.equal('/chart/top/');
  });

  it('[TRK-08] the drawer and the footer report their page actions through one helper, in one shape', async () => {
    const after = await lastEventId();
    const dialog = await openDrawer();
    dialog.querySelector<HTMLButtonElement>('.drawer-close')?.click();
    const el = await footer();
    footerLink(el, 'Jobs').click();
    const metrics = (await received('metric', after, 3)).map((m) => m.body as Record<string, string>);
    expect(metrics.map((m) => m.pageAction)).to.deep.equal(['nv-menu-open', 'nv-menu-close', 'ft-link']);
    // The drawer's have no ref tag, so no ref_: a field with nothing in it is left out.
    expect(metrics.map((m) => m.ref_)).to.deep.equal([undefined, undefined, 'ft_jb']);
    for (const metric of metrics) {
      expect(Object.keys(metric).filter((key) => key !== 'ref_').sort()).to.deep.equal(['ht', 'pageAction', 'pt', 'spt']);
      expect(metric).to.include({ pt: PAGE.pt, spt: PAGE.spt, ht: 'actionOnly' });
    }
  });

  it('[TRK-04] a metric the endpoint refuses is reported with the page it failed on, and the page carries on', async () => {
    const unhandled = sinon.spy();
    window.addEventListener('unhandledrejection', unhandled);
    try {
      await setFault({ endpoint: 'tr', status: 500 });
      const el = await footer();
      const after = await lastEventId();
      footerLink(el, 'Help').click();
      const [report] = await received('error-report', after);
      expect([report?.method, report?.path]).to.deep.equal(['POST', '/api/_ajax/metrics/errors/']);
      expect(report?.headers['content-type']).to.equal('application/json');
      const body = report?.body as Record<string, unknown>;
      expect(body).to.include({ pageType: PAGE.pt, subPageType: PAGE.spt, pageConst: PAGE.const, message: 'metric failed: Request failed with status code 500' });
      expect(body.stack).to.be.a('string');
      await settle();
      expect(unhandled.called, 'the rejection stayed inside the chrome').to.equal(false);
      expect(navigation.followed).to.have.length(1);
    } finally {
      window.removeEventListener('unhandledrejection', unhandled);
    }
  });
});
