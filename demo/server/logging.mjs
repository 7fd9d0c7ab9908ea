// The logging service (spec §7), mounted under /logging/, speaking Coral-style JSON 1.1.
//
// Requests (content type application/json or application/x-amz-json-1.1):
//   POST /logging/      { Operation, Service?, Input, additionalRequestData? }
//                       Operation PostMetricData or RecordBusinessMetrics, Input in full.
//   POST /logging/ops   the same envelope; Operation, when given, must be PostMetricData.
//                       Input: { clientName: string, metrics: Metric[], defaultDimensions?: {string: string} }
//   POST /logging/tr?mid=…&rid=…&ht=…   RecordBusinessMetrics: scalar fields in the query
//                       string under the short keys of SHORT_KEYS; the body (may be empty) is the
//                       envelope with Input holding only metrics and amabotData.
//   Metric: { name: string, value: finite number, unit?: MetricUnit, timestamp?: number,
//             dimensions?: {string: string} }; 1 to 100 per request.
//   additionalRequestData: {string: string}. hitType and pageAssemblyType must be spec §3 values.
//
// Answers, each with header x-amzn-requestid (a UUID) and the body always { Output: {...} }:
//   200 { Output: { __type: 'com.marquee.logging#PostMetricDataOutput', accepted: <metrics> } }
//   200 { Output: { __type: 'com.marquee.logging#RecordBusinessMetricsOutput', accepted: <metrics> } }
//   400 { Output: { __type: 'com.marquee.logging#InvalidRequestException', message } }  bad input
//   400 { Output: { __type: 'com.marquee.logging#UnknownOperationException', message } }
//   413, 415, 405 carry an InvalidRequestException too; 404 for other paths under /logging/.
//   429 { Output: { __type: 'com.marquee.logging#ThrottlingException', message } }  past the
//                       client's write budgets, per kind and in bytes (context.mjs); a field over
//                       2,048 characters is a 413. A refused call (any 4xx) stores nothing.
//   503 { Output: { __type: 'com.marquee.logging#ServiceUnavailableException', message } }, Retry-After:
//                                                  the store is not answering (unavailable.mjs)
//   500 { Output: { __type: 'com.marquee.logging#DependencyException', message } }  storage failed
// The client checks Output.__type against the operation it called (spec §8).
import { randomUUID } from 'node:crypto';
import { HttpError, isPlainObject, readJson, sendJson } from './http.mjs';
import { logLine } from './logText.mjs';
import { HIT_TYPES } from './tracking.mjs';
import { isStoreUnavailable, RETRY_AFTER_SECONDS } from './unavailable.mjs';

export const NAMESPACE = 'com.marquee.logging#';
export const MAX_METRICS = 100;
export const OPERATIONS = ['PostMetricData', 'RecordBusinessMetrics'];
export const PAGE_ASSEMBLY_TYPES = ['main', 'pagecomponent'];
export const METRIC_UNITS = [
  'Seconds', 'Microseconds', 'Milliseconds', 'Bytes', 'Kilobytes', 'Megabytes', 'Gigabytes', 'Terabytes',
  'Bits', 'Kilobits', 'Megabits', 'Gigabits', 'Terabits', 'Percent', 'Count',
  'Bytes/Second', 'Kilobytes/Second', 'Megabytes/Second', 'Gigabytes/Second', 'Terabytes/Second',
  'Bits/Second', 'Kilobits/Second', 'Megabits/Second', 'Gigabits/Second', 'Terabits/Second', 'Count/Second', 'None',
];

/** Spec §7: RecordBusinessMetrics' scalar fields and their query-string keys. */
export const SHORT_KEYS = {
  marketplaceId: 'mid', requestId: 'rid', sessionId: 'sid', customerId: 'cid', directedCustomerId: 'did',
  originalClientIP: 'ip', statusCode: 'sc', startTimeMillis: 'st', durationMillis: 'd', hitType: 'ht',
  pageType: 'pt', subPageType: 'spt', pageConst: 'pc', pageSecondaryConst: 'psc', pageAction: 'pa',
  tabId: 'tid', refTag: 'ref', isNewUser: 'isu', siteVariant: 'sv', language: 'lang',
  countryOfResidence: 'cor', regionOfResidence: 'ror', pageAssemblyType: 'pat', userAgent: 'ua',
  relatedRequestId: 'rrid', pathInfo: 'pi', serverName: 'sn', httpReferer: 'hr', queryString: 'qs', weblabs: 'w',
};
const LONG_BY_SHORT = new Map(Object.entries(SHORT_KEYS).map(([long, short]) => [short, long]));
/** Spec §3's business-metrics record: the scalar fields plus these. */
const RECORD_FIELDS = new Set([...Object.keys(SHORT_KEYS), 'clientName', 'cookie', 'isPublic', 'metrics', 'amabotData']);
const POST_METRIC_FIELDS = new Set(['clientName', 'metrics', 'defaultDimensions']);

class ServiceError extends Error {
  /** @param {number} status @param {string} type @param {string} message */
  constructor(status, type, message) {
    super(message);
    this.status = status;
    this.type = type;
  }
}

/** @param {string} message */
const invalid = (message) => new ServiceError(400, 'InvalidRequestException', message);

/**
 * @param {unknown} value
 * @param {string} what
 */
function checkStringMap(value, what) {
  if (value === undefined) return;
  if (!isPlainObject(value) || !Object.values(value).every((v) => typeof v === 'string')) {
    throw invalid(`${what} must be an object of strings`);
  }
}

/**
 * @param {unknown} metrics
 * @param {boolean} required
 * @returns {number} how many
 */
function checkMetrics(metrics, required) {
  if (metrics === undefined && !required) return 0;
  if (!Array.isArray(metrics) || metrics.length === 0 || metrics.length > MAX_METRICS) {
    throw invalid(`metrics must be an array of 1 to ${MAX_METRICS} metrics`);
  }
  metrics.forEach((metric, i) => {
    if (!isPlainObject(metric)) throw invalid(`metrics[${i}] must be an object`);
    const { name, value, unit, timestamp, dimensions } = metric;
    if (typeof name !== 'string' || name === '') throw invalid(`metrics[${i}].name must be a non-empty string`);
    if (typeof value !== 'number' || !Number.isFinite(value)) throw invalid(`metrics[${i}].value must be a finite number`);
    if (unit !== undefined && !METRIC_UNITS.includes(String(unit))) throw invalid(`metrics[${i}].unit ${JSON.stringify(unit)} is not a metric unit`);
    if (timestamp !== undefined && (typeof timestamp !== 'number' || !Number.isFinite(timestamp))) throw invalid(`metrics[${i}].timestamp must be a number`);
    checkStringMap(dimensions, `metrics[${i}].dimensions`);
  });
  return metrics.length;
}

/**
 * @param {Record<string, unknown>} input
 * @param {Set<string>} allowed
 * @param {string} operation
 */
function checkFieldNames(input, allowed, operation) {
  const unknown = Object.keys(input).filter((key) => !allowed.has(key));
  if (unknown.length > 0) throw invalid(`${operation} Input has unknown fields: ${unknown.join(', ')}`);
}

/** @param {Record<string, unknown>} input */
function checkEnumerations(input) {
  if (input.hitType !== undefined && !HIT_TYPES.includes(String(input.hitType))) throw invalid(`hitType ${JSON.stringify(input.hitType)} is not one of ${HIT_TYPES.join(', ')}`);
  if (input.pageAssemblyType !== undefined && !PAGE_ASSEMBLY_TYPES.includes(String(input.pageAssemblyType))) {
    throw invalid(`pageAssemblyType ${JSON.stringify(input.pageAssemblyType)} is not one of ${PAGE_ASSEMBLY_TYPES.join(', ')}`);
  }
}

/**
 * Validates one call and returns the Input to store and how many metrics it carried.
 * @param {'PostMetricData' | 'RecordBusinessMetrics'} operation
 * @param {Record<string, unknown>} input
 */
function checkInput(operation, input) {
  if (operation === 'PostMetricData') {
    checkFieldNames(input, POST_METRIC_FIELDS, operation);
    if (typeof input.clientName !== 'string' || input.clientName === '') throw invalid('clientName must be a non-empty string');
    checkStringMap(input.defaultDimensions, 'defaultDimensions');
    return checkMetrics(input.metrics, true);
  }
  checkFieldNames(input, RECORD_FIELDS, operation);
  checkEnumerations(input);
  if (input.amabotData !== undefined && !isPlainObject(input.amabotData) && typeof input.amabotData !== 'string') {
    throw invalid('amabotData must be an object or a string');
  }
  return checkMetrics(input.metrics, false);
}

/**
 * The operation a request calls, and its Input, from path, query and body.
 * @param {string} rawPath
 * @param {URLSearchParams} query
 * @param {unknown} body
 */
function readCall(rawPath, query, body) {
  const envelope = body === undefined ? {} : body;
  if (!isPlainObject(envelope)) throw invalid('the body must be a JSON object { Operation, Service, Input, additionalRequestData }');
  const { Operation, Service, Input = {}, additionalRequestData } = envelope;
  if (!isPlainObject(Input)) throw invalid('Input must be an object');
  checkStringMap(additionalRequestData, 'additionalRequestData');
  if (Service !== undefined && typeof Service !== 'string') throw invalid('Service must be a string');
  const pathOperation = rawPath === '/logging/ops' ? 'PostMetricData' : rawPath === '/logging/tr' ? 'RecordBusinessMetrics' : undefined;
  if (Operation !== undefined && typeof Operation !== 'string') throw invalid('Operation must be a string');
  const operation = Operation ?? pathOperation;
  if (operation === undefined) throw invalid('Operation is required');
  if (operation !== 'PostMetricData' && operation !== 'RecordBusinessMetrics') {
    throw new ServiceError(400, 'UnknownOperationException', `unknown Operation ${JSON.stringify(operation)}; expected ${OPERATIONS.join(' or ')}`);
  }
  if (pathOperation !== undefined && operation !== pathOperation) throw invalid(`${rawPath} takes ${pathOperation}, not ${operation}`);

  let input = Input;
  if (rawPath === '/logging/tr') {
    checkFieldNames(Input, new Set(['metrics', 'amabotData']), 'RecordBusinessMetrics on /logging/tr: scalar fields belong in the query string;');
    /** @type {Record<string, unknown>} */
    const scalars = Object.create(null);
    for (const [key, value] of query) {
      const long = LONG_BY_SHORT.get(key);
      if (long === undefined) throw invalid(`unknown query key ${JSON.stringify(key)}; use the short keys of RecordBusinessMetrics`);
      scalars[long] = value;
    }
    input = { ...scalars, ...Input };
  } else if ([...query.keys()].length > 0) {
    throw invalid(`${rawPath} takes no query string`);
  }
  const metricCount = checkInput(operation, input);
  return { operation, service: Service ?? null, input, additionalRequestData: additionalRequestData ?? null, metricCount };
}

/**
 * @param {string} operation
 * @param {Record<string, unknown>} input
 * @param {number} metricCount
 */
function summarize(operation, input, metricCount) {
  if (operation === 'PostMetricData') {
    const metrics = /** @type {{ name: string, value: number }[]} */ (input.metrics);
    return `logging PostMetricData ${metrics.map((m) => `${m.name}=${m.value}`).join(' ')}`;
  }
  const fields = ['hitType', 'pageType', 'subPageType', 'pageAction', 'refTag'].filter((key) => input[key] !== undefined);
  return `logging RecordBusinessMetrics ${fields.map((key) => `${key}=${String(input[key])}`).join(' ')} metrics=${metricCount}`;
}

/** @type {import('./context.mjs').Route} */
export const loggingRoute = {
  name: 'logging',
  endpoint: 'logging',
  matches: (path) => path === '/logging' || path.startsWith('/logging/'),
  async handle(ctx) {
    const requestId = randomUUID();
    const headers = { 'x-amzn-requestid': requestId };
    /** @param {number} status @param {Record<string, unknown>} output */
    const send = (status, output) => sendJson(ctx.res, status, { Output: output }, headers);
    if (!['/logging/', '/logging/ops', '/logging/tr'].includes(ctx.rawPath)) {
      send(404, { __type: `${NAMESPACE}InvalidRequestException`, message: 'no such path; use /logging/, /logging/ops or /logging/tr' });
      return;
    }
    try {
      if (ctx.method !== 'POST') throw new ServiceError(405, 'InvalidRequestException', 'the logging service answers POST only');
      let body;
      try {
        body = await readJson(ctx.req, { types: ['application/json', 'application/x-amz-json-1.1'], allowEmpty: true });
      } catch (error) {
        if (error instanceof HttpError) throw new ServiceError(error.status, 'InvalidRequestException', error.message);
        throw error;
      }
      const call = readCall(ctx.rawPath, ctx.query, body);
      const output = { __type: `${NAMESPACE}${call.operation}Output`, accepted: call.metricCount };
      try {
        await ctx.record({
          type: 'logging',
          summary: summarize(call.operation, call.input, call.metricCount),
          body: { operation: call.operation, service: call.service, input: call.input, additionalRequestData: call.additionalRequestData, requestId },
          response: output,
        });
      } catch (error) {
        // Past the client's budget (429) or a field's cap (413): the client's doing, in our shape.
        if (error instanceof HttpError) throw new ServiceError(error.status, error.status === 429 ? 'ThrottlingException' : 'InvalidRequestException', error.message);
        if (isStoreUnavailable(error)) {
          logLine('[marquee backend] logging: the store is not answering:', error instanceof Error ? error.message : String(error));
          ctx.res.setHeader('retry-after', String(RETRY_AFTER_SECONDS));
          throw new ServiceError(503, 'ServiceUnavailableException', `the metric store is not answering; try again in ${RETRY_AFTER_SECONDS} seconds`);
        }
        logLine('[marquee backend] logging: storing failed', error);
        throw new ServiceError(500, 'DependencyException', 'the metric store is unavailable');
      }
      send(200, output);
    } catch (error) {
      if (!(error instanceof ServiceError)) throw error;
      send(error.status, { __type: `${NAMESPACE}${error.type}`, message: error.message });
    }
  },
};
