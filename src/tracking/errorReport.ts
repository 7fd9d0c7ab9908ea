import { filled } from '../logging';

/** Spec §9: the error-report fields are bounded so a report can never be huge. */
export const MAX_MESSAGE_LENGTH = 300;
export const MAX_STACK_LENGTH = 500;

export interface ErrorReport {
  pageType: string;
  subPageType: string;
  pageConst: string;
  message: string;
  stack: string;
}

/** The report of an error on a page; a field with nothing in it (no page const, no stack) is left out (filled). */
export function buildErrorReport(
  error: { message: string; stack?: string | undefined },
  page: Pick<ErrorReport, 'pageType' | 'subPageType' | 'pageConst'>,
): Partial<ErrorReport> {
  return filled({
    ...page,
    message: error.message.slice(0, MAX_MESSAGE_LENGTH),
    stack: error.stack?.slice(0, MAX_STACK_LENGTH),
  });
}

/**
 * Reports an error; a report that cannot be sent is dropped, never thrown. It goes whatever the
 * visitor's consent, so it carries nothing about the visitor: no cookies (spec §7 asks for none),
 * and of the page's address only its origin (the report names the page by its type).
 */
export async function sendErrorReport(send: typeof fetch, endpoint: string, report: Partial<ErrorReport>): Promise<void> {
  try {
    await send(endpoint, {
      method: 'POST',
      credentials: 'omit',
      referrerPolicy: 'strict-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(report),
      keepalive: true,
    });
  } catch {
    // Nowhere left to report to.
  }
}
