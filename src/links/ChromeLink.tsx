import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useAppDispatch } from '../store';
import { pageActionReported, type PageActionMetric } from '../tracking';
import { leavesSite } from './destination';
import { useSiteLinks } from './linkOrigin';
import { withReturnPath } from './linkParams';
import { isSameOriginPath, onOrigin } from './safeHref';

export interface ChromeLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'target' | 'rel' | 'onClick'> {
  href: string;
  /** Reported as a page action when the link is clicked. */
  metrics?: Omit<PageActionMetric, 'offsite'>;
  /** Opens in a new tab that gets no handle on this page (and, for other sites, not its address). */
  newTab?: boolean;
}

/**
 * The link helper (spec §2): every link the chrome renders. A real `<a href>`, so it works without
 * script and with middle-click or "open in new tab". A link to this site (a path) carries the
 * current page path in `u` and is written absolute to the site's origin (useSiteLinks), so no
 * `<base>` in the page moves it. A click reports the link's metrics, flagged offsite when the link
 * leaves the site, and lets the browser navigate; with Meta or Ctrl held it opens a new window
 * instead.
 */
export function ChromeLink({ href, metrics, newTab = false, children, ...anchor }: ChromeLinkProps) {
  const dispatch = useAppDispatch();
  const { origin, returnPath } = useSiteLinks();
  const target = onOrigin(withReturnPath(href, returnPath), origin);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (metrics) dispatch(pageActionReported({ ...metrics, offsite: leavesSite(target, origin) }));
    if (event.metaKey || event.ctrlKey) {
      event.preventDefault();
      window.open(target, '_blank', 'noopener');
    }
  };
  const rel = isSameOriginPath(href) ? 'noopener' : 'noopener noreferrer';
  return (
    <a {...anchor} href={target} target={newTab ? '_blank' : undefined} rel={newTab ? rel : undefined} onClick={onClick}>
      {children}
    </a>
  );
}
