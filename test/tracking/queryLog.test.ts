import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { SiteHeaderElement } from '../../elements/site-header';
import '../../elements/site-header';
import { lastEventId, receivedEvents, type ReceivedEvent } from '../helpers/backend';
import { rendered, shadowOf } from '../helpers/shadow';
import { settle } from '../helpers/visitor';

/** The query log entries the logging service received: RecordBusinessMetrics, ht=dataOnly. */
async function queryLogs(after: number): Promise<ReceivedEvent[]> {
  return (await receivedEvents('logging', after)).filter((e) => e.path === '/logging/tr' && e.query.ht === 'dataOnly');
}

const navQueries = async (after: number) =>
  (await queryLogs(after)).map((e) => (e.body as { additionalRequestData: { navQuery: string } }).additionalRequestData.navQuery);

describe('the search query log (spec §7)', () => {
  it('[SRCH-22] a typed query is logged on its first results, once per query, and not when nothing is found', async () => {
    const el = await fixture<SiteHeaderElement>(html`<site-header no-consent-banner page-type="home" sub-page-type="main"></site-header>`);
    const input = await rendered<HTMLInputElement>(el, '.search-input');
    input.focus();
    const after = await lastEventId();
    await sendKeys({ type: 'jaws' });
    await waitUntil(async () => (await navQueries(after)).includes('jaws'), 'no query log for "jaws"', { timeout: 3000 });
    const [entry] = (await queryLogs(after)).filter((e) => (e.body as { additionalRequestData: { navQuery: string } }).additionalRequestData.navQuery === 'jaws');
    expect(entry?.method).to.equal('POST');
    expect(entry?.headers['x-imdb-client-name']).to.equal('IMDbNext');
    expect(entry?.query).to.include({ ht: 'dataOnly', pat: 'pagecomponent', pt: 'home', spt: 'main', pa: 'nav-search-query' });

    // The same query again: its answer is cached, nothing new is logged; a query without results is not logged.
    await sendKeys({ press: 'Escape' });
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => input.value === '');
    await sendKeys({ type: 'jaws' });
    await waitUntil(() => shadowOf(el).querySelector('[role="option"]'));
    input.select();
    await sendKeys({ type: 'qqqqzx' });
    await settle(500);
    const logged = await navQueries(after);
    expect(logged.filter((q) => q === 'jaws'), 'jaws once').to.have.length(1);
    expect(logged.some((q) => q.startsWith('qqqq')), 'no results, no log').to.equal(false);
    expect(new Set(logged).size, `each query once: ${logged.join(', ')}`).to.equal(logged.length);
  });
});
