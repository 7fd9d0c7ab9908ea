import { expect, fixture, html } from '@open-wc/testing';
import type { SiteHeaderElement } from '../../elements/site-header';
import '../../elements/site-header';
import { lastEventId, receivedEvents } from '../helpers/backend';
import { received } from '../helpers/visitor';

// Its own page: the page view goes once per page.
describe('the page view of a page that leaves fields empty (spec §3, docs/consent.md)', () => {
  it('[TRK-06] leaves out w when the page runs under no treatment, as every field left empty', async () => {
    const after = await lastEventId();
    // Signed out and with no weblabs: no experiment is asked, so there is no treatment to report.
    await fixture<SiteHeaderElement>(html`<site-header no-consent-banner page-type="no-weblabs"></site-header>`);
    await received('logging', after);
    const entries = (await receivedEvents('logging', after)).filter((e) => e.query.qs === location.search.slice(1));
    expect(entries).to.have.length(1);
    const query = entries[0]?.query ?? {};
    expect(query).to.include({ pt: 'no-weblabs', ht: 'pageHit', pat: 'main' });
    expect(Object.keys(query), 'an empty w').to.not.include('w');
    expect(Object.entries(query).filter(([, value]) => value === ''), 'empty fields').to.deep.equal([]);
  });
});
