import type { BusinessMetricsRecord } from '../logging';

/** Spec §9 logging constants. */
export const LOGGING_CLIENT_NAME = 'IMDbNext';
export const PLACEHOLDER_SESSION_ID = '000-0000000-0000000';

export interface PageViewFacts {
  pageType: string;
  subPageType: string;
  pageConst: string;
  requestId: string;
  /** The host's ref tag for the page view, else the ref_ of the page's address. */
  refTag: string;
  pageAction: string;
  siteVariant: string;
  countryOfResidence: string;
  marketplaceId: string;
  /** The locale the chrome shows. */
  locale: string;
  isLoggedIn: boolean;
  /** Which application served the page: next or legacy. */
  service: string;
  /** Every treatment the page runs under: the page's own and the weblab call's answers. */
  weblabs: Record<string, string>;
  /** The session-id cookie, when there is one. */
  sessionId: string | undefined;
  startTimeMillis: number;
  location: Pick<Location, 'pathname' | 'search' | 'hostname'>;
  referrer: string;
  userAgent: string;
}

/** The page-view log entry of spec §3, with the constants of spec §9; a field left empty is not sent (logging's `filled`). */
export function pageViewEntry(facts: PageViewFacts): BusinessMetricsRecord {
  return {
    clientName: LOGGING_CLIENT_NAME,
    hitType: 'pageHit',
    pageAssemblyType: 'main',
    statusCode: 200,
    sessionId: facts.sessionId ?? PLACEHOLDER_SESSION_ID,
    requestId: facts.requestId,
    pageType: facts.pageType,
    subPageType: facts.subPageType,
    pageConst: facts.pageConst,
    refTag: facts.refTag,
    pageAction: facts.pageAction,
    siteVariant: facts.siteVariant,
    countryOfResidence: facts.countryOfResidence.toUpperCase(),
    marketplaceId: facts.marketplaceId,
    language: facts.locale,
    isNewUser: !facts.sessionId,
    startTimeMillis: facts.startTimeMillis,
    httpReferer: facts.referrer,
    userAgent: facts.userAgent,
    serverName: facts.location.hostname,
    pathInfo: facts.location.pathname,
    queryString: facts.location.search.replace(/^\?/, ''),
    weblabs: facts.weblabs,
    additionalRequestData: { signedIn: String(facts.isLoggedIn), service: facts.service },
  };
}

/** The ref_ marker of a page address (a path with its query), or empty. */
export function refTagOf(path: string): string {
  try {
    return new URL(path, 'http://page.invalid').searchParams.get('ref_') ?? '';
  } catch {
    return '';
  }
}

/** Spec §7/§9: the client-side query log entry keeps at most 2000 characters of the query. */
export const MAX_NAV_QUERY_LENGTH = 2000;

export function queryLogEntry(navQuery: string, page: { pageType: string; subPageType: string }): BusinessMetricsRecord {
  return {
    clientName: LOGGING_CLIENT_NAME,
    hitType: 'dataOnly',
    pageAssemblyType: 'pagecomponent',
    pageType: page.pageType,
    subPageType: page.subPageType,
    pageAction: 'nav-search-query',
    additionalRequestData: { navQuery: navQuery.slice(0, MAX_NAV_QUERY_LENGTH) },
  };
}
