import { GuardedSection } from '../chrome';
import { SearchBar } from '../search';
import { Translated, useI18n } from '../i18n';
import { signInHref } from '../links';
import { currentPath, selectSession } from '../session';
import { useAppSelector } from '../store';

/** The navigation bar. */
export function SiteHeader() {
  const session = useAppSelector(selectSession);
  const { LL } = useI18n();
  const prefix = session.urlLocalePrefix;
  const showCount = session.isLoggedIn && session.watchlistCount > 0;
  return (
    <GuardedSection name="NavBar">
      <header className="navbar" part="navbar">
        {/* Records the login state for page scripts and tests (spec §6). */}
        <span hidden className="login-state" data-logged-in={String(session.isLoggedIn)} />
        <a className="logo" part="logo" href={`${prefix}/`} aria-label={LL.header.home({ site: session.siteName })}>
          {session.siteName}
        </a>
        <SearchBar />
        <a
          className="watchlist"
          href={`${prefix}/list/watchlist/`}
          aria-label={showCount ? LL.header.watchlistCount({ count: session.watchlistCount }) : undefined}
        >
          <Translated>{LL.header.watchlist()}</Translated>
          {showCount && <span className="count" aria-hidden="true">{session.watchlistCount}</span>}
        </a>
        {session.isLoggedIn ? (
          <span className="account" title={session.username ? LL.header.signedInAs({ name: session.username }) : undefined}>
            <Translated>{session.username || LL.header.yourAccount()}</Translated>
          </span>
        ) : (
          <a className="account" href={signInHref(prefix, currentPath(session.currentUri), 'signup_cm_nc_ca')}>
            <Translated>{LL.header.signIn()}</Translated>
          </a>
        )}
      </header>
    </GuardedSection>
  );
}
