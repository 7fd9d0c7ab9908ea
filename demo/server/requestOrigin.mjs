// The origin a request was sent to, from its Host header, for the absolute URLs of a rendered
// page. The header is the client's to write: anything but a host name or IP literal with an
// optional port (`a b`, `x/y`, `u@h`, an empty one) is a 400 before it reaches a renderer, and
// so is one longer than any DNS name (253 characters) with a port: the origin is written into
// every link of a rendered page, so a 10 KB Host would make a page of most of a megabyte.
import { HttpError } from './http.mjs';

const HOST = /^(?:[A-Za-z0-9._~-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;
/** The longest Host taken: a DNS name's 253 characters, and a port. */
export const HOST_MAX = 253 + ':65535'.length;

/**
 * @param {string | undefined} host  the Host header; HTTP/1.0 may send none (then localhost)
 * @param {boolean} secure  the request came over https
 * @returns {string} e.g. `https://www.example.com`
 */
export function requestOrigin(host, secure) {
  const text = host ?? 'localhost';
  if (text.length <= HOST_MAX && HOST.test(text)) {
    try {
      return new URL(`${secure ? 'https' : 'http'}://${text}`).origin;
    } catch {
      // a port above 65535, an IPv6 literal that is none: the same 400
    }
  }
  throw new HttpError(400, 'the Host header is not a host name');
}
