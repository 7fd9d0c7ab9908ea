import { LISTING_REQUIRED_FROM } from './allowedOrigins';

/**
 * What a partner page that relies on the code's origin hears, once: the page works, and its author
 * learns what to add before the next major. On demand (after the first paint): its words are not
 * worth the up-front bytes of every page.
 */
export function warnUnlistedCodeOrigin(origin: string): void {
  console.warn(
    `[marquee] ${origin}, where the chrome's code comes from, is taken for the chrome's links and calls although <meta name="marquee-origins"> does not list it; from ${LISTING_REQUIRED_FROM} it must be listed: add <meta name="marquee-origins" content="${origin}"> to the page's head (docs/partner-sites.md).`,
  );
}
