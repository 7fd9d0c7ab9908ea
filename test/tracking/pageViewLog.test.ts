import { expect, fixture, html } from '@open-wc/testing';
import type { SiteHeaderElement } from '../../elements/site-header';
import '../../elements/site-header';
import { readCookie } from '../../src/cookies';
import { lastEventId, receivedEvents } from '../helpers/backend';
import { received, settle } from '../helpers/visitor';

describe('the page view a real page logs (spec §3, §7, §9)', () => {
  it('[TRK-06] one RecordBusinessMetrics entry with the page, the visitor, the shown language and every treatment', async () => {
    const after = await lastEventId();
    // Only this page's: the backend keeps what earlier test pages sent too.
    const thisPage = async () => (await receivedEvents('logging', after)).filter((e) => e.query.qs === location.search.slice(1));
    await fixture<SiteHeaderElement>(html`
      <site-header
        no-consent-banner
        locale="de-DE"
        is-logged-in
        current-uri="/title/tt0133093/?ref_=nv_sr_1"
        page-type="title"
        sub-page-type="main"
        page-const="tt0133093"
        request-id="REQ-42"
        page-action="title-main"
        site-variant="next-desktop"
        country-of-residence="de"
        marketplace-id="MKT-1"
        weblabs="MARQUEE_SEARCH_DELAYED_QUERY:T1"
        service="Legacy"
      ></site-header>
    `);
    await received('logging', after);
    const [entry] = await thisPage();
    expect([entry?.method, entry?.path]).to.deep.equal(['POST', '/logging/tr']);
    expect(entry?.headers['x-imdb-client-name']).to.equal('IMDbNext');
    expect((entry?.body as { operation: string }).operation).to.equal('RecordBusinessMetrics');
    expect((entry?.body as { additionalRequestData: unknown }).additionalRequestData).to.deep.equal({ signedIn: 'true', service: 'legacy' });

    // The account menu asked the weblab call for its experiment; the entry has its answer.
    const [weblab] = await receivedEvents('weblab', after);
    const answer = (weblab?.response as Record<string, Record<string, boolean>>).MARQUEE_USER_MENU_LABELS ?? {};
    const menuTreatment = ['C', 'T1'].filter((t) => answer[t]).at(-1) ?? 'C';

    const sessionId = readCookie('session-id');
    expect(entry?.query).to.deep.equal({
      mid: 'MKT-1',
      rid: 'REQ-42',
      sid: sessionId ?? '000-0000000-0000000',
      sc: '200',
      st: String(Math.round(performance.timeOrigin)),
      ht: 'pageHit',
      pt: 'title',
      spt: 'main',
      pc: 'tt0133093',
      pa: 'title-main',
      // The ref_ of the page's address, since the host named none.
      ref: 'nv_sr_1',
      isu: String(sessionId === undefined),
      sv: 'next-desktop',
      lang: 'de-DE',
      cor: 'DE',
      pat: 'main',
      ua: navigator.userAgent,
      pi: location.pathname,
      sn: location.hostname,
      qs: location.search.slice(1),
      ...(document.referrer ? { hr: document.referrer } : {}),
      w: `MARQUEE_USER_MENU_LABELS:${menuTreatment},MARQUEE_SEARCH_DELAYED_QUERY:T1`,
    });

    await settle();
    expect(await thisPage(), 'one page view per page').to.have.length(1);
  });
});
