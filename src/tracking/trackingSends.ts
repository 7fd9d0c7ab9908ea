// What the tracking listeners send, once a hit may go. Loaded with import() the first time one
// does: the beacon, metric and error-report builders and the logging client are not needed for
// the chrome's first paint, and a visitor who declines never loads them.
import { selectConsent } from '../consent/consentSlice';
import { readCookie } from '../cookies';
import { selectWeblabs } from '../experiments/selectWeblabs';
import { selectI18n } from '../i18n/i18nSlice';
import { createLoggingClient, type LoggingClient } from '../logging';
import { selectEndpoints } from '../net';
import { selectSession } from '../session';
import { whileSessionHeld } from '../session/sessionFollow';
import type { AppStartListening } from '../store';
import { offsiteHit, sendBeacon } from './beacon';
import { buildErrorReport, sendErrorReport } from './errorReport';
import { sendMetric } from './metric';
import type { PageAddress } from './pageAddress';
import { LOGGING_CLIENT_NAME, pageViewEntry, queryLogEntry, refTagOf } from './pageView';
import type { PageActionMetric } from './trackingActions';
import { trackingPermission } from './trackingPermission';
import { selectTrackingSettings } from './trackingSettings';
import { pageDocument } from '../chrome/pageDocument';

export type Api = Parameters<Parameters<AppStartListening>[0]['effect']>[1];

/**
 * The page's fetch, held back once the visitor's session is no longer the page's (sessionFollow):
 * nothing is sent with the last visitor's answer, or under the next visitor's session.
 */
const send = (api: Api): typeof fetch => whileSessionHeld(api.extra.fetch);

const asError = (error: unknown): Error => (error instanceof Error ? error : new Error(String(error)));

/** Reports an error to the error endpoint, with the page it happened on (spec §7); never throws. */
export function reportError(api: Api, error: { message: string; stack?: string | undefined }): Promise<void> {
  const { pageType, subPageType, pageConst } = selectTrackingSettings(api.getState());
  const report = buildErrorReport(error, { pageType, subPageType, pageConst });
  return sendErrorReport(send(api), selectEndpoints(api.getState()).errorEndpoint, report);
}

/** How long after the first held hit a page with no banner, and no `no-consent-banner`, is told so. */
const NO_BANNER_WARNING_MS = 3000;

/**
 * Called at a page's first held hit: if a few seconds later consent is still unknown and no banner
 * has asked, the page has neither a banner nor `no-consent-banner` and holds every hit for good.
 * It is told once, on the console and to the error logger.
 */
export function watchForBanner(api: Api): void {
  setTimeout(() => {
    const state = api.getState();
    if (trackingPermission(state) !== 'wait' || selectConsent(state).asked) return;
    const message =
      '[marquee] consent is unknown and no <consent-banner> is on this page, so tracking is held for good. Add <consent-banner>, or the no-consent-banner attribute if this page asks nobody (docs/consent.md).';
    console.warn(message);
    void reportError(api, { message });
  }, NO_BANNER_WARNING_MS);
}

let droppingTold = false;

/** Told once a page: consent is still unknown and the held hits are at their limit. */
export function warnHitsDropped(limit: number): void {
  if (droppingTold) return;
  droppingTold = true;
  console.warn(`[marquee] consent is still unknown; ${String(limit)} hits are held, and later ones are dropped.`);
}

/** A failed call of our own, reported with what failed in front of its message. */
function reportCallFailure(api: Api, call: string, error: unknown): Promise<void> {
  const failure = asError(error);
  return reportError(api, { message: `${call} failed: ${failure.message}`, stack: failure.stack });
}

/** The logging service of the page's stage: its own endpoint if the page gave one, else logging-endpoint. */
function loggingClient(api: Api): LoggingClient {
  const endpoints = selectEndpoints(api.getState());
  const host = (endpoint: string) => ({ public: endpoint || endpoints.loggingEndpoint, internal: endpoint || endpoints.loggingEndpoint });
  return createLoggingClient({
    stage: endpoints.loggingStage,
    hosts: { beta: host(endpoints.loggingEndpointBeta), gamma: host(endpoints.loggingEndpointGamma), prod: host(endpoints.loggingEndpointProd) },
    clientName: LOGGING_CLIENT_NAME,
    fetch: send(api),
  });
}

/**
 * A page action's metric hit, and for a followed link that leaves the site its offsite redirect hit.
 * Anonymous: the metric alone, without cookies (the redirect hit carries the page's request id).
 */
export async function sendPageAction(api: Api, payload: PageActionMetric): Promise<void> {
  const { anonymous } = payload;
  const page = selectTrackingSettings(api.getState());
  const { trackingEndpoint } = selectEndpoints(api.getState());
  const { pageAction } = payload;
  const refTag = payload.refTag ?? '';
  const sends = [
    sendMetric(
      { refTag, pageType: page.pageType, subPageType: page.subPageType, pageAction, hitType: payload.type },
      {
        endpoint: trackingEndpoint,
        consumer: true,
        fetch: send(api),
        reportError: (e) => void reportCallFailure(api, 'metric', e),
        credentials: anonymous ? 'omit' : 'same-origin',
      },
    ),
  ];
  // A followed link that leaves the site is also an offsite redirect hit (spec §7).
  if (payload.offsite && !anonymous) {
    const hit = offsiteHit({ refTag, pageAction, pageConst: page.pageConst, hitType: 'redirect', requestId: page.requestId });
    sends.push(sendBeacon(send(api), trackingEndpoint, hit));
  }
  // Failures were reported; a lost hit must not disturb the page.
  await Promise.allSettled(sends);
}

/** A page-view log entry for the page at `address`. */
export async function logPageView(api: Api, address: PageAddress): Promise<void> {
  const state = api.getState();
  const page = selectTrackingSettings(state);
  const session = selectSession(state);
  const entry = pageViewEntry({
    ...page,
    refTag: page.refTag || refTagOf(address.path),
    locale: selectI18n(state).locale,
    isLoggedIn: session.isLoggedIn,
    weblabs: selectWeblabs(state),
    sessionId: readCookie('session-id'),
    startTimeMillis: Math.round(performance.timeOrigin),
    location: address,
    referrer: pageDocument.referrer,
    userAgent: navigator.userAgent,
  });
  await loggingClient(api).recordBusinessMetrics(entry).catch((error: unknown) => reportCallFailure(api, 'page view log', error));
}

export async function logCountMetric(api: Api, name: string): Promise<void> {
  await loggingClient(api)
    .postMetricData({ clientName: LOGGING_CLIENT_NAME, metrics: [{ name, value: 1, unit: 'Count' }] })
    .catch((error: unknown) => reportCallFailure(api, 'count metric', error));
}

export async function logQuery(api: Api, navQuery: string): Promise<void> {
  const entry = queryLogEntry(navQuery, selectTrackingSettings(api.getState()));
  await loggingClient(api).recordBusinessMetrics(entry).catch((error: unknown) => reportCallFailure(api, 'query log', error));
}
