import type { AppStartListening } from '../store';
import { selectEndpoints } from '../net';
import { buildErrorReport, sendErrorReport } from './errorReport';
import { sectionRenderFailed } from './trackingActions';

export function addErrorReportListeners(startListening: AppStartListening): void {
  startListening({
    actionCreator: sectionRenderFailed,
    effect: async ({ payload }, api) => {
      const report = buildErrorReport(payload, {
        pageType: 'chrome',
        subPageType: payload.section,
        pageConst: location.pathname,
      });
      await sendErrorReport(api.extra.fetch, selectEndpoints(api.getState()).errorEndpoint, report);
    },
  });
}
