import { readCookie } from '../cookies';
import { selectAssignedWeblabs } from '../experiments';
import { createLoggingClient, type LoggingClient } from '../logging';
import { selectSession } from '../session';
import { sharedSettingsChanged } from '../store/sourcedSettings';
import { selectEndpoints } from '../net';
import type { AppStartListening } from '../store';
import { offsiteHit, sendBeacon } from './beacon';
import { buildErrorReport, sendErrorReport } from './errorReport';
import { sendMetric } from './metric';
import { LOGGING_CLIENT_NAME, pageViewEntry, queryLogEntry } from './pageView';
import { countMetricReported, errorReported, pageActionReported, queryLogged, sectionRenderFailed } from './trackingActions';
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

/** Reports an error to the error endpoint; never throws. */
function reportError(api: Api, error: { message: string; stack?: string | undefined }, subPageType: string): Promise<void> {
  const { pageType, pageConst } = selectTrackingSettings(api.getState());
  const report = buildErrorReport(error, { pageType, subPageType, pageConst });
  return sendErrorReport(api.extra.fetch, selectEndpoints(api.getState()).errorEndpoint, report);
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

function domReady(): Promise<void> {
  if (document.readyState !== 'loading') return Promise.resolve();
  return new Promise((resolve) => {
    document.addEventListener('DOMContentLoaded', () => {
      resolve();
    }, { once: true });
  });
}

/** The one analytics helper: every page action of the chrome is sent from here (spec §7). */
export function addTrackingListeners(startListening: AppStartListening): void {
  const mayTrack = createConsentGate();
  startListening({
    actionCreator: pageActionReported,
    effect: async ({ payload }, api) => {
      if (!(await mayTrack(api))) return;
      const page = selectTrackingSettings(api.getState());
      const { trackingEndpoint } = selectEndpoints(api.getState());
      const refTag = payload.refTag ?? '';
      const sends = [
        sendMetric(
          { refTag, pageType: page.pageType, subPageType: page.subPageType, pageAction: payload.pageAction },
          { endpoint: trackingEndpoint, consumer: true, fetch: api.extra.fetch, reportError: (e) => void reportError(api, e, 'metric') },
        ),
      ];
      // Following an external link leaves the site: tracked as an offsite redirect hit.
      if (payload.type === 'external') {
        sends.push(
          sendBeacon(api.extra.fetch, trackingEndpoint, offsiteHit({ refTag, pageConst: page.pageConst, hitType: 'redirect', requestId: page.requestId })),
        );
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
      if (!(await mayTrack(api))) return;
      const state = api.getState();
      const page = selectTrackingSettings(state);
      const session = selectSession(state);
      const entry = pageViewEntry({
        ...page,
        locale: session.locale,
        isLoggedIn: session.isLoggedIn,
        weblabs: selectAssignedWeblabs(state),
        sessionId: readCookie('session-id'),
        startTimeMillis: Math.round(performance.timeOrigin),
        location,
        referrer: document.referrer,
        userAgent: navigator.userAgent,
      });
      await loggingClient(api).recordBusinessMetrics(entry).catch((error: unknown) => reportError(api, asError(error), 'page-view'));
    },
  });

  startListening({
    actionCreator: countMetricReported,
    effect: async ({ payload }, api) => {
      if (!(await mayTrack(api))) return;
      await loggingClient(api)
        .postMetricData({ clientName: LOGGING_CLIENT_NAME, metrics: [{ name: payload.name, value: 1, unit: 'Count' }] })
        .catch((error: unknown) => reportError(api, asError(error), 'count-metric'));
    },
  });

  startListening({
    actionCreator: queryLogged,
    effect: async ({ payload }, api) => {
      if (!(await mayTrack(api))) return;
      const entry = queryLogEntry(payload.navQuery, selectTrackingSettings(api.getState()));
      await loggingClient(api).recordBusinessMetrics(entry).catch((error: unknown) => reportError(api, asError(error), 'query-log'));
    },
  });

  startListening({
    actionCreator: errorReported,
    effect: async ({ payload }, api) => {
      await reportError(api, payload, payload.source);
    },
  });

  startListening({
    actionCreator: sectionRenderFailed,
    effect: async ({ payload }, api) => {
      await reportError(api, payload, payload.section);
    },
  });
}
