// The node:http server `npm start` runs the backend in, with its timeouts chosen rather than
// inherited. Node's defaults let a client take 60 s to send its headers and 300 s for the
// whole request, so a few hundred slow connections (one byte every few seconds) hold the
// server's sockets for minutes each. Our requests are at most 64 KB and a page's chrome makes
// a handful: a client that cannot send one within these limits gets a 408 and a closed socket.
//
// stop(graceMs) is a graceful stop (serve.mjs, on SIGTERM): no new connection is accepted, idle
// keep-alive ones are closed at once, and every answer from then on, those being written
// included, closes its connection after it (Connection: close). Node's own close() goes on
// answering new requests on connections kept alive until they idle out. What is still being
// answered after graceMs is cut.
import { createServer } from 'node:http';
import { sendError } from './http.mjs';
import { API_POLICY, applySecurityHeaders } from './securityHeaders.mjs';

/** Time to receive a request's headers. */
export const HEADERS_TIMEOUT_MS = 10_000;
/** Time to receive a whole request, headers and body. */
export const REQUEST_TIMEOUT_MS = 30_000;
/** An idle keep-alive connection is closed after this. */
export const KEEP_ALIVE_TIMEOUT_MS = 5_000;

/**
 * @param {{ handle: (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => Promise<boolean> }} backend
 * @param {{ headersTimeout?: number, requestTimeout?: number, keepAliveTimeout?: number, connectionsCheckingInterval?: number }} [timeouts]
 *   tests shorten them; `connectionsCheckingInterval` is how often Node looks for expired ones
 * @returns {import('node:http').Server & { stop(graceMs: number): Promise<{ cut: number }> }}
 */
export function createHttpServer(backend, timeouts = {}) {
  const {
    headersTimeout = HEADERS_TIMEOUT_MS,
    requestTimeout = REQUEST_TIMEOUT_MS,
    keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS,
    connectionsCheckingInterval = 1000,
  } = timeouts;
  /** @type {Set<import('node:http').ServerResponse>} answers not yet finished: told to close their connections when the server stops */
  const answering = new Set();
  let stopping = false;
  const server = createServer({ headersTimeout, requestTimeout, connectionsCheckingInterval }, (req, res) => {
    answering.add(res);
    res.on('close', () => answering.delete(res));
    if (stopping) res.setHeader('connection', 'close');
    backend.handle(req, res).then(
      (answered) => {
        if (answered) return;
        applySecurityHeaders(res, API_POLICY);
        sendError(res, 404, 'not found');
      },
      (error) => {
        console.error('[marquee backend] unexpected failure', error);
        if (res.headersSent) {
          res.destroy();
          return;
        }
        applySecurityHeaders(res, API_POLICY);
        sendError(res, 500, 'internal error');
      },
    );
  });
  server.keepAliveTimeout = keepAliveTimeout;

  /**
   * Stops gracefully (above); resolves once every connection is closed, with how many answers
   * were cut at graceMs.
   * @param {number} graceMs
   */
  function stop(graceMs) {
    stopping = true;
    let cut = 0;
    const closed = new Promise((resolve) => server.close(() => resolve(undefined)));
    for (const res of answering) {
      if (!res.headersSent) res.setHeader('connection', 'close');
      // One whose headers went out keeps its connection: closed once idle, after it finishes.
      else res.on('finish', () => setImmediate(() => server.closeIdleConnections()));
    }
    server.closeIdleConnections();
    const timer = setTimeout(() => {
      cut = answering.size;
      server.closeAllConnections();
    }, graceMs);
    return closed.then(() => {
      clearTimeout(timer);
      return { cut };
    });
  }
  return Object.assign(server, { stop });
}
