import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import sinon from 'sinon';
import type { SiteHeaderElement } from '../../elements/site-header';
import '../../elements/site-header';
import '../../elements/site-footer';
import { lastEventId, receivedEvents } from '../helpers/backend';
import { settle } from '../helpers/visitor';

// This page's own page type: other browsers may run the same test against the same backend.
const PAGE_TYPE = `title-${Math.random().toString(36).slice(2)}`;
const named = (text: unknown) => String(text).includes('no-consent-banner') && String(text).includes('docs/consent.md');

const ourReports = async (after: number) =>
  (await receivedEvents('error-report', after)).filter((e) => {
    const body = e.body as { message: string; pageType: string };
    return body.pageType === PAGE_TYPE && named(body.message);
  });

// One page: a header and a footer, no <consent-banner>, no no-consent-banner.
describe('a page that forgot its consent banner', () => {
  afterEach(() => {
    sinon.restore();
  });

  it('is told once, within a few seconds of its first held hit, on the console and to the error logger', async function () {
    this.timeout(15_000);
    const warn = sinon.spy(console, 'warn');
    const after = await lastEventId();
    const started = Date.now();
    const header = await fixture<SiteHeaderElement>(html`<div>
      <site-header page-type=${PAGE_TYPE} sub-page-type="main"></site-header><site-footer></site-footer>
    </div>`);
    await waitUntil(() => warn.getCalls().some((call) => named(call.args[0])), 'no warning naming no-consent-banner', { timeout: 6000 });
    expect(Date.now() - started, 'within a few seconds').to.be.below(6000);
    await waitUntil(async () => (await ourReports(after)).length > 0, 'no error report', {
      timeout: 3000,
    });

    // More held hits: no second warning.
    header.querySelector('site-header')?.setAttribute('page-type', 'name');
    await settle(3500);
    expect(warn.getCalls().filter((call) => named(call.args[0]))).to.have.length(1);
    expect(await ourReports(after)).to.have.length(1);
    expect((await receivedEvents('logging', after)).filter((e) => e.query.pt === PAGE_TYPE), 'nothing tracked without consent').to.deep.equal([]);
  });
});
