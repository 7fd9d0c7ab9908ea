import { expect, fixture, html } from '@open-wc/testing';
import type { SiteFooterElement } from '../../elements/site-footer';
import '../../elements/site-footer';
import { clearFaults, lastEventId, setFault } from '../helpers/backend';
import { rendered, shadowOf } from '../helpers/shadow';
import { holdNavigation, received } from '../helpers/visitor';

/**
 * One rule for every record the chrome sends (the offsite beacon, the page action's metric, the
 * error report, the page view's query string): a field the page left empty is left out, never sent
 * as `name=`. test/tracking/pageViewEmptyFields.test.ts has the page view's side of it.
 */

/** A footer on a page the host described with these attributes, carrying no other setting. */
async function footer(attributes: Record<string, string>): Promise<SiteFooterElement> {
  const el = document.createElement('site-footer');
  for (const [name, value] of Object.entries({ 'no-consent-banner': '', 'page-type': 'title', ...attributes })) el.setAttribute(name, value);
  await fixture(html`${el}`);
  await rendered(el, '.links a');
  return el;
}

function footerLink(el: Element, name: string): HTMLAnchorElement {
  const link = [...shadowOf(el).querySelectorAll<HTMLAnchorElement>('a')].find(
    (a) => a.getAttribute('aria-label') === name || a.childNodes[0]?.textContent === name,
  );
  if (!link) throw new Error(`no footer link "${name}"`);
  return link;
}

const emptyFields = (fields: unknown) => Object.entries(fields as Record<string, unknown>).filter(([, value]) => value === '').map(([name]) => name);

describe('fields a page leaves empty are left out of every record (docs/consent.md)', () => {
  let navigation: ReturnType<typeof holdNavigation>;

  beforeEach(() => {
    navigation = holdNavigation();
  });

  afterEach(async () => {
    navigation.release();
    await clearFaults();
  });

  it('an offsite link on a page with an empty page-const and sub-page-type: a beacon without const= and a metric without spt=', async () => {
    const el = await footer({ 'page-const': '', 'sub-page-type': '', 'request-id': '' });
    const after = await lastEventId();
    footerLink(el, 'TikTok').click();

    const [beacon] = await received('beacon', after);
    // Sent as GET /tr/?ref_=ft_tt&pt=offsite&spt=main&ht=redirect&pageAction=ft-social: no const=, no rrid=.
    expect(beacon?.query).to.deep.equal({ ref_: 'ft_tt', pt: 'offsite', spt: 'main', ht: 'redirect', pageAction: 'ft-social' });
    const [metric] = await received('metric', after);
    expect(metric?.body).to.deep.equal({ ref_: 'ft_tt', pt: 'title', pageAction: 'ft-social', ht: 'actionOnly' });
  });

  it('the same link on a page that names its const and request: the beacon carries const= and rrid=', async () => {
    const el = await footer({ 'page-const': 'tt0133093', 'sub-page-type': 'cast', 'request-id': 'REQ-9' });
    const after = await lastEventId();
    footerLink(el, 'TikTok').click();

    const [beacon] = await received('beacon', after);
    expect(beacon?.query).to.deep.equal({ ref_: 'ft_tt', pt: 'offsite', spt: 'main', const: 'tt0133093', ht: 'redirect', pageAction: 'ft-social', rrid: 'REQ-9' });
    const [metric] = await received('metric', after);
    expect(metric?.body).to.deep.equal({ ref_: 'ft_tt', pt: 'title', spt: 'cast', pageAction: 'ft-social', ht: 'actionOnly' });
  });

  it('an error report from a page with an empty page-const carries no pageConst; one from a page with a const does', async () => {
    await setFault({ endpoint: 'tr', status: 500 });
    let el = await footer({ 'page-const': '' });
    let after = await lastEventId();
    footerLink(el, 'Help').click();
    const [report] = await received('error-report', after);
    expect(report?.body).to.include({ pageType: 'title', message: 'metric failed: Request failed with status code 500' });
    expect(Object.keys(report?.body as object), 'pageConst').to.not.include('pageConst');
    expect(emptyFields(report?.body), 'empty fields').to.deep.equal([]);

    el.remove();
    el = await footer({ 'page-const': 'nm0000206' });
    after = await lastEventId();
    footerLink(el, 'Help').click();
    const [named] = await received('error-report', after);
    expect(named?.body).to.include({ pageType: 'title', pageConst: 'nm0000206' });
  });
});
