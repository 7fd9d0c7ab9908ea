import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import sinon from 'sinon';
import '../../elements/site-header';
import { parseWeblabs, selectTreatment, selectWeblabCallsPending, treatmentRequested } from '../../src/experiments';
import { selectWeblabs } from '../../src/experiments/selectWeblabs';
import { fetchTreatment } from '../../src/experiments/weblabApi';
import { sharedSettingsChanged } from '../../src/store';
import { makeStore, pageStore } from '../../src/store/store';
import { clearFaults, lastEventId, receivedEvents, setFault } from '../helpers/backend';

const answering = (answer: unknown) => () => Promise.resolve(Response.json(answer));

describe('experiments (spec §4, §7)', () => {
  afterEach(async () => {
    sinon.restore();
    await clearFaults();
  });

  it("[EXP-01] reads 'name:treatment' entries, and the treatment defaults to C", () => {
    expect(parseWeblabs('MARQUEE_A:T1, MARQUEE_B:C  MARQUEE_C:T2')).to.deep.equal({ MARQUEE_A: 'T1', MARQUEE_B: 'C', MARQUEE_C: 'T2' });
    expect(parseWeblabs('')).to.deep.equal({});
    expect(parseWeblabs('MARQUEE_A')).to.equal(undefined);
    expect(parseWeblabs('MARQUEE_A:X9')).to.equal(undefined);
    expect(selectTreatment(makeStore().getState(), 'UNKNOWN')).to.equal('C');
  });

  it('[EXP-01] takes treatments from the weblabs attribute of any element, and refuses a malformed one', async () => {
    const header = await fixture(html`<site-header weblabs="MARQUEE_USER_MENU_LABELS:T1"></site-header>`);
    await waitUntil(() => selectTreatment(pageStore.getState(), 'MARQUEE_USER_MENU_LABELS') === 'T1');
    const error = sinon.stub(console, 'error');
    header.setAttribute('weblabs', 'not a weblab');
    expect(error.calledOnce).to.equal(true);
    expect(String(error.firstCall.args[0])).to.contain('weblabs').and.contain('not a weblab');
    expect(selectTreatment(pageStore.getState(), 'MARQUEE_USER_MENU_LABELS')).to.equal('C');
  });

  it('[EXP-02] POSTs {weblabs: [id]} as JSON with same-origin credentials', async () => {
    const after = await lastEventId();
    const treatment = await fetchTreatment('/api/_ajax/weblab/', 'MARQUEE_FOOTER_APP_BUTTON', ['C', 'T1', 'T2']);
    expect(['C', 'T1', 'T2']).to.include(treatment);
    const [received] = await receivedEvents('weblab', after);
    expect(received?.method).to.equal('POST');
    expect(received?.headers['content-type']).to.contain('application/json');
    expect(received?.body).to.deep.include({ weblabs: ['MARQUEE_FOOTER_APP_BUTTON'] });
    // The backend answered the session's treatment; the client took the active one.
    const answer = received?.response as Record<string, Record<string, boolean>>;
    expect(answer.MARQUEE_FOOTER_APP_BUTTON?.[treatment]).to.equal(true);
  });

  it('[EXP-03] takes the last treatment reported active that the page allows', async () => {
    const answer = { X: { C: false, T1: true, T2: true } };
    expect(await fetchTreatment('/w', 'X', ['C', 'T1', 'T2'], answering(answer))).to.equal('T2');
    expect(await fetchTreatment('/w', 'X', ['C', 'T1'], answering(answer))).to.equal('T1');
    expect(await fetchTreatment('/w', 'X', ['C'], answering(answer))).to.equal('C');
    expect(await fetchTreatment('/w', 'X', ['C', 'T1'], answering({}))).to.equal('C');
    expect(await fetchTreatment('/w', 'X', ['C', 'T1'], answering({ X: { T1: 'yes' } }))).to.equal('C');
  });

  it('[EXP-03] keeps the answer in the store, and falls back to C when the call fails', async () => {
    const store = makeStore();
    store.dispatch(treatmentRequested({ id: 'MARQUEE_USER_MENU_LABELS', allowed: ['C', 'T1'] }));
    await waitUntil(() => store.getState().weblabAnswers.MARQUEE_USER_MENU_LABELS !== undefined);

    await setFault({ endpoint: 'weblab', status: 500 });
    const failing = makeStore();
    failing.dispatch(treatmentRequested({ id: 'MARQUEE_USER_MENU_LABELS', allowed: ['C', 'T1'] }));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(selectTreatment(failing.getState(), 'MARQUEE_USER_MENU_LABELS')).to.equal('C');
  });

  it('knows which calls are on their way, and lists every treatment with the page’s own winning', async () => {
    const after = await lastEventId();
    const store = makeStore();
    store.dispatch(sharedSettingsChanged({ source: 'page', settings: { weblabs: { MARQUEE_FOOTER_APP_BUTTON: 'T2' } } }));
    store.dispatch(treatmentRequested({ id: 'MARQUEE_USER_MENU_LABELS', allowed: ['C', 'T1'] }));
    // Asked twice while the first call is out: one call.
    store.dispatch(treatmentRequested({ id: 'MARQUEE_USER_MENU_LABELS', allowed: ['C', 'T1'] }));
    expect(selectWeblabCallsPending(store.getState())).to.equal(true);
    await waitUntil(() => !selectWeblabCallsPending(store.getState()));
    expect(await receivedEvents('weblab', after)).to.have.length(1);
    const answered = store.getState().weblabAnswers.MARQUEE_USER_MENU_LABELS;
    expect(selectWeblabs(store.getState())).to.deep.equal({ MARQUEE_USER_MENU_LABELS: answered, MARQUEE_FOOTER_APP_BUTTON: 'T2' });
    store.dispatch(sharedSettingsChanged({ source: 'page', settings: { weblabs: { MARQUEE_USER_MENU_LABELS: 'C' } } }));
    expect(selectWeblabs(store.getState()).MARQUEE_USER_MENU_LABELS).to.equal('C');
  });
});
