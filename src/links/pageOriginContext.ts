import { createContext, use } from 'react';
import { pageOrigin } from './pageLocation';

/**
 * The page's origin as rendering sees it: the server renders with the origin it was told, and
 * hydration must render as the server did, so both provide it here; otherwise the page's own.
 */
export const PageOriginContext = createContext<string | null>(null);

export function usePageOrigin(): string {
  return use(PageOriginContext) ?? pageOrigin();
}

/**
 * The origin the chrome's links to its own site are made absolute to when the page names no
 * `site-origin` (links/linkOrigin): the server's `origin` when it was given one, or '' when it was
 * not (its links then stay root-relative: `http://localhost` would send a visitor nowhere);
 * hydration renders as the server did. Otherwise (null) the page's own origin.
 */
export const PageLinkOriginContext = createContext<string | null>(null);
