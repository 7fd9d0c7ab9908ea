import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import sinon from 'sinon';
import type { ConsentBannerElement } from '../../elements/consent-banner';
import '../../elements/consent-banner';
import { setFault } from '../helpers/backend';
import { settle } from '../helpers/visitor';
import { freshVisitor } from './consentKit';

// Issue 54: an app under its dev server, with no backend yet, got no banner, no consent-event and no
// tracking, and nothing on the screen or in the console said why.
const told = (spy: sinon.SinonSpy) => spy.getCalls().map((call) => String(call.args[0])).filter((text) => text.includes('graph-endpoint'));

describe('<consent-banner> on a page with no backend (issue 54)', () => {
  afterEach(async () => {
    sinon.restore();
    await freshVisitor();
  });

  it('says once which setting names the endpoint that answered 404, and how to get a backend', async () => {
    const errors = sinon.spy(console, 'error');
    const el = await fixture<ConsentBannerElement>(html`<consent-banner graph-endpoint="/no-backend-here/graphql"></consent-banner>`);
    await waitUntil(() => told(errors).length > 0, 'nothing said why');
    await settle();
    const [message, ...more] = told(errors);
    expect(more, 'said more than once').to.deep.equal([]);
    expect(message).to.contain('<consent-banner> graph-endpoint "/no-backend-here/graphql" answered 404');
    expect(message).to.contain('no consent banner is shown').and.to.contain('docs/frameworks.md').and.to.contain('npx marquee-site-chrome serve');
    expect(el.consent).to.equal(null);
  });

  it('says nothing of the kind when a backend is there and fails (a 500 is its own report)', async () => {
    await setFault({ endpoint: 'graphql', status: 500 });
    const errors = sinon.spy(console, 'error');
    await fixture<ConsentBannerElement>(html`<consent-banner graph-timeout="300"></consent-banner>`);
    await settle(1000);
    expect(told(errors)).to.deep.equal([]);
  });
});
