import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useAppDispatch } from '../store';
import { pageActionReported, type PageActionMetric } from '../tracking';
import { isSameOriginPath } from './safeHref';

export interface ChromeLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'target' | 'rel' | 'onClick'> {
  href: string;
  /** Reported as a page action when the link is clicked. */
  metrics?: PageActionMetric;
  /** Opens in a new tab that gets no handle on this page (and, for other sites, not its address). */
  newTab?: boolean;
}

/**
 * A real `<a href>`, so it works without script and with middle-click or "open in new tab". A click
 * reports the link's metrics and lets the browser navigate; with Meta or Ctrl held it opens the
 * link in a new window instead (spec §2 Link helper).
 */
export function ChromeLink({ href, metrics, newTab = false, children, ...anchor }: ChromeLinkProps) {
  const dispatch = useAppDispatch();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (metrics) dispatch(pageActionReported(metrics));
    if (event.metaKey || event.ctrlKey) {
      event.preventDefault();
      window.open(href, '_blank', 'noopener');
    }
  };
  const rel = isSameOriginPath(href) ? 'noopener' : 'noopener noreferrer';
  return (
    <a {...anchor} href={href} target={newTab ? '_blank' : undefined} rel={newTab ? rel : undefined} onClick={onClick}>
      {children}
    </a>
  );
}
