// Fault switches for tests (createBackend({ faults: true }) only; unreachable otherwise).
//
//   POST   /__faults  { endpoint, latency?, status?, garbage?, drop? }  → 200 { faults: {…all switches} }
//   GET    /__faults                                                    → 200 { faults }
//   DELETE /__faults                                                    → 204, every switch off
//
// endpoint: suggestion | tr | errors | weblab | graphql | logging. A switch stays on until
// replaced (POST for the same endpoint) or cleared. On a request to that endpoint, in order:
// wait `latency` ms; then `drop` destroys the socket without an answer; else `garbage` answers
// 200 with a body that is not JSON (and does not start with '{'); else `status` answers that
// status with { error }. With only `latency`, the request is then handled normally. A request
// cut short by a fault is stored as a 'fault' event, so tests can still see that it was sent.
import { HttpError, isPlainObject, readJson, sendEmpty, sendJson } from './http.mjs';

export const FAULT_ENDPOINTS = ['suggestion', 'tr', 'errors', 'weblab', 'graphql', 'logging'];
export const GARBAGE_BODY = '<html>this is not JSON</html>';
const MAX_LATENCY_MS = 60_000;

/** @typedef {{ latency?: number, status?: number, garbage?: boolean, drop?: boolean }} Fault */

/** @param {unknown} body @returns {{ endpoint: string, fault: Fault }} */
function parseFault(body) {
  if (!isPlainObject(body)) throw new HttpError(400, 'expected { endpoint, latency?, status?, garbage?, drop? }');
  const { endpoint, latency, status, garbage, drop, ...rest } = body;
  if (Object.keys(rest).length > 0) throw new HttpError(400, `unknown fault fields: ${Object.keys(rest).join(', ')}`);
  if (typeof endpoint !== 'string' || !FAULT_ENDPOINTS.includes(endpoint)) {
    throw new HttpError(400, `endpoint must be one of ${FAULT_ENDPOINTS.join(', ')}`);
  }
  /** @type {Fault} */
  const fault = {};
  if (latency !== undefined) {
    if (!Number.isInteger(latency) || Number(latency) < 0 || Number(latency) > MAX_LATENCY_MS) throw new HttpError(400, `latency must be 0 to ${MAX_LATENCY_MS} ms`);
    fault.latency = Number(latency);
  }
  if (status !== undefined) {
    if (!Number.isInteger(status) || Number(status) < 200 || Number(status) > 599) throw new HttpError(400, 'status must be an integer from 200 to 599');
    fault.status = Number(status);
  }
  for (const [name, value] of /** @type {const} */ ([['garbage', garbage], ['drop', drop]])) {
    if (value === undefined) continue;
    if (typeof value !== 'boolean') throw new HttpError(400, `${name} must be a boolean`);
    fault[name] = value;
  }
  return { endpoint, fault };
}

export function createFaults() {
  /** @type {Map<string, Fault>} */
  const switches = new Map();

  return {
    /**
     * Applies the endpoint's switch, if any. Resolves true when the fault answered (or dropped)
     * the request, false when the handler should go on.
     * @param {string} endpoint
     * @param {import('./context.mjs').Context} ctx
     */
    async apply(endpoint, ctx) {
      const fault = switches.get(endpoint);
      if (!fault) return false;
      if (fault.latency) await new Promise((resolve) => setTimeout(resolve, fault.latency));
      const cut = fault.drop ? 'drop' : fault.garbage ? 'garbage' : fault.status !== undefined ? `status ${fault.status}` : undefined;
      if (cut === undefined) return false;
      await ctx.record({ type: 'fault', summary: `fault ${endpoint}: ${cut}`, body: { endpoint, fault } });
      if (fault.drop) {
        ctx.req.socket.destroy();
      } else if (fault.garbage) {
        ctx.res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
        ctx.res.end(GARBAGE_BODY);
      } else {
        sendJson(ctx.res, /** @type {number} */ (fault.status), { error: `fault injected: status ${String(fault.status)}` });
      }
      return true;
    },

    /** @type {import('./context.mjs').Route} */
    route: {
      name: 'faults',
      matches: (path) => path === '/__faults',
      async handle(ctx) {
        if (ctx.method === 'DELETE') {
          switches.clear();
          sendEmpty(ctx.res);
          return;
        }
        if (ctx.method === 'POST') {
          const { endpoint, fault } = parseFault(await readJson(ctx.req));
          switches.set(endpoint, fault);
        } else if (ctx.method !== 'GET') {
          throw new HttpError(405, 'use GET, POST or DELETE');
        }
        sendJson(ctx.res, 200, { faults: Object.fromEntries(switches) });
      },
    },
  };
}
