import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import sinon from 'sinon';
import type { ConsentBannerElement } from '../../elements/consent-banner';
import '../../elements/consent-banner';
import { lastEventId, receivedEvents } from '../helpers/backend';
import { shadowOf } from '../helpers/shadow';
import { freshVisitor } from './consentKit';

// This page's own page type: other browsers may run the same test against the same backend.
const PAGE_TYPE = `title-${Math.random().toString(36).slice(2)}`;

/** The PrivacyPrompt answer (spec §7) of a server that does not ask and knows no answer. */
const NOT_ASKING = {
  data: {
    privacyPrompt: {
      privacyPrompt: {
        id: 'consent-primary-2024-06',
        customizeUrl: '/privacy/preferences/',
        promptMarkdown: { value: { plainText: 'We use cookies.', plaidHtml: '' } },
        showPromptOnPageLoad: false,
      },
    },
    privacyDirectives: { directives: null },
  },
};

// Decision: a server that neither asks nor gives directives says nothing here needs consent, as a
// page with no-consent-banner does. The page hears an empty list (every vendor allowed; none on a
// strict-consent page) rather than holding every hit for good.
describe('a prompt answer that neither asks nor gives directives', () => {
  beforeEach(async () => {
    await freshVisitor();
    const real = window.fetch.bind(window);
    sinon.stub(window, 'fetch').callsFake((input, init) =>
      String(input instanceof Request ? input.url : input).includes('/graphql')
        ? Promise.resolve(new Response(JSON.stringify(NOT_ASKING), { headers: { 'content-type': 'application/json' } }))
        : real(input, init),
    );
  });
  afterEach(() => {
    sinon.restore();
  });

  it('shows nothing, tells the page an empty list, and tracking goes', async () => {
    const after = await lastEventId();
    const events: unknown[] = [];
    const listener = (event: Event) => events.push((event as CustomEvent).detail);
    window.addEventListener('consent-event', listener);
    try {
      const el = await fixture<ConsentBannerElement>(html`<consent-banner page-type=${PAGE_TYPE} sub-page-type="main"></consent-banner>`);
      await waitUntil(() => el.consent !== null, 'consent stayed unknown', { timeout: 3000 });
      expect(events).to.deep.equal([[]]);
      expect(el.vendorConsent('755')).to.equal('allowed');
      expect(shadowOf(el).querySelector('.banner')).to.equal(null);
      await waitUntil(async () => (await receivedEvents('logging', after)).some((e) => e.query.pt === PAGE_TYPE && e.query.ht === 'pageHit'), 'no page view', {
        timeout: 4000,
      });
    } finally {
      window.removeEventListener('consent-event', listener);
    }
  });

});
