// What the consent listeners do once a banner is on the page: the consent call, the answer, the
// page's tracker scripts and Google's Consent Mode. Loaded with import() when a banner connects
// (consentListeners.ts), so a page's first paint does not wait for it.
import { readCookie, writeCookie } from '../cookies';
import { selectI18n } from '../i18n';
import { safeHref } from '../links/safeHref';
import { pageOrigin, pageUrl } from '../links/pageLocation';
import { selectEndpoints } from '../net';
import { GraphError } from '../net/graphql';
import { tellNoBackend } from '../net/noBackend';
import { whileSessionHeld } from '../session/sessionFollow';
import type { AppStartListening, RootState } from '../store';
import { errorReported } from '../tracking';
import { answerFailed, answerRecorded, promptNotShown, promptShown, selectBanner, type BannerPrompt, type PromptAnswer, type ServedPrompt } from './bannerSlice';
import { fetchPrivacyPrompt, graphFailureMessage, respondToPrivacyPrompt, type Directives, type GraphCall, type ServerPrompt } from './consentApi';
import { ANSWERED_FLAG, CONSENT_COOKIE, CONSENT_EVENT, DETECT_COUNTRY_COOKIE, ERROR_FLAG, GOOGLE_VENDOR, MOBILE_MEDIA_QUERY, SESSION_COOKIE } from './consentConstants';
import type { ConsentEventDetail } from './consentEvents';
import { selectConsent, vendorConsent, type ConsentState, type VendorConsent } from './consentSlice';
import { updateGoogleConsentMode } from './googleConsentMode';
import { graphEndpointFor, graphHeaders } from './graphRequest';
import { loadSanitizer } from './sanitizer';
import { nextTask } from '../ui/nextTask';
import { readSessionFlag, writeSessionFlag } from './sessionFlags';
import { activateTrackerScripts, watchForTrackerScripts } from './trackerScripts';
import { parseVendorList } from './vendorList';

export type Api = Parameters<Parameters<AppStartListening>[0]['effect']>[1];

/**
 * Tells the page (host scripts, other bundles and this bundle's own store: listenForConsentEvents,
 * consentEvents.ts) the directives, on window.
 */
export function broadcastConsent(vendors: readonly VendorConsent[]): void {
  const detail: ConsentEventDetail = parseVendorList(vendors) ?? [];
  window.dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail }));
}

/** Where the consent call goes and what it carries, from the page as it is now. */
function graphCall(api: Api): GraphCall {
  const state = api.getState();
  const { settings } = selectBanner(state);
  const endpoints = selectEndpoints(state);
  const mobile = settings.clientVariant === 'auto' ? window.matchMedia(MOBILE_MEDIA_QUERY).matches : settings.clientVariant === 'mobile';
  const endpoint = graphEndpointFor(endpoints);
  const headers = graphHeaders({
    stage: endpoints.loggingStage,
    mobile,
    sessionId: readCookie(SESSION_COOKIE),
    detectCountry: readCookie(DETECT_COUNTRY_COOKIE),
    geoOverrideSecret: settings.geoOverrideSecret,
    consentRecord: new URL(endpoint, pageUrl()).origin === pageOrigin() ? undefined : readCookie(CONSENT_COOKIE),
    locale: selectI18n(state).locale,
  });
  // Not in a session other than the page's: its question, or an answer to it, is another visitor's (sessionFollow).
  return { endpoint, headers, timeout: settings.graphTimeout, fetch: whileSessionHeld(api.extra.fetch) };
}

/** Spec §8: a failed call shows nothing to the visitor; it is reported. */
function reportFailure(api: Api, error: unknown): void {
  api.dispatch(errorReported({ message: graphFailureMessage(error) }));
}

/** A failure that tells of no backend says so (noBackend.ts); any other is the backend's own. */
function tellIfNoBackend(endpoint: string, error: unknown): void {
  if (error instanceof GraphError) tellNoBackend('<consent-banner>', 'graph-endpoint', endpoint, error.status, 'no consent banner is shown, consent stays unknown and nothing tracks');
}

/** CNS-02, CNS-07: this session neither answered nor failed to. */
const sessionMayAsk = () => readSessionFlag(ANSWERED_FLAG) === null && readSessionFlag(ERROR_FLAG) === null;

/** The prompt made safe to show: HTML through DOMPurify (else the plain text), an http(s) customize link. */
async function preparePrompt(api: Api, prompt: ServerPrompt): Promise<BannerPrompt> {
  let html = '';
  if (prompt.plaidHtml.trim() !== '') {
    try {
      html = (await loadSanitizer()).toHtml(prompt.plaidHtml).trim();
      // The banner renders in a task after DOMPurify's first run, not in the same one.
      await nextTask();
    } catch (error) {
      api.dispatch(errorReported({ message: `could not load the HTML sanitizer: ${String(error)}` }));
    }
  }
  return { id: prompt.id, customizeUrl: safeHref(prompt.customizeUrl) ?? null, plainText: prompt.plainText, html };
}

/**
 * CNS-01, CNS-02, CNS-18: ask for the prompt and directives, tell the page the directives when the
 * session has them, and show the prompt when it may be shown. A banner the server rendered has
 * its answer already (the server asked, and the question shows from the first frame): its vendors
 * are told, and nothing is asked again. The server cannot see the session's flags, so its question
 * goes when this session answered or failed to (the after-paint loader hid it until now).
 */
export async function askForConsent(api: Api, served?: ServedPrompt): Promise<void> {
  if (served) {
    if (served.vendors) broadcastConsent(served.vendors);
    if (!sessionMayAsk()) api.dispatch(promptNotShown());
    return;
  }
  let answer: Awaited<ReturnType<typeof fetchPrivacyPrompt>>;
  const call = graphCall(api);
  try {
    answer = await api.pause(fetchPrivacyPrompt(call));
  } catch (error) {
    if (api.signal.aborted) return;
    tellIfNoBackend(call.endpoint, error);
    reportFailure(api, error);
    api.dispatch(promptNotShown());
    return;
  }
  if (answer.directives) broadcastConsent(answer.directives.vendors);
  // A prompt the server does not ask, and no directives: nothing here needs consent, as on a page
  // that asks nobody. The page hears an empty list: every vendor allowed, none on a strict-consent
  // page (docs/consent.md). Without a prompt at all, consent stays unknown.
  else if (answer.prompt?.showPromptOnPageLoad === false) broadcastConsent([]);
  if (!answer.prompt?.showPromptOnPageLoad || !sessionMayAsk()) {
    api.dispatch(promptNotShown());
    return;
  }
  api.dispatch(promptShown(await api.pause(preparePrompt(api, answer.prompt))));
}

/** CNS-03, CNS-04, CNS-07: the server, the cookie and the page learn the visitor's answer to the prompt shown. */
export async function recordAnswer(api: Api, prompt: BannerPrompt, answer: PromptAnswer): Promise<void> {
  let directives: Directives;
  try {
    directives = await respondToPrivacyPrompt(graphCall(api), prompt.id, answer);
  } catch (error) {
    writeSessionFlag(ERROR_FLAG, 'true');
    reportFailure(api, error);
    api.dispatch(answerFailed());
    return;
  }
  writeCookie(CONSENT_COOKIE, directives.directivesCookie, { expires: new Date(directives.expirationDate) });
  writeSessionFlag(ANSWERED_FLAG, answer);
  api.dispatch(answerRecorded());
  broadcastConsent(directives.vendors);
}

/** CNS-06, CNS-19, CNS-20: the page's marked tracker scripts and Google's Consent Mode follow consent. */
export async function followConsent(consent: ConsentState): Promise<void> {
  const google = vendorConsent(consent, GOOGLE_VENDOR);
  if (google !== 'unknown') updateGoogleConsentMode(google);
  await runAllowedScripts(consent);
}

/** CNS-06: a marked script the page adds later runs once the host registers it, if its vendor is allowed. */
export function watchTrackerScripts(getState: () => RootState): () => void {
  return watchForTrackerScripts(() => void runAllowedScripts(selectConsent(getState())));
}

function runAllowedScripts(consent: ConsentState): Promise<void> {
  return activateTrackerScripts((vendor) => vendorConsent(consent, vendor) === 'allowed');
}
