import { expect, waitUntil } from '@open-wc/testing';
import { CONSENT_EVENT, registerTrackerScript, strictConsentChanged } from '../../src/consent';
import { bannerSlice } from '../../src/consent/bannerSlice';
import type { AppStore } from '../../src/store';
import { makeStore } from '../../src/store/store';
import { lastEventId, receivedEvents } from '../helpers/backend';
import { button, freshVisitor, renderBanner, settle, shownBanner, type RenderedBanner } from './consentKit';

declare global {
  interface Window {
    ran?: string[];
  }
}

const { bannerConnected, bannerDisconnected } = bannerSlice.actions;

/** Adds marked scripts to the page; returns the container, to remove afterwards. */
function markedScripts(html: string): HTMLElement {
  const holder = document.createElement('div');
  // Parsed, not created by script: this is how a host page's markup arrives.
  holder.append(document.createRange().createContextualFragment(html));
  document.body.append(holder);
  return holder;
}

const inline = (vendor: string, name = vendor, attributes = '') =>
  `<script type="text/plain" data-consent-vendor="${vendor}" ${attributes}>(window.ran ??= []).push('${name}')</script>`;

/**
 * A store with a banner on the page whose consent service has not answered yet: consent comes
 * from the page's own events (a host's consent manager).
 */
function bannerStore(): AppStore {
  const unanswered: typeof fetch = () => new Promise(() => undefined);
  const store = makeStore({ services: { fetch: unanswered } });
  store.dispatch(bannerConnected());
  return store;
}

const tellConsent = (detail: unknown) => window.dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail }));

describe('tracker scripts marked for consent', () => {
  let holder: HTMLElement | undefined;
  let store: AppStore | undefined;
  let banner: RenderedBanner | undefined;

  beforeEach(() => {
    delete window.ran;
  });

  afterEach(async () => {
    store?.dispatch(bannerDisconnected());
    banner?.unmount();
    holder?.remove();
    holder = store = banner = undefined;
    delete window.ran;
    await freshVisitor();
  });

  it('[CNS-06] runs a marked script the page adds after consent is known once the host registers it, if its vendor is allowed', async () => {
    store = bannerStore();
    tellConsent([{ id: '50025', allow: false }, { id: '755', allow: true }]);
    await settle(50);
    holder = markedScripts(inline('50025', 'late-refused') + inline('755', 'late-allowed') + inline('755', 'late-unregistered'));
    await settle(100);
    expect(window.ran, 'nothing added later runs by itself').to.equal(undefined);
    const [refused, allowed] = Array.from(holder.querySelectorAll('script'));
    expect(await registerTrackerScript(refused)).to.equal(true);
    expect(await registerTrackerScript(allowed)).to.equal(true);
    await waitUntil(() => window.ran?.includes('late-allowed'), 'the registered script never ran');
    await settle(50);
    expect(window.ran).to.deep.equal(['late-allowed']);
    expect(holder.querySelector('script[type="text/plain"][data-consent-vendor="50025"]'), 'the refused one stays inert').to.not.equal(null);
  });

  it('[CNS-06] refuses to register anything but a marked script, with a console error', async () => {
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args[0]);
    try {
      expect(await registerTrackerScript(document.createElement('div'))).to.equal(false);
      expect(await registerTrackerScript(document.createElement('script'))).to.equal(false);
      expect(await registerTrackerScript(null)).to.equal(false);
    } finally {
      console.error = original;
    }
    expect(errors).to.have.length(3);
    expect(String(errors[0])).to.contain('registerTrackerScript');
  });

  it('never runs a marked script that arrived through innerHTML, while the page\'s markup runs (issue 34)', async () => {
    holder = markedScripts(inline('755', 'markup'));
    const injected = document.createElement('div');
    injected.innerHTML = inline('755', 'innerHTML');
    holder.append(injected);
    const after = document.createElement('div');
    after.insertAdjacentHTML('beforeend', inline('755', 'insertAdjacentHTML'));
    holder.append(after);
    // Registered or not, the browser keeps a script parsed by innerHTML inert.
    await Promise.all(Array.from(injected.querySelectorAll('script'), (script) => registerTrackerScript(script)));
    store = bannerStore();
    tellConsent([{ id: '755', allow: true }]);
    await waitUntil(() => window.ran?.includes('markup'), 'the page\'s own script did not run');
    await settle(300);
    expect(window.ran).to.deep.equal(['markup']);
  });

  it('[CNS-06] [CNS-05] runs exactly the allowed vendors\' scripts: allowed, or absent from the list', async () => {
    holder = markedScripts(inline('50025') + inline('755') + inline('1126'));
    store = bannerStore();
    tellConsent([{ id: '50025', allow: false }, { id: '755', allow: true }]);
    await waitUntil(() => window.ran?.length === 2, 'the allowed scripts did not run');
    expect(window.ran).to.deep.equal(['755', '1126']);
    expect(holder.querySelector('script[type="text/plain"]')?.getAttribute('data-consent-vendor'), 'the refused one stays inert').to.equal('50025');
  });

  it('[CNS-06] runs all of them when the list is empty', async () => {
    holder = markedScripts(inline('50025') + inline('755') + inline('1126'));
    store = bannerStore();
    tellConsent([]);
    await waitUntil(() => window.ran?.length === 3);
    expect(window.ran).to.deep.equal(['50025', '755', '1126']);
  });

  it('[CNS-17] on a strict page an empty list runs none, and an absent vendor is refused', async () => {
    holder = markedScripts(inline('50025') + inline('755'));
    store = bannerStore();
    store.dispatch(strictConsentChanged(true));
    tellConsent([]);
    await settle();
    expect(window.ran).to.equal(undefined);
    tellConsent([{ id: '755', allow: true }]);
    await waitUntil(() => window.ran?.length === 1);
    expect(window.ran).to.deep.equal(['755']);
  });

  it('[CNS-05] runs nothing while consent is unknown', async () => {
    holder = markedScripts(inline('755'));
    store = bannerStore();
    await settle();
    expect(window.ran).to.equal(undefined);
  });

  it('[CNS-19] runs each once, in document order, external ones waited for, keeping nonce and attributes', async () => {
    const external = (name: string) => `data:text/javascript,(window.ran ??= []).push('${name}')`;
    holder = markedScripts(
      inline('755', 'first', 'nonce="n0nce" data-extra="kept" id="first-tracker"') +
        `<script type="text/plain" data-consent-vendor="755" src="${external('second')}" crossorigin="anonymous"></script>` +
        inline('1126', 'third'),
    );
    store = bannerStore();
    tellConsent([{ id: '755', allow: true }, { id: '1126', allow: true }]);
    await waitUntil(() => window.ran?.length === 3, 'not all ran');
    expect(window.ran).to.deep.equal(['first', 'second', 'third']);

    const first = holder.querySelector<HTMLScriptElement>('#first-tracker');
    expect(first?.nonce).to.equal('n0nce');
    expect(first?.dataset.extra).to.equal('kept');
    expect(first?.dataset.consentVendor).to.equal('755');
    expect(first?.hasAttribute('type')).to.equal(false);
    expect(holder.querySelector('script[src]')?.getAttribute('crossorigin')).to.equal('anonymous');

    // Consent told again (another load, another bundle): nothing runs twice.
    tellConsent([{ id: '755', allow: true }, { id: '1126', allow: true }]);
    await settle();
    expect(window.ran).to.deep.equal(['first', 'second', 'third']);
  });

  it('[CNS-06] leaves scripts alone in a store without a banner (the banner\'s bundle runs them)', async () => {
    holder = markedScripts(inline('755'));
    store = makeStore();
    tellConsent([{ id: '755', allow: true }]);
    await settle();
    expect(window.ran).to.equal(undefined);
  });

  describe('with the reference backend', () => {
    const trackers = (tag: string) =>
      ['50025', '755', '1126']
        .map((vendor) => `<script type="text/plain" data-consent-vendor="${vendor}" src="/tr/?ref_=${tag}-${vendor}&ht=pageHit"></script>`)
        .join('');
    const trackerHits = async (after: number, tag: string) =>
      (await receivedEvents('beacon', after)).map((e) => String(e.query.ref_)).filter((ref) => ref.startsWith(tag)).sort();

    it('[CNS-06] after Accept, every vendor\'s tracker reaches the server', async () => {
      const tag = `accept${String(Date.now())}`;
      holder = markedScripts(trackers(tag));
      const after = await lastEventId();
      banner = renderBanner(makeStore());
      await shownBanner(banner.container);
      button(banner.container, 'Accept').click();
      await waitUntil(async () => (await trackerHits(after, tag)).length === 3, 'not all trackers ran', { timeout: 3000 });
      expect(await trackerHits(after, tag)).to.deep.equal([`${tag}-1126`, `${tag}-50025`, `${tag}-755`]);
    });

    it('[CNS-06] after Decline, no refused vendor\'s request reaches the server', async () => {
      const tag = `decline${String(Date.now())}`;
      holder = markedScripts(trackers(tag));
      const after = await lastEventId();
      const pageStore = makeStore();
      banner = renderBanner(pageStore);
      await shownBanner(banner.container);
      button(banner.container, 'Decline').click();
      await waitUntil(() => pageStore.getState().consent.vendors !== null, 'no consent');
      await settle(300);
      expect(await trackerHits(after, tag)).to.deep.equal([]);
      expect(holder.querySelectorAll('script[type="text/plain"]')).to.have.length(3);
    });
  });
});
