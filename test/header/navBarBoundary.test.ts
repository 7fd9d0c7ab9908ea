import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import sinon from 'sinon';
import type { SiteFooterElement } from '../../elements/site-footer';
import type { SiteHeaderElement } from '../../elements/site-header';
import '../../elements/site-footer';
import '../../elements/site-header';
import { lastEventId } from '../helpers/backend';
import { rendered, shadowOf } from '../helpers/shadow';
import { received } from '../helpers/visitor';

describe('the bar’s error boundary, NavBar (spec §2, §8)', () => {
  afterEach(() => {
    sinon.restore();
  });

  it('[HDR-10] [TRK-05] a render error in the bar: it renders nothing, logs, reports the error and tracks an action', async () => {
    const page = await fixture<HTMLDivElement>(html`
      <div>
        <site-header no-consent-banner is-logged-in username="Ada" watchlist-count="2" page-type="title" sub-page-type="reviews" page-const="tt0133093"></site-header>
        <site-footer></site-footer>
      </div>
    `);
    const header = page.querySelector('site-header') as SiteHeaderElement;
    const footer = page.querySelector('site-footer') as SiteFooterElement;
    await rendered(header, '.watchlist');
    await rendered(footer, '.links a');

    // A page that breaks a platform API the bar renders with: the plural rules the watchlist's
    // count is said with, as the page changes the count.
    sinon.stub(Intl.PluralRules.prototype, 'select').throws(new TypeError('PluralRules is not available here'));
    const logged = sinon.stub(console, 'error');
    const after = await lastEventId();
    header.setAttribute('watchlist-count', '3');

    await waitUntil(() => !shadowOf(header).querySelector('.navbar'), 'the bar is still shown');
    expect(shadowOf(header).querySelector('.chrome-root')?.children, 'nothing of the bar is left').to.have.length(0);
    expect(shadowOf(footer).querySelector('.links a'), 'the rest of the page is unharmed').to.not.equal(null);
    expect(logged.getCalls().some((call) => String(call.args[0]).includes('NavBar failed to render'))).to.equal(true);

    const [report] = await received('error-report', after);
    expect([report?.method, report?.path]).to.deep.equal(['POST', '/api/_ajax/metrics/errors/']);
    const body = report?.body as Record<string, string>;
    // The page's own types: where in the chrome it failed is in the message and the action.
    expect(body).to.include({ pageType: 'title', subPageType: 'reviews', pageConst: 'tt0133093' });
    expect(body.message).to.match(/^NavBar failed to render: /).and.contain('PluralRules is not available here');
    expect(body.message?.length).to.be.at.most(300);
    expect(body.stack?.length).to.be.within(1, 500);

    const [action] = await received('metric', after);
    expect(action?.body).to.deep.equal({ ref_: 'NavBar', pt: 'title', spt: 'reviews', pageAction: 'render-error', ht: 'actionOnly' });
  });
});
