// The reference backend: every call of spec §7 over real data, as one request handler that
// node:http (demo/server/main.mjs) and web-test-runner (middleware()) both mount.
//
// handle(req, res) resolves true when it answered and false when the request is none of its
// business (so a caller can serve it instead). Inside its own paths (/suggestion/, /tr/,
// /api/_ajax/, /graphql, /logging/, …) it always answers: a client mistake is a 4xx with
// { "error": "…" } (the logging service answers in its own Output shape, see logging.mjs), and
// a bug is a 500 plus a log line, never a dead server. Every answer it gives carries the
// security headers of securityHeaders.mjs.
//
// Modes: production by default. `dev` adds GraphQL introspection and the consent geo override
// (graph.mjs); `faults` (tests) adds the fault switches and GET/DELETE /__events, which show
// every session's events, and implies `dev` unless told otherwise. `npm start` is production
// unless started with --dev (main.mjs), and never has faults.
//
// Writes: each client (address, rateLimit.mjs) may store WRITES_PER_MINUTE of each kind a minute
// and BYTES_PER_MINUTE bytes of all kinds together (context.mjs), else 429. Test mode counts
// nothing unless told (`writesPerMinute`, `bytesPerMinute`): a browser suite sends every test's
// calls from one address to one backend. Storage keeps a bounded history (db.mjs, `retention`).
// Storage is SQLite (db.mjs) unless `databaseUrl` names a PostgreSQL database (postgres.mjs): then
// sessions, decisions, events and every limit above live there, shared by every instance.
// The log gets at most a line per request, its request values cut (logText.mjs).
//
// A store that cannot answer in time or is down (unavailable.mjs) is a 503 with Retry-After, never
// a wait without bound (postgres.mjs's limits) or a bare 500; pages that read the visitor's session
// render as for a visitor without one (graph.mjs privacyPromptFor). GET /healthz and GET /readyz
// (health.mjs) tell a supervisor or a load balancer whether the process lives and whether writes work.
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { createContext } from './context.mjs';
import { openStore } from './db.mjs';
import { openPostgresStore } from './postgres.mjs';
import { inspectorRoute, testEventsRoute } from './events.mjs';
import { createFaults } from './faults.mjs';
import { healthRoutes } from './health.mjs';
import { consentAnswerRoute } from './consentAnswer.mjs';
import { createGraph, graphRoute } from './graph.mjs';
import { HttpError, sendError, URL_MAX } from './http.mjs';
import { loggingRoute } from './logging.mjs';
import { clip, logLine } from './logText.mjs';
import { docsRoute } from './docs.mjs';
import { fragmentsRoute } from './fragments.mjs';
import { layout, pagesRoute } from './pages.mjs';
import { isOwnHost } from './ownHosts.mjs';
import { requestOrigin } from './requestOrigin.mjs';
import { addNonces, applySecurityHeaders, pagePolicy, removeSecurityHeaders } from './securityHeaders.mjs';
import { loadServerRenderer, renderPage } from './serverRender.mjs';
import { createCors } from './cors.mjs';
import { distCacheControl, keptCacheControl } from './distCaching.mjs';
import { createStatic } from './static.mjs';
import { isStoreUnavailable, RETRY_AFTER_SECONDS } from './unavailable.mjs';

/** The kinds of file the demo's pages load: the rest of demo/ is their source and configuration. */
const DEMO_FILES = ['.html', '.css', '.js', '.svg', '.png', '.jpg', '.ico', '.woff2'];
import { loadIndex } from './suggestions/index.mjs';
import { suggestionRoutes } from './suggestions/route.mjs';
import { trackingRoutes } from './tracking.mjs';
import { loadExperiments, weblabRoutes } from './weblab.mjs';

const EXPERIMENTS_FILE = fileURLToPath(new URL('./experiments.json', import.meta.url));
/** Stored writes of one kind (an event type, a new session, a sign-in) per client a minute. */
export const WRITES_PER_MINUTE = 120;
/**
 * Stored bytes per client a minute, every kind together: about 1 MB. The chrome's own calls for a
 * page view store a few KB, so this is hundreds of page views a minute from one address, while
 * 120 maximal bodies of each kind would be tens of megabytes.
 */
export const BYTES_PER_MINUTE = 1_000_000;

/** @type {import('./suggestions/index.mjs').SuggestionIndex | undefined} */
let sharedIndex;

/**
 * @param {object} [options]
 * @param {string} [options.dbFile]      SQLite file, or ':memory:' (the default)
 * @param {string} [options.databaseUrl] a PostgreSQL database (postgres://…) to store in instead of
 *   SQLite, limits and budgets included; main.mjs reads it from DATABASE_URL
 * @param {boolean} [options.faults]     enable fault switches and /__events (tests only)
 * @param {boolean} [options.dev]        development mode (default: as `faults`)
 * @param {string} [options.geoOverrideSecret]  in development mode, the secret the geo override
 *   needs; without it any non-empty secret works
 * @param {boolean} [options.trustProxy] believe X-Forwarded-Proto and X-Forwarded-For from the one
 *   reverse proxy in front (clientFacts.mjs); never without such a proxy
 * @param {string} [options.staticRoot]  repository root: serve demo/ (/ → demo/index.html), dist/
 *   and Bootstrap's dist/ for the partner page. Without it no files are served, so a test
 *   runner's own pages and files stay its own.
 * @param {string} [options.docs]  repository root whose manual (README.md, docs/, CHANGELOG.md) to
 *   serve at /docs/ (docs.mjs)
 * @param {() => Date} [options.now]     clock, for tests of time windows
 * @param {readonly string[]} [options.partnerOrigins]  origins of partner sites whose pages may
 *   call the chrome's endpoints (cors.mjs); main.mjs reads them from PARTNER_ORIGINS
 * @param {number} [options.writesPerMinute]  writes of each kind per client a minute
 *   (default WRITES_PER_MINUTE; with `faults`, no limit)
 * @param {number} [options.bytesPerMinute]  bytes stored per client a minute, all kinds together
 *   (default BYTES_PER_MINUTE; with `faults`, no limit)
 * @param {import('./db.mjs').Retention} [options.retention]  how much history the database keeps
 * @param {Partial<import('./postgres.mjs').StoreLimits>} [options.storeLimits]  PostgreSQL's pool
 *   and timeouts (postgres.mjs STORE_LIMITS unless told); main.mjs reads them from DATABASE_* variables
 * @param {readonly string[]} [options.hostNames]  answer only requests whose Host is one of these, localhost
 *   or an IP address, others with a 421 (ownHosts.mjs); a development server's defence against DNS
 *   rebinding. Without it, any Host
 */
export function createBackend({
  dbFile = ':memory:',
  databaseUrl,
  faults = false,
  dev = faults,
  geoOverrideSecret,
  trustProxy = false,
  staticRoot,
  docs,
  now = () => new Date(),
  partnerOrigins = [],
  writesPerMinute = faults ? Infinity : WRITES_PER_MINUTE,
  bytesPerMinute = faults ? Infinity : BYTES_PER_MINUTE,
  retention,
  storeLimits,
  hostNames,
} = {}) {
  const store = databaseUrl ? openPostgresStore(databaseUrl, retention, storeLimits) : openStore(dbFile, retention);
  const writes = store.rateLimit('writes', { limit: writesPerMinute, windowMs: 60_000 });
  const bytes = store.rateLimit('bytes', { limit: bytesPerMinute, windowMs: 60_000 });
  // The index is immutable and takes ~100 ms to build: every backend in a process shares one.
  sharedIndex ??= loadIndex();
  const index = sharedIndex;
  const faultSwitches = faults ? createFaults() : undefined;
  const graph = createGraph({ dev, geoOverrideSecret, rateLimit: store.rateLimit });
  const health = healthRoutes(store, now);

  const serverRenderer = staticRoot ? loadServerRenderer(staticRoot) : async () => null;
  /** @type {import('./context.mjs').Route[]} */
  const routes = [
    ...health.routes,
    ...suggestionRoutes(index),
    ...trackingRoutes,
    ...weblabRoutes(loadExperiments(EXPERIMENTS_FILE)),
    graphRoute(graph),
    consentAnswerRoute(graph, (ctx) => requestOrigin(ctx.req.headers.host, ctx.secure)),
    loggingRoute,
    inspectorRoute,
    pagesRoute(index),
    fragmentsRoute(serverRenderer, graph),
    ...(docs ? [docsRoute(docs, layout)] : []),
    ...(faultSwitches ? [faultSwitches.route, testEventsRoute] : []),
  ];

  const cors = createCors(partnerOrigins);
  const serveStatic = staticRoot
    ? createStatic([
        { prefix: '/dist/', dir: join(staticRoot, 'dist'), cacheControl: distCacheControl(join(staticRoot, 'dist')), public: true, sourceMaps: true },
        // The builds before this one, for pages still open on them (scripts/keep-previous.mjs).
        { prefix: '/dist/', dir: join(staticRoot, 'dist-kept'), cacheControl: keptCacheControl, public: true, sourceMaps: true },
        { prefix: '/node_modules/bootstrap/dist/', dir: join(staticRoot, 'node_modules', 'bootstrap', 'dist') },
        // What the demo's pages load, not the sources beside them (ssr/*.mjs, react-host/src/*.tsx).
        { prefix: '/', dir: join(staticRoot, 'demo'), hidden: ['server'], extensions: DEMO_FILES },
      ])
    : undefined;

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @returns {Promise<boolean>}
   */
  async function handle(req, res) {
    const ctx = createContext(req, res, { store, received: now(), trustProxy, writes, bytes });
    try {
      const route = routes.find((r) => r.matches(ctx.rawPath));
      if (!route && !serveStatic) return false;
      applySecurityHeaders(res, pagePolicy(ctx.nonce));
      if (hostNames && !isOwnHost(req.headers.host, hostNames)) {
        throw new HttpError(421, `this development server answers only its own host names (localhost, IP addresses, ${hostNames.join(', ')}), against DNS rebinding; to be reached by another name, start it on that name (HOST, or --host)`);
      }
      if ((req.url ?? '').length > URL_MAX) throw new HttpError(414, `the address is longer than ${URL_MAX} characters`);
      if (route) {
        if (cors(ctx, route.name)) return true;
        if (route.endpoint && faultSwitches && (await faultSwitches.apply(route.endpoint, ctx))) return true;
        await route.handle(ctx);
        return true;
      }
      const served = await serveStatic?.(req, res, ctx.rawPath === '/' ? '/index.html' : ctx.rawPath, {
        prepareHtml: async (html) => {
          // Rendered for this visitor's cookies (signed in or not, answered or not): a cache must not answer another visitor with it.
          res.setHeader('vary', 'Cookie');
          return addNonces(await renderPage(await serverRenderer(), html, ctx, graph), ctx.nonce);
        },
      });
      if (!served) removeSecurityHeaders(res);
      return served ?? false;
    } catch (error) {
      if (res.headersSent || res.destroyed) {
        if (!(error instanceof HttpError)) logLine('[marquee backend] failed after answering', req.method, clip(req.url ?? ''), error);
        res.destroy();
      } else if (error instanceof HttpError) {
        sendError(res, error.status, error.message);
      } else if (isStoreUnavailable(error)) {
        logLine('[marquee backend] the store is not answering:', req.method, clip(req.url ?? ''), clip(error instanceof Error ? error.message : String(error)));
        res.setHeader('retry-after', String(RETRY_AFTER_SECONDS));
        sendError(res, 503, `the database is not answering; try again in ${RETRY_AFTER_SECONDS} seconds`);
      } else {
        logLine('[marquee backend] handler failed', req.method, clip(req.url ?? ''), error);
        sendError(res, 500, 'internal error');
      }
      return true;
    }
  }

  return {
    handle,

    /** Resolves once the store is ready (its schema created or migrated); rejects when it cannot be. */
    ready: store.ready,

    /**
     * Koa-style adapter for web-test-runner: answers what handle() answers, else calls next().
     * @returns {(ctx: { req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, respond?: boolean }, next: () => Promise<unknown>) => Promise<void>}
     */
    middleware() {
      return async (ctx, next) => {
        if (await handle(ctx.req, ctx.res)) {
          ctx.respond = false;
          return;
        }
        await next();
      };
    },

    /** The instance is stopping (SIGTERM, serve.mjs): from now on GET /readyz answers 503. */
    drain() {
      health.drain();
    },

    /** Closes the store (for PostgreSQL, its connections). */
    close() {
      return store.close();
    },
  };
}
