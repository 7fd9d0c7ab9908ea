import { pageDocument } from '../chrome/pageDocument';
/** The origin the server renders for when it is told none. */
export const DEFAULT_SERVER_ORIGIN = 'http://localhost';

/**
 * Where the page is. In a browser that is `location`; while the server renders there is no
 * location, so the renderer says which origin the page will have (atServerOrigin). It is set only
 * for the length of one synchronous step, so concurrent renders never see each other's.
 */
let serverOrigin = DEFAULT_SERVER_ORIGIN;
/** The origins the page being rendered lists (allowedOrigins), or null for any: renderElement alone has no page. */
let serverListed: string | null = null;

/** The origins the page's head lists, space-separated (allowedOrigins); null on the server for any. */
export const listedOrigins = (): string | null =>
  typeof location === 'undefined' ? serverListed : (pageDocument.querySelector<HTMLMetaElement>('head>meta[name=marquee-origins]')?.content ?? '');

/**
 * The document's origin (`self.origin`), not its URL's: a srcdoc frame's `location.origin` is
 * "null" (`about:srcdoc` is an opaque URL), while the frame has its parent's origin.
 */
export function pageOrigin(): string {
  return typeof location === 'undefined' ? serverOrigin : globalThis.origin;
}

/** An origin links can be made absolute to: http(s), not a sandboxed frame's opaque "null". */
export const isHttpOrigin = (origin: string) => origin.startsWith('http');

/**
 * What the chrome resolves its relative URLs against: the page's own address, `location`, which no
 * markup can move. Never `document.baseURI`: an injected `<base href>` moves that to another
 * origin, and every root-relative link and call with it. A frame whose location is no base for a
 * path (a srcdoc frame's `about:srcdoc`) has its parent's origin, whose root is; only a frame
 * without even that (an opaque origin) falls back to its base URL. On the server: the origin's root.
 */
export function pageUrl(): string {
  if (typeof location === 'undefined') return `${serverOrigin}/`;
  const origin = pageOrigin();
  return /^https?:$/.test(location.protocol) ? location.href : isHttpOrigin(origin) ? `${origin}/` : pageDocument.baseURI;
}

/**
 * A URL the chrome requests (an endpoint, an image), resolved as pageUrl() says: a root-relative
 * `/tr/` goes to this page's origin whatever `<base>` the page carries. An absolute URL is returned
 * as it is; one that cannot be resolved is returned unchanged, for the request to fail as it would.
 */
export function onPage(url: string): string {
  try {
    return new URL(url, pageUrl()).href;
  } catch {
    return url;
  }
}

/** The browser's own path and query; on the server there is none. */
export function browserPath(): string | undefined {
  return typeof location === 'undefined' ? undefined : `${location.pathname}${location.search}`;
}

/** Runs the synchronous `step` (reading attributes, rendering) as if the page were at `origin`, listing `listed` (listedOrigins). */
export function atServerOrigin<T>(origin: string, step: () => T, listed: string | null = null): T {
  const previous = [serverOrigin, serverListed] as const;
  [serverOrigin, serverListed] = [origin, listed];
  try {
    return step();
  } finally {
    [serverOrigin, serverListed] = previous;
  }
}
