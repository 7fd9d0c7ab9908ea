import { expect, waitUntil } from '@open-wc/testing';
import sinon from 'sinon';
import {
  CONSENT_EVENT,
  consentAsked,
  consentReceived,
  strictConsentChanged,
  vendorConsent,
  type ConsentState,
} from '../../src/consent';
import { sharedSettingsChanged } from '../../src/store';
import { makeStore } from '../../src/store/store';
import { trackingPermission } from '../../src/tracking';
import { lastEventId, receivedEvents } from '../helpers/backend';
import { settle } from './consentKit';

const consent = (vendors: ConsentState['vendors'], strict = false): ConsentState => ({ asked: true, vendors, strict });
const permission = (state: ConsentState) => trackingPermission({ consent: state, trackingSettings: { sources: [] } });
const tellConsent = (detail: unknown) => window.dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail }));

describe('the consent rule', () => {
  it('[CNS-05] allowed when allow is true, refused when false, allowed when absent, unknown before any list', () => {
    const list = consent([{ id: '755', allow: true }, { id: '50025', allow: false }]);
    expect(vendorConsent(list, '755')).to.equal('allowed');
    expect(vendorConsent(list, '50025')).to.equal('refused');
    expect(vendorConsent(list, '1126')).to.equal('allowed');
    expect(vendorConsent(consent(null), '755')).to.equal('unknown');
  });

  it('[CNS-17] on a strict page an absent vendor is refused', () => {
    const list = consent([{ id: '755', allow: true }], true);
    expect(vendorConsent(list, '755')).to.equal('allowed');
    expect(vendorConsent(list, '1126')).to.equal('refused');
  });

  it('[CNS-17] first-party tracking: a strict empty list declines everything; a lenient one allows', () => {
    expect(permission(consent([], true))).to.equal('drop');
    expect(permission(consent([]))).to.equal('send');
    expect(permission(consent([{ id: '755', allow: true }], true))).to.equal('send');
    expect(permission(consent([{ id: '755', allow: false }], true))).to.equal('drop');
  });
});

describe('consent-event feeds the page\'s consent', () => {
  afterEach(() => {
    sinon.restore();
  });

  it('[CNS-05] consent is unknown until the first event, then follows what a host script says', () => {
    const store = makeStore();
    expect(store.getState().consent.vendors).to.equal(null);
    tellConsent([{ id: '755', allow: false }, { id: 1126, allow: true }]);
    const state = store.getState().consent;
    expect(vendorConsent(state, '755')).to.equal('refused');
    expect(vendorConsent(state, '1126'), 'a numeric id is matched as a string').to.equal('allowed');
    expect(vendorConsent(state, '50025')).to.equal('allowed');
  });

  it('ignores an event whose detail is not a vendor list, and one bad entry spoils the list', () => {
    const warn = sinon.stub(console, 'warn');
    const store = makeStore();
    tellConsent([{ id: '755', allow: false }]);
    for (const detail of [null, 'all', { id: '755', allow: true }, [{ id: '755', allow: 'yes' }], [{ id: '755', allow: true }, { allow: true }]]) {
      tellConsent(detail);
    }
    // A malformed refusal must never become "absent", which would count as consent.
    expect(store.getState().consent.vendors).to.deep.equal([{ id: '755', allow: false }]);
    // Each store on the page (tests leave some behind) says so once per event.
    expect(new Set(warn.getCalls().map((call): unknown => call.args[1])).size).to.equal(5);
  });

  it('hands every listener the same frozen list, so none can change it for the others', () => {
    const details: unknown[] = [];
    const listener = (event: Event) => details.push((event as CustomEvent).detail);
    window.addEventListener(CONSENT_EVENT, listener);
    try {
      const store = makeStore();
      store.dispatch(consentReceived([]));
      window.dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail: [{ id: '755', allow: false }] }));
      expect(Object.isFrozen(store.getState().consent.vendors)).to.equal(true);
      expect(Object.isFrozen(store.getState().consent.vendors?.[0])).to.equal(true);
    } finally {
      window.removeEventListener(CONSENT_EVENT, listener);
    }
    expect(details).to.have.length(1);
  });

  it('[CNS-05] holds the page view until consent is known, though no banner has run yet', async () => {
    // The tag is in the page but its code has not run (another entry, still loading).
    const pending = document.createElement('consent-banner');
    document.body.append(pending);
    try {
      const store = makeStore();
      const after = await lastEventId();
      store.dispatch(sharedSettingsChanged({ source: 'header', settings: { pageType: 'consent-hold-test' } }));
      await settle(200);
      const pageViews = async () => (await receivedEvents('logging', after)).filter((e) => JSON.stringify(e).includes('consent-hold-test'));
      expect(await pageViews()).to.deep.equal([]);
      tellConsent([{ id: '755', allow: true }]);
      await waitUntil(async () => (await pageViews()).length === 1, 'the page view never went out', { timeout: 3000 });
    } finally {
      pending.remove();
    }
  });

  it('strict mode is set by the banner and read by everyone', () => {
    const store = makeStore();
    store.dispatch(consentAsked());
    store.dispatch(strictConsentChanged(true));
    tellConsent([]);
    expect(vendorConsent(store.getState().consent, '755')).to.equal('refused');
  });
});
