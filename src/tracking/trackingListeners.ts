import { readCookie } from '../cookies';
import { selectWeblabCallsPending, selectWeblabs } from '../experiments';
import { selectI18n } from '../i18n/i18nSlice';
import { createLoggingClient, type LoggingClient } from '../logging';
import { currentPath, selectSession } from '../session';
import { sharedSettingsChanged } from '../store/sourcedSettings';
import { selectEndpoints } from '../net';
import type { AppStartListening } from '../store';
import { offsiteHit, sendBeacon } from './beacon';
import { chromeSettled, domReady } from './pageReady';
import { buildErrorReport, sendErrorReport } from './errorReport';
import { sendMetric } from './metric';
import { LOGGING_CLIENT_NAME, pageViewEntry, queryLogEntry, refTagOf } from './pageView';
import {
  countMetricReported,
  errorReported,
  pageActionReported,
  queryLogged,
  RENDER_FAILURE_PAGE_ACTION,
  sectionRenderFailed,
} from './trackingActions';
import { selectTrackingSettings } from './trackingSettings';
import { trackingPermission } from './trackingPermission';

type Api = Parameters<Parameters<AppStartListening>[0]['effect']>[1];

/**
 * At most this many hits wait for consent at once; later ones are dropped. A page left open for
 * hours whose consent call keeps failing must not grow without end (README, Consent).
 */
export const MAX_HELD_HITS = 50;

/**
 * The consent gate of one store: resolves true when a hit may go, after holding it while consent
 * is unknown; false when the visitor declined, or when too many hits are held already.
 */
function createConsentGate(): (api: Api) => Promise<boolean> {
  let held = 0;
  let warned = false;
  return async (api) => {
    if (trackingPermission(api.getState()) === 'wait') {
      if (held >= MAX_HELD_HITS) {
        if (!warned) console.warn(`[marquee] consent is still unknown; ${String(MAX_HELD_HITS)} hits are held, and later ones are dropped.`);
        warned = true;
        return false;
      }
      held += 1;
      try {
        await api.condition((_action, state) => trackingPermission(state) !== 'wait');
      } finally {
        held -= 1;
      }
    }
    return trackingPermission(api.getState()) === 'send';
  };
}

const asError = (error: unknown): Error => (error instanceof Error ? error : new Error(String(error)));

/** Reports an error to the error endpoint, with the page it happened on (spec §7); never throws. */
function reportError(api: Api, error: { message: string; stack?: string | undefined }): Promise<void> {
  const { pageType, subPageType, pageConst } = selectTrackingSettings(api.getState());
  const report = buildErrorReport(error, { pageType, subPageType, pageConst });
  return sendErrorReport(api.extra.fetch, selectEndpoints(api.getState()).errorEndpoint, report);
}

/** A failed call of our own, reported with what failed in front of its message. */
function reportCallFailure(api: Api, call: string, error: unknown): Promise<void> {
  const failure = asError(error);
  return reportError(api, { message: `${call} failed: ${failure.message}`, stack: failure.stack });
}

function loggingClient(api: Api): LoggingClient {
  const { loggingEndpoint, loggingStage } = selectEndpoints(api.getState());
  return createLoggingClient({
    stage: loggingStage,
    hosts: { [loggingStage]: { public: loggingEndpoint, internal: loggingEndpoint } },
    clientName: LOGGING_CLIENT_NAME,
    fetch: api.extra.fetch,
  });
}

/** How long the page view waits for weblab calls still on their way: a slow one must not lose it. */
const PAGE_VIEW_WEBLAB_WAIT_MS = 3000;

/** The one analytics helper: every page action of the chrome is sent from here (spec §7). */
export function addTrackingListeners(startListening: AppStartListening): void {
  const mayTrack = createConsentGate();
  startListening({
    actionCreator: pageActionReported,
    effect: async ({ payload }, api) => {
      if (!(await mayTrack(api))) return;
      const page = selectTrackingSettings(api.getState());
      const { trackingEndpoint } = selectEndpoints(api.getState());
      const { pageAction } = payload;
      const refTag = payload.refTag ?? '';
      const sends = [
        sendMetric(
          { refTag, pageType: page.pageType, subPageType: page.subPageType, pageAction },
          { endpoint: trackingEndpoint, consumer: true, fetch: api.extra.fetch, reportError: (e) => void reportCallFailure(api, 'metric', e) },
        ),
      ];
      // A followed link that leaves the site is also an offsite redirect hit (spec §7).
      if (payload.offsite) {
        const hit = offsiteHit({ refTag, pageAction, pageConst: page.pageConst, hitType: 'redirect', requestId: page.requestId });
        sends.push(sendBeacon(api.extra.fetch, trackingEndpoint, hit));
      }
      // Failures were reported; a lost hit must not disturb the page.
      await Promise.allSettled(sends);
    },
  });

  // One page-view log entry per page, once the page's elements have said what page this is.
  startListening({
    actionCreator: sharedSettingsChanged,
    effect: async (_action, api) => {
      api.unsubscribe();
      await api.pause(domReady());
      // The entry names the treatments the page runs under, so it waits for the weblab calls the
      // chrome makes as it renders (for a while: a slow call must not cost the page view).
      await api.pause(chromeSettled());
      if (selectWeblabCallsPending(api.getState())) {
        await api.condition((_action, state) => !selectWeblabCallsPending(state), PAGE_VIEW_WEBLAB_WAIT_MS);
      }
      if (!(await mayTrack(api))) return;
      const state = api.getState();
      const page = selectTrackingSettings(state);
      const session = selectSession(state);
      const entry = pageViewEntry({
        ...page,
        refTag: page.refTag || refTagOf(currentPath(session.currentUri)),
        locale: selectI18n(state).locale,
        isLoggedIn: session.isLoggedIn,
        weblabs: selectWeblabs(state),
        sessionId: readCookie('session-id'),
        startTimeMillis: Math.round(performance.timeOrigin),
        location,
        referrer: document.referrer,
        userAgent: navigator.userAgent,
      });
      await loggingClient(api).recordBusinessMetrics(entry).catch((error: unknown) => reportCallFailure(api, 'page view log', error));
    },
  });

  startListening({
    actionCreator: countMetricReported,
    effect: async ({ payload }, api) => {
      if (!(await mayTrack(api))) return;
      await loggingClient(api)
        .postMetricData({ clientName: LOGGING_CLIENT_NAME, metrics: [{ name: payload.name, value: 1, unit: 'Count' }] })
        .catch((error: unknown) => reportCallFailure(api, 'count metric', error));
    },
  });

  startListening({
    actionCreator: queryLogged,
    effect: async ({ payload }, api) => {
      if (!(await mayTrack(api))) return;
      const entry = queryLogEntry(payload.navQuery, selectTrackingSettings(api.getState()));
      await loggingClient(api).recordBusinessMetrics(entry).catch((error: unknown) => reportCallFailure(api, 'query log', error));
    },
  });

  startListening({
    actionCreator: errorReported,
    effect: async ({ payload }, api) => {
      await reportError(api, payload);
    },
  });

  startListening({
    actionCreator: sectionRenderFailed,
    effect: async ({ payload: { section, message, stack } }, api) => {
      // Spec §8: logged (by the boundary), reported, and tracked as an action naming the section.
      api.dispatch(pageActionReported({ pageAction: RENDER_FAILURE_PAGE_ACTION, refTag: section }));
      await reportError(api, { message: `${section} failed to render: ${message}`, stack });
    },
  });
}
