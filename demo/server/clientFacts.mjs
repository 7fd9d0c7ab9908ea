// Where a request came from: over https or not, and from which address. Cookies get `Secure`
// from the first; rate limits are keyed on the second, the one thing about a client that it
// cannot change for free (a session id or a header it can rotate at will).
//
// Behind a reverse proxy the socket is the proxy's: plain http, the proxy's address. With
// `trustProxy` the proxy's X-Forwarded-Proto and X-Forwarded-For say instead, and only their
// last value counts, the one the proxy itself wrote; anything before it came from the client.
// Without `trustProxy` those headers are ignored, or any client could claim any address.

/**
 * @param {string | string[] | undefined} header
 * @returns {string | undefined}
 */
function lastValue(header) {
  const text = Array.isArray(header) ? header.join(',') : header;
  const last = text?.split(',').at(-1)?.trim();
  return last === '' ? undefined : last;
}

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {{ trustProxy: boolean }} options
 * @returns {{ secure: boolean, address: string }}
 */
export function clientFacts(req, { trustProxy }) {
  const socket = /** @type {import('node:net').Socket & { encrypted?: boolean }} */ (req.socket);
  const secure = socket.encrypted === true;
  const address = socket.remoteAddress ?? '';
  if (!trustProxy) return { secure, address };
  const proto = lastValue(req.headers['x-forwarded-proto']);
  return {
    secure: proto === undefined ? secure : proto.toLowerCase() === 'https',
    address: lastValue(req.headers['x-forwarded-for']) ?? address,
  };
}
