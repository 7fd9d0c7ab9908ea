// A web-test-runner plugin that puts Marquee's reference backend on the test server, with its
// fault switches on (POST/DELETE /__faults) and what it received readable (GET /__events), so
// the chrome's calls made in a test get real answers, or the failures a test asks for:
//
//   // web-test-runner.config.mjs
//   import { marqueeBackend } from 'marquee-site-chrome/testing/plugin';
//   export default { nodeResolve: true, plugins: [marqueeBackend()] };
//
// The backend needs better-sqlite3, graphql and vega-datasets: install them beside marquee
// (they are its optional peer dependencies, so pages that only use the chrome never get them).

const PEERS = 'better-sqlite3 graphql vega-datasets';

/**
 * The reference backend (demo/server/app.mjs), for a server of your own: `handle(req, res)`
 * resolves true when it answered; `middleware()` is the same as Koa middleware.
 * @param {{ faults?: boolean, dev?: boolean, geoOverrideSecret?: string, trustProxy?: boolean, dbFile?: string, databaseUrl?: string, now?: () => Date, staticRoot?: string }} [options]
 */
export async function loadBackend(options) {
  let app;
  try {
    app = await import('../demo/server/app.mjs');
  } catch (error) {
    const code = /** @type {{ code?: string }} */ (error).code ?? '';
    if (!code.endsWith('MODULE_NOT_FOUND')) throw error;
    throw new Error(`Marquee's reference backend needs ${PEERS} installed (npm install --save-dev ${PEERS}): ${String(error)}`, { cause: error });
  }
  return app.createBackend(options);
}

/**
 * @param {{ now?: () => Date }} [options] a clock, for tests of time windows
 */
export function marqueeBackend(options = {}) {
  /** @type {Awaited<ReturnType<typeof loadBackend>> | undefined} */
  let backend;
  return {
    name: 'marquee-backend',

    /** @param {{ server?: import('node:http').Server }} context */
    async serverStart({ server }) {
      if (!server) throw new Error('marqueeBackend() needs the test runner to run its own HTTP server');
      backend = await loadBackend({ ...options, faults: true });
      const answer = backend.handle;
      // The backend answers its own paths first; every other request goes on to the test runner.
      const testRunner = server.listeners('request');
      server.removeAllListeners('request');
      server.on('request', (/** @type {import('node:http').IncomingMessage} */ req, /** @type {import('node:http').ServerResponse} */ res) => {
        answer(req, res).then(
          (answered) => {
            if (!answered) for (const listener of testRunner) listener.call(server, req, res);
          },
          (/** @type {unknown} */ error) => {
            console.error('[marquee backend] unexpected failure', error);
            res.destroy();
          },
        );
      });
    },

    serverStop() {
      return backend?.close();
    },
  };
}
