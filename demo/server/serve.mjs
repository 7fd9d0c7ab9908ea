// The reference backend on a port, as `npm start` (main.mjs) and `npx marquee-site-chrome serve`
// (cli.mjs) start it: warm before it listens, stopped gently.
import { createBackend } from './app.mjs';
import { createHttpServer } from './httpServer.mjs';
import { warmUp } from './warmUp.mjs';

/** How long requests already being answered get to finish when the server is stopped. */
const DRAIN_MS = 5_000;

/**
 * @typedef {object} ServeOptions
 * @property {number} port 0 for any free one
 * @property {string} host
 * @property {string} title what the first line calls it ("Marquee demo")
 * @property {NonNullable<Parameters<typeof createBackend>[0]>} backend
 * @property {string} mode the second line: the mode it runs in
 * @property {string} store the third line: where it stores
 */

/**
 * Starts the backend and prints three lines: its address, its mode, its store. A database that
 * cannot be opened is one line and exit code 1.
 * @param {ServeOptions} options
 */
export async function serve({ port, host, title, backend: settings, mode, store }) {
  const backend = createBackend(settings);
  try {
    await backend.ready;
  } catch (error) {
    console.error(`The database could not be opened: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  // The home for a new visitor: the chrome rendered with the consent question, as most first views are.
  await warmUp(() => createHttpServer(backend), ['/', '/find/?q=star']);
  const server = createHttpServer(backend);

  server.listen(port, host, () => {
    const address = server.address();
    const actual = typeof address === 'object' && address ? address.port : port;
    console.log(`${title}: http://localhost:${String(actual)}/`);
    console.log(`Mode: ${mode}`);
    console.log(`Store: ${store}.`);
    if (settings.trustProxy) console.log('TRUST_PROXY=1: https and client addresses come from X-Forwarded-Proto and X-Forwarded-For.');
  });

  const stop = () => {
    // New connections are refused (behind a proxy, the other instances take them) and idle
    // keep-alive ones closed at once; requests being answered are finished, up to DRAIN_MS, so
    // stopping one of several instances cuts no request short.
    server.close(() => {
      backend.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
    server.closeIdleConnections();
    setTimeout(() => server.closeAllConnections(), DRAIN_MS).unref();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  return server;
}
