import { Translated, useI18n } from '../i18n';
import { ChromeLink, withRef } from '../links';
import { selectSession } from '../session';
import { useAppSelector } from '../store';
import { Icon } from '../ui/icons';

/** The watchlist link; its count shows only when signed in and non-zero (spec §6). */
export function WatchlistButton() {
  const { isLoggedIn, watchlistCount, urlLocalePrefix } = useAppSelector(selectSession);
  const { LL } = useI18n();
  const showCount = isLoggedIn && watchlistCount > 0;
  return (
    <ChromeLink
      className="watchlist"
      href={withRef(`${urlLocalePrefix}/list/watchlist/`, 'nv_usr_wl_all')}
      metrics={{ pageAction: 'nv-watchlist', refTag: 'nv_usr_wl_all' }}
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
