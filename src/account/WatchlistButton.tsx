import { Translated, useI18n } from '../i18n';
import { ChromeLink, localizedHref, withRef } from '../links';
import { selectSession } from '../session';
import { useAppSelector } from '../store';
import { Icon } from '../ui/icons';
import type { WatchlistButtonModel } from './watchlistButtonModel';

/**
 * The watchlist link; its count shows only when signed in and non-zero (spec §6). The
 * `watchlist-button` model's fields, when given, win over the shared settings and the site's link.
 */
export function WatchlistButton({ model: { isLoggedIn, link, count } }: { model: WatchlistButtonModel }) {
  const session = useAppSelector(selectSession);
  const { LL } = useI18n();
  const watchlistCount = count ?? session.watchlistCount;
  const showCount = (isLoggedIn ?? session.isLoggedIn) && watchlistCount > 0;
  const ref = link?.ref ?? 'nv_usr_wl_all';
  return (
    <ChromeLink
      className="watchlist"
      href={withRef(localizedHref(link?.href ?? '/list/watchlist/', session.urlLocalePrefix), ref)}
      metrics={{ pageAction: 'nv-watchlist', refTag: ref }}
    >
      <Icon name="bookmark" />
      <span className="label">
        <Translated>{LL.header.watchlist()}</Translated>
      </span>
      {showCount && (
        <>
          <span className="count" aria-hidden="true">
            {watchlistCount}
          </span>
          <span className="visually-hidden">{LL.header.titleCount({ count: watchlistCount })}</span>
        </>
      )}
    </ChromeLink>
  );
}
