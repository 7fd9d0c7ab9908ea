import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import sinon from 'sinon';
import '../../elements/site-header';
import { fetchTreatment } from '../../src/experiments/weblabApi';
import { clearFaults, setFault } from '../helpers/backend';
import { settle } from '../helpers/visitor';

// Issue 54: a page with no consent banner, under an app's dev server with no backend yet, made its
// experiment calls to 404s and nothing said why. The error is said once a page, so the quiet case
// runs first (test/consent/noBackend.test.ts has the banner's).
const told = (spy: sinon.SinonSpy) => spy.getCalls().map((call) => String(call.args[0])).filter((text) => text.includes('npx marquee-site-chrome serve'));

describe('experiments on a page with no backend (issue 54)', () => {
  afterEach(async () => {
    sinon.restore();
    await clearFaults();
  });

  it('say nothing of the kind when a backend is there and fails (a 500 is its own failure)', async () => {
    await setFault({ endpoint: 'weblab', status: 500 });
    const errors = sinon.spy(console, 'error');
    const failed = await fetchTreatment('/api/_ajax/weblab/', 'MARQUEE_FOOTER_APP_BUTTON', ['C', 'T1']).then(() => false, () => true);
    expect(failed, 'the fault did not fail the call').to.equal(true);
    expect(told(errors)).to.deep.equal([]);
  });

  it('say once which setting names the endpoint that answered 404, and how to get a backend', async () => {
    const errors = sinon.spy(console, 'error');
    await fixture(html`<site-header no-consent-banner show-language-selector weblab-endpoint="/no-backend-here/weblab/"></site-header>`);
    await waitUntil(() => told(errors).length > 0, 'nothing said why');
    await fetchTreatment('/no-backend-here/weblab/', 'MARQUEE_FOOTER_APP_BUTTON', ['C', 'T1']).catch(() => undefined);
    await settle();
    const [message, ...more] = told(errors);
    expect(more, 'said more than once').to.deep.equal([]);
    expect(message).to.contain('<site-header> weblab-endpoint "/no-backend-here/weblab/" answered 404: no backend for the chrome, so no experiment runs');
    expect(message).to.contain('docs/frameworks.md');
  });
});
