import { codeOrigin } from './codeOrigin';
import { listedOrigins, pageOrigin } from './pageLocation';

/** The release from which an origin must be listed even when the chrome's code comes from it. */
export const LISTING_REQUIRED_FROM = '1.0.0';

let warned = false;

/**
 * Whether a shared setting may point at `url` (an absolute URL or an origin; a path is this page's):
 * this page's origin, one the page lists, space-separated, in its head's
 * `<meta name="marquee-origins" content="https://www.example.com">`, or the origin the chrome's
 * code was loaded from, whose code the page runs already (a partner page written before the meta
 * existed loads the bundle from the main site, and keeps working: docs/partner-sites.md). Only the
 * head: a visitor's markup is in the body, so a chrome tag in a comment cannot send the calls and
 * links elsewhere. On the server, what the page being rendered lists, its scripts' origins counted
 * as listed (renderChromeTags), or any for an element rendered without its page (renderElement).
 */
export const isAllowedOrigin = (url: string): boolean => {
  const listed = listedOrigins();
  if (listed === null || !URL.canParse(url)) return true;
  const { origin } = new URL(url);
  if (` ${pageOrigin()} ${listed} `.includes(` ${origin} `)) return true;
  if (origin !== codeOrigin()) return false;
  // Once a page: the page works, and its author hears what to add before the next major.
  if (!warned) {
    warned = true;
    void import('./codeOriginWarning').then((module) => {
      module.warnUnlistedCodeOrigin(origin);
    });
  }
  return true;
};
