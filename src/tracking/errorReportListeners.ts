import type { AppStartListening } from '../store';
import { buildErrorReport, ERROR_REPORT_PATH, sendErrorReport } from './errorReport';
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
      await sendErrorReport(api.extra.fetch, ERROR_REPORT_PATH, report);
    },
  });
}
