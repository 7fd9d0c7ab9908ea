import type { HitType, MetricUnit, PageAssemblyType } from '../enums';
import { serializeWeblabs } from '../experiments/weblabs';

/** One metric (spec §3; the service takes 1 to 100 per call). */
export interface Metric {
  name: string;
  value: number;
  unit?: MetricUnit;
  /** Milliseconds since the epoch. */
  timestamp?: number;
  dimensions?: Readonly<Record<string, string>>;
}

/**
 * The query-string key of each scalar field of a business-metrics record (spec §7), in the
 * spec's order. RecordBusinessMetrics sends these in the query string, not the body.
 */
export const SHORT_KEYS = {
  marketplaceId: 'mid',
  requestId: 'rid',
  sessionId: 'sid',
  customerId: 'cid',
  directedCustomerId: 'did',
  originalClientIP: 'ip',
  statusCode: 'sc',
  startTimeMillis: 'st',
  durationMillis: 'd',
  hitType: 'ht',
  pageType: 'pt',
  subPageType: 'spt',
  pageConst: 'pc',
  pageSecondaryConst: 'psc',
  pageAction: 'pa',
  tabId: 'tid',
  refTag: 'ref',
  isNewUser: 'isu',
  siteVariant: 'sv',
  language: 'lang',
  countryOfResidence: 'cor',
  regionOfResidence: 'ror',
  pageAssemblyType: 'pat',
  userAgent: 'ua',
  relatedRequestId: 'rrid',
  pathInfo: 'pi',
  serverName: 'sn',
  httpReferer: 'hr',
  queryString: 'qs',
  weblabs: 'w',
} as const;

export type ScalarField = keyof typeof SHORT_KEYS;

/**
 * A business-metrics record: every field of spec §3. The spec marks none as required, so none
 * is here; which ones a page view fills in is tracking's business (spec §3 "Page-view log entry").
 */
export interface BusinessMetricsRecord {
  /** Sent as the x-imdb-client-name header. */
  clientName?: string;
  /**
   * `cookie` and `isPublic` are fields of the record, but the path-tr wire format has no place
   * for them (no short key; the body holds only metrics and amabotData), so they are not sent.
   * In a browser the page's cookies travel anyway: the call is made with credentials.
   */
  cookie?: string;
  isPublic?: boolean;
  marketplaceId?: string;
  requestId?: string;
  sessionId?: string;
  customerId?: string;
  directedCustomerId?: string;
  originalClientIP?: string;
  statusCode?: number;
  startTimeMillis?: number;
  durationMillis?: number;
  hitType?: HitType;
  pageType?: string;
  subPageType?: string;
  pageConst?: string;
  pageSecondaryConst?: string;
  pageAction?: string;
  tabId?: string;
  refTag?: string;
  isNewUser?: boolean;
  siteVariant?: string;
  language?: string;
  countryOfResidence?: string;
  regionOfResidence?: string;
  pageAssemblyType?: PageAssemblyType;
  userAgent?: string;
  relatedRequestId?: string;
  pathInfo?: string;
  serverName?: string;
  httpReferer?: string;
  queryString?: string;
  /** Experiment id → treatment; sent serialized by serializeWeblabs. */
  weblabs?: Readonly<Record<string, string>>;
  metrics?: readonly Metric[];
  amabotData?: Readonly<Record<string, unknown>> | string;
  /** Sent at the top of the envelope, beside Input. */
  additionalRequestData?: Readonly<Record<string, string>>;
}

/**
 * The one rule for every record the chrome sends (the beacon's query, the metric's form, the error
 * report, this record's query string and its additionalRequestData): a field with nothing in it,
 * undefined or empty, is left out, never sent as `name=`. A page that names no main entity sends
 * no `const`, rather than one whose id is "" (the page's settings: empty means unknown).
 */
export const filled = (fields: Readonly<Record<string, string | undefined>>): Record<string, string> =>
  Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => !!entry[1]));

/** The record's scalar fields under their short keys, as text; those left undefined or empty are left out (filled). */
export function recordQuery(record: BusinessMetricsRecord): URLSearchParams {
  const texts: Record<string, string | undefined> = {};
  for (const [field, key] of Object.entries(SHORT_KEYS) as [ScalarField, string][]) {
    const value = record[field];
    // A page under no treatment has an empty w: left out as well.
    texts[key] = typeof value === 'object' ? serializeWeblabs(value) : value?.toString();
  }
  return new URLSearchParams(filled(texts));
}
