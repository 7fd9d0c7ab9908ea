import { expect, waitUntil } from '@open-wc/testing';
import sinon from 'sinon';
import { CONSENT_EVENT, strictConsentChanged } from '../../src/consent';
import { bannerSlice } from '../../src/consent/bannerSlice';
import type { AppStore } from '../../src/store';
import { makeStore } from '../../src/store/store';
import { settle, stubGraph } from './consentKit';

declare global {
  interface Window {
    gtag?: (...args: unknown[]) => void;
  }
}

const { bannerConnected, bannerDisconnected } = bannerSlice.actions;
const tellConsent = (detail: unknown) => window.dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail }));
const update = (value: 'granted' | 'denied') => ['consent', 'update', { ad_storage: value, ad_user_data: value, ad_personalization: value, analytics_storage: value }];

describe('Google Consent Mode (CNS-20)', () => {
  let store: AppStore;

  beforeEach(() => {
    // A prompt to ask: an answer with none and no directives would tell the page an empty list.
    store = makeStore({ services: { fetch: stubGraph({}) } });
    store.dispatch(bannerConnected());
  });

  afterEach(() => {
    store.dispatch(bannerDisconnected());
    delete window.gtag;
  });

  it('[CNS-20] passes vendor 755 allowed on as granted', async () => {
    const gtag = sinon.spy();
    window.gtag = gtag;
    tellConsent([{ id: '755', allow: true }, { id: '50025', allow: false }]);
    await waitUntil(() => gtag.called);
    expect(gtag.firstCall.args).to.deep.equal(update('granted'));
  });

  it('[CNS-20] passes vendor 755 refused on as denied', async () => {
    const gtag = sinon.spy();
    window.gtag = gtag;
    tellConsent([{ id: '755', allow: false }]);
    await waitUntil(() => gtag.called);
    expect(gtag.firstCall.args).to.deep.equal(update('denied'));
  });

  it('[CNS-20] [CNS-17] an absent 755 is granted, unless the page is strict', async () => {
    const gtag = sinon.spy();
    window.gtag = gtag;
    tellConsent([{ id: '50025', allow: true }]);
    await waitUntil(() => gtag.callCount === 1);
    expect(gtag.lastCall.args).to.deep.equal(update('granted'));
    store.dispatch(strictConsentChanged(true));
    await waitUntil(() => gtag.callCount === 2);
    expect(gtag.lastCall.args).to.deep.equal(update('denied'));
  });

  it('[CNS-20] says nothing while consent is unknown, and nothing breaks without gtag', async () => {
    const gtag = sinon.spy();
    window.gtag = gtag;
    await settle();
    expect(gtag.called).to.equal(false);
    delete window.gtag;
    tellConsent([{ id: '755', allow: true }]);
    await settle();
    expect(store.getState().consent.vendors).to.deep.equal([{ id: '755', allow: true }]);
  });
});
