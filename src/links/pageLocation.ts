import { createContext, use } from 'react';

/** The origin the server renders for when it is told none. */
export const DEFAULT_SERVER_ORIGIN = 'http://localhost';

/**
 * Where the page is. In a browser that is `location`; while the server renders there is no
 * location, so the renderer says which origin the page will have (atServerOrigin). It is set only
 * for the length of one synchronous step, so concurrent renders never see each other's.
 */
let serverOrigin = DEFAULT_SERVER_ORIGIN;

export function pageOrigin(): string {
  return typeof location === 'undefined' ? serverOrigin : location.origin;
}

/**
 * What the page resolves relative URLs against, as its own links do: its base URL (a frame's
 * `about:srcdoc` location is no base, its baseURI is); on the server, its origin's root.
 */
export function pageUrl(): string {
  return typeof document === 'undefined' ? `${serverOrigin}/` : document.baseURI;
}

/** The browser's own path and query; on the server there is none. */
export function browserPath(): string | undefined {
  return typeof location === 'undefined' ? undefined : `${location.pathname}${location.search}`;
}

/** Runs the synchronous `step` (reading attributes, rendering) as if the page were at `origin`. */
export function atServerOrigin<T>(origin: string, step: () => T): T {
  const previous = serverOrigin;
  serverOrigin = origin;
  try {
    return step();
  } finally {
    serverOrigin = previous;
  }
}

/**
 * The page's origin as rendering sees it: the server renders with the origin it was told, and
 * hydration must render as the server did, so both provide it here; otherwise the page's own.
 */
export const PageOriginContext = createContext<string | null>(null);

export function usePageOrigin(): string {
  return use(PageOriginContext) ?? pageOrigin();
}
