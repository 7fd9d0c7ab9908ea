import { expect, waitUntil } from '@open-wc/testing';
import sinon from 'sinon';
import { readCookie } from '../../src/cookies';
import { ANSWERED_FLAG, ERROR_FLAG } from '../../src/consent/consentConstants';
import { sharedSettingsChanged, type AppStore } from '../../src/store';
import { makeStore } from '../../src/store/store';
import { answerChosen, selectBanner } from '../../src/consent/bannerSlice';
import { PromptDialog } from '../../src/consent/PromptDialog';
import { mountInChrome } from '../helpers/mount';
import { lastEventId, receivedEvents, setFault } from '../helpers/backend';
import {
  PROMPT_ID,
  button,
  freshVisitor,
  graphCalls,
  recordConsentEvents,
  renderBanner,
  settle,
  shownBanner,
  waitForGraphCalls,
  type RenderedBanner,
} from './consentKit';

interface MutationResponse {
  data: { respondToPrivacyPrompt: { directives: { directivesCookie: string; expirationDate: string; vendors: { id: string; allow: boolean }[] } } };
}

const ALL = ['50025', '755', '1126'];

describe('<ConsentBanner> with the reference backend', () => {
  let banner: RenderedBanner | undefined;
  let store: AppStore;

  beforeEach(() => {
    store = makeStore();
  });

  afterEach(async () => {
    banner?.unmount();
    banner = undefined;
    sinon.restore();
    await freshVisitor();
  });

  it('[CNS-02] [CNS-13] shows the question to a new visitor: title, prompt, Decline, Accept, Customize', async () => {
    banner = renderBanner(store);
    const shown = await shownBanner(banner.container);
    const title = shown.querySelector('.title');
    const text = shown.querySelector('.text');
    expect(title?.textContent).to.equal('Select Your Preferences');
    // The title comes before the prompt text.
    expect(title?.compareDocumentPosition(text as Node)).to.equal(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(text?.textContent).to.contain('We use cookies');
    // plaidHtml was used: its link is there, made safe, and written absolute on the site.
    const link = text?.querySelector('a');
    expect(link?.getAttribute('href')).to.equal(`${location.origin}/privacy/`);
    expect(link?.getAttribute('rel')).to.equal('noopener noreferrer');
    expect([...shown.querySelectorAll('button')].map((b) => b.textContent)).to.deep.equal(['Decline', 'Accept']);
    const customize = shown.querySelector<HTMLAnchorElement>('a.customize');
    expect(customize?.textContent).to.equal('Customize');
    expect(customize?.getAttribute('href')).to.equal(`${location.origin}/privacy/preferences/`);
  });

  it('[CNS-03] [CNS-04] Accept: the server records AcceptAll, the banner hides, ci is written, consent-event fires', async () => {
    const events = recordConsentEvents();
    banner = renderBanner(store);
    await shownBanner(banner.container);
    const after = await lastEventId();
    button(banner.container, 'Accept').click();
    await waitUntil(() => !banner?.container.querySelector('.banner'), 'the banner stayed');

    const [mutation] = await waitForGraphCalls(after, 1, 'RespondToPrivacyPrompt');
    expect((mutation?.body as { variables: unknown }).variables).to.deep.equal({ promptId: PROMPT_ID, action: 'AcceptAll' });
    expect(mutation?.summary).to.contain('consent decision AcceptAll');
    const { directives } = (mutation?.response as MutationResponse).data.respondToPrivacyPrompt;

    await waitUntil(() => events.details.length === 1, 'no consent-event');
    events.stop();
    expect(events.details[0]).to.deep.equal(ALL.map((id) => ({ id, allow: true })));
    expect(readCookie('ci')).to.equal(directives.directivesCookie);
    expect(sessionStorage.getItem(ANSWERED_FLAG)).to.equal('AcceptAll');
    expect(store.getState().consent.vendors).to.deep.equal(directives.vendors);
  });

  it('[CNS-03] [CNS-04] Decline: the server records RejectAll, the banner hides, ci is written, consent-event fires', async () => {
    const events = recordConsentEvents();
    banner = renderBanner(store);
    await shownBanner(banner.container);
    const after = await lastEventId();
    button(banner.container, 'Decline').click();
    await waitUntil(() => !banner?.container.querySelector('.banner'), 'the banner stayed');

    const [mutation] = await waitForGraphCalls(after, 1, 'RespondToPrivacyPrompt');
    expect((mutation?.body as { variables: unknown }).variables).to.deep.equal({ promptId: PROMPT_ID, action: 'RejectAll' });
    const { directives } = (mutation?.response as MutationResponse).data.respondToPrivacyPrompt;
    await waitUntil(() => events.details.length === 1, 'no consent-event');
    events.stop();
    expect(events.details[0]).to.deep.equal(ALL.map((id) => ({ id, allow: false })));
    expect(readCookie('ci')).to.equal(directives.directivesCookie);
    expect(sessionStorage.getItem(ANSWERED_FLAG)).to.equal('RejectAll');
  });

  it('[CNS-03] Accept hides the banner in the tap\'s own frame, its room kept, and the store hears the answer after that frame', async () => {
    banner = renderBanner(store);
    const shown = await shownBanner(banner.container);
    const after = await lastEventId();
    const { height } = shown.getBoundingClientRect();
    const padding = document.body.style.paddingBlockEnd;
    button(banner.container, 'Accept').click();
    // In the click's own task: unseen, nothing in the page moved, nothing recorded yet.
    expect(getComputedStyle(shown).visibility).to.equal('hidden');
    expect(shown.getBoundingClientRect().height).to.equal(height);
    expect(document.body.style.paddingBlockEnd).to.equal(padding);
    expect(selectBanner(store.getState()).status).to.equal('shown');
    // The frame that shows it is drawn before the answer is heard (a browser that draws no frame
    // within 50 ms, WebKit's headless one at times, hears it then: afterNextPaint).
    const clicked = performance.now();
    const inFrame = await new Promise<{ status: string; late: boolean }>((resolve) => {
      requestAnimationFrame(() => { resolve({ status: selectBanner(store.getState()).status, late: performance.now() - clicked >= 50 }); });
    });
    if (!inFrame.late) expect(inFrame.status).to.equal('shown');
    await waitUntil(() => selectBanner(store.getState()).status !== 'shown', 'the store never heard the answer');
    await waitForGraphCalls(after, 1, 'RespondToPrivacyPrompt');
    await waitUntil(() => !banner?.container.querySelector('.banner'), 'the banner stayed');
  });

  it('an answer the store does not take (a banner it does not show yet) shows the banner again, and sends nothing', async () => {
    const after = await lastEventId();
    banner = mountInChrome(store, <PromptDialog prompt={{ id: PROMPT_ID, customizeUrl: null, plainText: 'We use cookies.', html: '' }} />);
    const shown = await shownBanner(banner.container);
    await waitUntil(() => shown.querySelector('.accept')?.textContent === 'Accept', 'no Accept button');
    button(banner.container, 'Accept').click();
    expect(getComputedStyle(shown).visibility).to.equal('hidden');
    await waitUntil(() => getComputedStyle(shown).visibility === 'visible', 'the banner stayed hidden');
    expect(selectBanner(store.getState()).status).to.equal('idle');
    await settle(200);
    expect(await graphCalls(after, 'RespondToPrivacyPrompt')).to.have.length(0);
  });

  it('[CNS-04] writes ci to expire when the server says', async () => {
    const jar = sinon.spy(Document.prototype, 'cookie', ['set']);
    banner = renderBanner(store);
    await shownBanner(banner.container);
    const after = await lastEventId();
    button(banner.container, 'Accept').click();
    const [mutation] = await waitForGraphCalls(after, 1, 'RespondToPrivacyPrompt');
    const { directives } = (mutation?.response as MutationResponse).data.respondToPrivacyPrompt;
    const lines = () => jar.set.getCalls().map((call) => call.args[0]);
    await waitUntil(() => lines().some((line) => line.startsWith('ci=')));
    const line = lines().find((candidate) => candidate.startsWith('ci=')) ?? '';
    expect(line).to.contain(`Expires=${new Date(directives.expirationDate).toUTCString()}`).and.contain('Path=/');
  });

  it('[CNS-02] does not show once this session answered (the session flag)', async () => {
    sessionStorage.setItem(ANSWERED_FLAG, 'AcceptAll');
    banner = renderBanner(store);
    await waitUntil(() => store.getState().consentBanner.status === 'hidden', 'never decided', { timeout: 3000 });
    expect(banner.container.querySelector('.banner')).to.equal(null);
  });

  it('[CNS-02] does not show when the last answer attempt failed (consent-banner-error)', async () => {
    sessionStorage.setItem(ERROR_FLAG, 'true');
    banner = renderBanner(store);
    await waitUntil(() => store.getState().consentBanner.status === 'hidden', 'never decided', { timeout: 3000 });
    expect(banner.container.querySelector('.banner')).to.equal(null);
  });

  it('[CNS-02] does not show when the server does not ask (showPromptOnPageLoad false)', async () => {
    // Outside the consent countries (a test page's geo override), the server does not ask.
    document.cookie = 'detect-country=US; Path=/';
    store.dispatch(sharedSettingsChanged({ source: 'test', settings: { loggingStage: 'beta' } }));
    banner = renderBanner(store, { geoOverrideSecret: 'test' });
    await waitUntil(() => store.getState().consentBanner.status === 'hidden', 'never decided', { timeout: 3000 });
    expect(banner.container.querySelector('.banner')).to.equal(null);
  });

  it('[CNS-07] a failed answer sets consent-banner-error, and the banner stays away for the session', async () => {
    banner = renderBanner(store);
    await shownBanner(banner.container);
    await setFault({ endpoint: 'graphql', status: 503 });
    const after = await lastEventId();
    button(banner.container, 'Accept').click();
    await waitUntil(() => sessionStorage.getItem(ERROR_FLAG) !== null, 'no error flag');
    await waitUntil(async () => (await receivedEvents('error-report', after)).length === 1, 'no error report');
    const [report] = await receivedEvents('error-report', after);
    expect((report?.body as { message: string }).message).to.equal('queryGraph call in IMDbConsentBanner failed: 503 Service Unavailable');
    expect(banner.container.querySelector('.banner')).to.equal(null);
    expect(readCookie('ci')).to.equal(undefined);
    expect(store.getState().consent.vendors, 'nothing was decided').to.equal(null);

    // The next page of the session: the server would ask again, the flag says no.
    await setFault({ endpoint: 'graphql' });
    banner.unmount();
    const next = makeStore();
    banner = renderBanner(next);
    await waitUntil(() => next.getState().consentBanner.status === 'hidden', 'never decided', { timeout: 3000 });
    expect(banner.container.querySelector('.banner')).to.equal(null);
  });

  it('[CNS-18] tells the page the directives on every load once the session has them, without a click', async () => {
    banner = renderBanner(store);
    await shownBanner(banner.container);
    button(banner.container, 'Decline').click();
    await waitUntil(() => store.getState().consent.vendors !== null);
    banner.unmount();

    // The next page of the session.
    const events = recordConsentEvents();
    const next = makeStore();
    banner = renderBanner(next);
    await waitUntil(() => events.details.length === 1, 'no consent-event on load', { timeout: 3000 });
    events.stop();
    expect(events.details[0]).to.deep.equal(ALL.map((id) => ({ id, allow: false })));
    expect(next.getState().consent.vendors).to.deep.equal(ALL.map((id) => ({ id, allow: false })));
    expect(banner.container.querySelector('.banner')).to.equal(null);
  });

  it('with session storage blocked, asks again (the server decides) and answers without a crash', async () => {
    const blocked = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    sinon.stub(window, 'sessionStorage').get(blocked);
    const errors = sinon.spy();
    window.addEventListener('unhandledrejection', errors);
    try {
      banner = renderBanner(store);
      await shownBanner(banner.container);
      const after = await lastEventId();
      button(banner.container, 'Accept').click();
      await waitForGraphCalls(after, 1, 'RespondToPrivacyPrompt');
      await waitUntil(() => store.getState().consentBanner.status === 'answered', 'never answered');
      expect(banner.container.querySelector('.banner')).to.equal(null);
      expect(errors.called).to.equal(false);
    } finally {
      window.removeEventListener('unhandledrejection', errors);
    }
  });

  it('a second click on the way out sends one answer only', async () => {
    banner = renderBanner(store);
    await shownBanner(banner.container);
    const after = await lastEventId();
    store.dispatch(answerChosen('AcceptAll'));
    store.dispatch(answerChosen('RejectAll'));
    await waitForGraphCalls(after, 1, 'RespondToPrivacyPrompt');
    await settle(200);
    expect(await receivedEvents('graphql', after)).to.have.length(1);
  });
});
