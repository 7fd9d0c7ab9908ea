// Tracking (spec §7): beacons, page-action metrics and error reports.
//
//   GET  /tr/?ref_=&pt=&spt=&const=&ht=&pageAction=&rrid=   beacon  → 204, stored as 'beacon'
//   POST /tr/  application/x-www-form-urlencoded                metric  → 204, stored as 'metric'
//        fields ref_, pt, spt, pageAction, ht (actionOnly)
//        (the consent form's answer route stores its count the same way: consentAnswer.mjs)
//   POST /api/_ajax/metrics/errors/  application/json           report  → 204, stored as 'error-report'
//        { pageType, subPageType, pageConst, message, stack }, all strings, message required
//
// Beacons answer 204, not a 1x1 GIF: the chrome sends them with fetch, never as <img>.
// A hit type (ht) outside spec §3's enumeration is a 400. Error reports keep at most 300
// characters of message and 500 of stack (spec §9, UTF-16 units as the client counts, never
// splitting a surrogate pair); the stored body lists which fields were cut in `truncated`.
// Error reports go whatever the visitor's consent (docs/backend.md) and say nothing about the
// visitor: they are stored without a session (the chrome sends them without cookies).
import { HttpError, isPlainObject, queryObject, readForm, readJson, requireMethod, sendEmpty } from './http.mjs';

export const HIT_TYPES = ['pageHit', 'popUp', 'dataOnly', 'actionOnly', 'redirect', 'clickstreamIgnore'];
export const MESSAGE_MAX = 300;
export const STACK_MAX = 500;
const REPORT_FIELDS = ['pageType', 'subPageType', 'pageConst', 'message', 'stack'];

/** @param {string | null} ht */
function checkHitType(ht) {
  if (ht !== null && !HIT_TYPES.includes(ht)) {
    throw new HttpError(400, `unknown hit type ht=${JSON.stringify(ht)}; expected one of ${HIT_TYPES.join(', ')}`);
  }
}

/**
 * @param {string} text
 * @param {number} max
 */
export function truncate(text, max) {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}

/** @param {Record<string, string | string[]>} fields */
function describe(fields) {
  return ['ht', 'pt', 'spt', 'pageAction', 'ref_']
    .filter((key) => fields[key] !== undefined)
    .map((key) => `${key}=${String(fields[key])}`)
    .join(' ');
}

/**
 * Stores a page action's metric as POST /tr/ stores one; `anonymous`, without the session.
 * @param {import('./context.mjs').Context} ctx
 * @param {Record<string, string | string[]>} fields  ref_, pt, spt, pageAction, ht
 * @param {{ anonymous?: boolean }} [options]
 */
export async function recordMetric(ctx, fields, { anonymous = false } = {}) {
  await ctx.record({ type: 'metric', summary: `metric ${describe(fields)}`, body: fields, anonymous });
}

/** @type {import('./context.mjs').Route[]} */
export const trackingRoutes = [
  {
    name: 'tracking',
    endpoint: 'tr',
    matches: (path) => path === '/tr/',
    async handle(ctx) {
      requireMethod(ctx.req, ['GET', 'POST']);
      if (ctx.method === 'GET') {
        checkHitType(ctx.query.get('ht'));
        await ctx.record({ type: 'beacon', summary: `beacon ${describe(queryObject(ctx.query))}` });
      } else {
        const form = await readForm(ctx.req);
        checkHitType(form.get('ht'));
        await recordMetric(ctx, queryObject(form));
      }
      sendEmpty(ctx.res);
    },
  },
  {
    name: 'errors',
    endpoint: 'errors',
    matches: (path) => path === '/api/_ajax/metrics/errors/',
    async handle(ctx) {
      requireMethod(ctx.req, ['POST']);
      const body = await readJson(ctx.req);
      if (!isPlainObject(body)) throw new HttpError(400, 'an error report is a JSON object');
      /** @type {Record<string, string>} */
      const report = {};
      /** @type {string[]} */
      const truncated = [];
      for (const field of REPORT_FIELDS) {
        const value = body[field];
        if (value === undefined || value === null) continue;
        if (typeof value !== 'string') throw new HttpError(400, `${field} must be a string`);
        const max = field === 'message' ? MESSAGE_MAX : field === 'stack' ? STACK_MAX : Infinity;
        report[field] = truncate(value, max);
        if (report[field] !== value) truncated.push(field);
      }
      if (report.message === undefined) throw new HttpError(400, 'message is required');
      await ctx.record({
        type: 'error-report',
        summary: `error ${report.pageType ?? '?'}: ${truncate(report.message, 80)}`,
        body: { ...report, truncated },
        anonymous: true,
      });
      sendEmpty(ctx.res);
    },
  },
];
