// Which Host a development backend answers. Development mode (`npm run start:dev`, `npx
// marquee-site-chrome serve`) runs on a developer's machine with introspection and the geo
// override on, and its store holds what the developer's browser sent. Any web page can reach it
// by DNS rebinding: its own name, answered first with its own address and then with 127.0.0.1, makes
// the browser send the page's requests to this server as same-origin ones, with `Host:` naming
// the page's site. So only its own names are answered: localhost and names under it (a browser
// resolves those itself, never through DNS), IP addresses (no DNS name is involved, so nothing
// can be rebound), and the host it was started on (HOST, --host). Any other is a 421.

/**
 * The host name of a `Host` header, lower case, without its port or a trailing dot; undefined
 * when it is none.
 * @param {string | undefined} host
 */
function hostNameOf(host) {
  try {
    return new URL(`http://${host ?? 'localhost'}`).hostname.replace(/\.$/, '');
  } catch {
    return undefined;
  }
}

/**
 * Whether `host` (a request's `Host` header) names this server: localhost or a name under it, an
 * IP address, or one of `names`.
 * @param {string | undefined} host
 * @param {readonly string[]} names  the names it was started on (HOST)
 */
export function isOwnHost(host, names) {
  const name = hostNameOf(host);
  if (name === undefined) return false;
  if (name === 'localhost' || name.endsWith('.localhost')) return true;
  // The URL parser has written every IPv4 form as four decimal numbers, and IPv6 in brackets.
  if (/^\d+\.\d+\.\d+\.\d+$/.test(name) || name.startsWith('[')) return true;
  return names.some((own) => hostNameOf(own) === name);
}
