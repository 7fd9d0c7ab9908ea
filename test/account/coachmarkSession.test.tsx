import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import type { SiteHeaderElement } from '../../elements/site-header';
import '../../elements/site-header';
import { AccountMenu, COACHMARK_FLAG, COACHMARK_OPEN_DELAY } from '../../src/account';
import { makeStore } from '../../src/store/store';
import { lastEventId } from '../helpers/backend';
import { mountInChrome } from '../helpers/mount';
import { rendered } from '../helpers/shadow';
import { received, settle } from '../helpers/visitor';

describe('the sign-in coachmark across a session (spec §4)', () => {
  before(() => {
    sessionStorage.removeItem(COACHMARK_FLAG);
  });
  after(() => {
    sessionStorage.removeItem(COACHMARK_FLAG);
  });

  it('[ACCT-12] [ACCT-10] shown once: its count metric reaches the logging service, and the next page of the session leaves it out', async () => {
    const after = await lastEventId();
    const el = await fixture<SiteHeaderElement>(html`<site-header no-consent-banner></site-header>`);
    await rendered(el, '.coachmark');
    const [metric] = (await received('logging', after, 2)).filter((e) => e.path === '/logging/ops');
    expect(metric?.method).to.equal('POST');
    expect(metric?.headers['x-imdb-client-name']).to.equal('IMDbNext');
    const body = metric?.body as { operation: string; input: { clientName: string; metrics: unknown[] } };
    expect(body.operation).to.equal('PostMetricData');
    expect(body.input.clientName).to.equal('IMDbNext');
    expect(body.input.metrics).to.deep.equal([{ name: 'nav-signin-coachmark', value: 1, unit: 'Count' }]);
    expect(sessionStorage.getItem(COACHMARK_FLAG), 'the chrome noted it for the session').to.not.equal(null);

    // The next page of the same session: a store of its own, the session's storage as it was left.
    const nextPage = makeStore();
    const view = mountInChrome(nextPage, <AccountMenu model={{}} />);
    try {
      await waitUntil(() => view.container.querySelector('.account-link'));
      await settle(COACHMARK_OPEN_DELAY + 200);
      expect(nextPage.getState().coachmark.stage).to.equal('hidden');
      expect(view.container.querySelector('.coachmark')).to.equal(null);
    } finally {
      view.unmount();
    }
  });
});
