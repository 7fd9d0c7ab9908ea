import { trackingPermission } from '../consent/consentSlice';
import { selectEndpoints } from '../net';
import type { AppStartListening } from '../store';
import { offsiteHit, sendBeacon } from './beacon';
import { buildErrorReport, sendErrorReport } from './errorReport';
import { sendMetric } from './metric';
import { pageActionReported, sectionRenderFailed } from './trackingActions';
import { selectTrackingSettings } from './trackingSettings';

type Api = Parameters<Parameters<AppStartListening>[0]['effect']>[1];

/** Holds a hit until consent is known; false when the visitor declined (spec §4, TRK-09). */
async function mayTrack(api: Api): Promise<boolean> {
  if (trackingPermission(api.getState()) === 'wait') {
    await api.condition((_action, state) => trackingPermission(state) !== 'wait');
  }
  return trackingPermission(api.getState()) === 'send';
}

/** Reports an error to the error endpoint; never throws. */
function reportError(api: Api, error: { message: string; stack?: string | undefined }, subPageType: string): Promise<void> {
  const { pageType, pageConst } = selectTrackingSettings(api.getState());
  const report = buildErrorReport(error, { pageType, subPageType, pageConst });
  return sendErrorReport(api.extra.fetch, selectEndpoints(api.getState()).errorEndpoint, report);
}

/** The one analytics helper: every page action of the chrome is sent from here (spec §7). */
export function addTrackingListeners(startListening: AppStartListening): void {
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

  startListening({
    actionCreator: sectionRenderFailed,
    effect: async ({ payload }, api) => {
      await reportError(api, payload, payload.section);
    },
  });
}
