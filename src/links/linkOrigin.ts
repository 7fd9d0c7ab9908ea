import { use } from 'react';
import { selectSession, useCurrentPath } from '../session';
import { useAppSelector } from '../store';
import { isHttpOrigin, pageOrigin } from './pageLocation';
import { PageLinkOriginContext, usePageOrigin } from './pageOriginContext';

export interface SiteLinks {
  /**
   * The site the chrome's links belong to: the page's `site-origin` when it names one (a partner's
   * page: logo, menus, sign-in, search and suggestions go to the main site), else the page's own
   * origin. Links are written absolute to it, so a `<base href>` someone got into the page cannot
   * move them. On the server and while hydrating, the page's origin is the one the server was told
   * (PageLinkOriginContext), '' when it was told none: its links then stay root-relative.
   */
  origin: string;
  /**
   * What links to the site carry in `u`: the current page's path on the site's own pages. On a page
   * of another origin (a partner's, with `site-origin`), `/`: `u` is a path on the site, and the
   * site's sign-in returns only to its own paths (the reference backend's safeRedirect), so the
   * partner's path would name a page of the main site it never meant.
   */
  returnPath: string;
}

export function useSiteLinks(): SiteLinks {
  const { siteOrigin } = useAppSelector(selectSession);
  const rendered = use(PageLinkOriginContext);
  const page = usePageOrigin();
  const path = useCurrentPath();
  const own = pageOrigin();
  return {
    origin: siteOrigin || (rendered ?? (isHttpOrigin(own) ? own : '')),
    returnPath: !siteOrigin || siteOrigin === page ? path : '/',
  };
}
