// Probes for whatever runs and balances the instances (a process supervisor, Kubernetes, a load
// balancer's health checks):
//
//   GET /healthz   200 { "alive": true }: the process answers. It asks nothing of the database,
//                  so a database outage never has the instances restarted for nothing.
//   GET /readyz    200 { "ready": true } when a write to the store works now (store.check(): one
//                  row written, within the store's timeouts); else 503 { "ready": false, "error" }
//                  with Retry-After. Also 503 once the instance is stopping (drain(), on SIGTERM),
//                  so a balancer sends it nothing new while it finishes what it has. The answer
//                  does not say why (it may name the database's host): the log does, once per change.
//
// HEAD answers the same, without the body. Neither stores an event, spends a client's write budget or
// may be cached (Cache-Control: no-store), so a probe every second, from one address, always gets
// the truth. Probes that arrive while a check is running share it: a flood of them costs the
// database one small write at a time.
import { HttpError, sendJson } from './http.mjs';
import { logLine } from './logText.mjs';
import { RETRY_AFTER_SECONDS } from './unavailable.mjs';

/**
 * @param {import('./db.mjs').Store} store
 * @param {() => Date} now
 */
export function healthRoutes(store, now) {
  let draining = false;
  let writable = true;
  /** @type {Promise<void> | undefined} */
  let running;

  /** One write at a time, shared by every probe that arrives meanwhile. */
  function check() {
    running ??= store.check(now().toISOString()).finally(() => {
      running = undefined;
    });
    return running;
  }

  /** @param {import('./context.mjs').Context} ctx */
  function checkMethod(ctx) {
    if (ctx.method === 'GET' || ctx.method === 'HEAD') return;
    ctx.res.setHeader('allow', 'GET, HEAD');
    throw new HttpError(405, 'probes answer GET and HEAD only');
  }

  /**
   * @param {import('./context.mjs').Context} ctx
   * @param {number} status
   * @param {Record<string, unknown>} body
   */
  function answer(ctx, status, body) {
    if (status === 503) ctx.res.setHeader('retry-after', String(RETRY_AFTER_SECONDS));
    // Node sends no body in answer to HEAD.
    sendJson(ctx.res, status, body);
  }

  /** @type {import('./context.mjs').Route[]} */
  const routes = [
    {
      name: 'healthz',
      matches: (path) => path === '/healthz',
      handle(ctx) {
        checkMethod(ctx);
        answer(ctx, 200, { alive: true });
      },
    },
    {
      name: 'readyz',
      matches: (path) => path === '/readyz',
      async handle(ctx) {
        checkMethod(ctx);
        if (draining) return answer(ctx, 503, { ready: false, error: 'this instance is stopping' });
        try {
          await check();
        } catch (error) {
          if (writable) logLine('[marquee backend] not ready: a write to the database failed:', error);
          writable = false;
          answer(ctx, 503, { ready: false, error: 'the database does not take writes now' });
          return;
        }
        if (!writable) logLine('[marquee backend] ready: writes to the database work again');
        writable = true;
        answer(ctx, 200, { ready: true });
      },
    },
  ];

  return {
    routes,
    /** From now on /readyz answers 503: the instance is stopping. */
    drain() {
      draining = true;
    },
  };
}
