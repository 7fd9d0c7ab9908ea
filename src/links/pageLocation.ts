import { createContext, use } from 'react';

/**
 * Where the page is. In a browser that is `location`; while the server renders there is no
 * location, so the renderer says which origin the page will have (renderElement's `origin`).
 * Rendering is synchronous, so one value at a time is enough.
 */
let serverOrigin = 'http://localhost';

export function pageOrigin(): string {
  return typeof location === 'undefined' ? serverOrigin : location.origin;
}

/** The page's URL, for resolving what the host wrote; on the server, its origin's root. */
export function pageUrl(): string {
  return typeof location === 'undefined' ? `${serverOrigin}/` : location.href;
}

/** The browser's own path and query; on the server there is none. */
export function browserPath(): string | undefined {
  return typeof location === 'undefined' ? undefined : `${location.pathname}${location.search}`;
}

export function setServerOrigin(origin: string): void {
  serverOrigin = origin;
}

/**
 * The page's origin as rendering sees it: the server renders with the origin it was told, and
 * hydration must render as the server did, so both provide it here; otherwise the page's own.
 */
export const PageOriginContext = createContext<string | null>(null);

export function usePageOrigin(): string {
  return use(PageOriginContext) ?? pageOrigin();
}
