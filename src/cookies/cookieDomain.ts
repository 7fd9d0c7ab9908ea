/**
 * The Domain attribute that makes a cookie site-wide (spec §7): the host without a leading
 * `www.` or `m.` (the mobile site is the same site), with a leading dot, so `www.example.com`,
 * `m.example.com` and `example.com` all give `.example.com`.
 *
 * This is "registrable-ish", not the public-suffix list: `m.com` stays `.m.com`, never `.com`.
 * A host with a deeper layout passes its own `domain` to writeCookie.
 *
 * Hosts a Domain attribute cannot name give undefined (a host-only cookie): a single label such
 * as `localhost`, and IP addresses, for which browsers reject any Domain attribute.
 */
export function cookieDomain(hostname: string): string | undefined {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (!host.includes('.')) return undefined;
  if (host.includes(':') || /^\d+(\.\d+){3}$/.test(host)) return undefined;
  return `.${host.replace(/^(?:www|m)\.(?=.+\.)/, '')}`;
}
