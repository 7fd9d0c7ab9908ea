import { useRef } from 'react';
import { AccountMenu, WatchlistButton, type UserMenuModel, type WatchlistButtonModel } from '../account';
import { GuardedSection } from '../chrome/GuardedSection';
import { Translated, useI18n } from '../i18n';
import { ChromeLink, localizedHref, usePageOrigin, withRef } from '../links';
import { LanguageSelector, type LanguageEntry } from '../language';
import { LazyNavDrawer, MenuButton, PRO_HREF, type NavModel } from '../nav';
import { SearchBar, type SearchModel } from '../search';
import { selectSession, useCurrentPath } from '../session';
import { useAppSelector } from '../store';
import { Icon } from '../ui/icons';
import { appHref } from './appLink';
import { ProLink } from './ProLink';

export interface SiteHeaderProps {
  /** The host's menu; null means the site's own. */
  navModel: NavModel | null;
  searchModel: SearchModel;
  userMenu: UserMenuModel;
  watchlistButton: WatchlistButtonModel;
  /** Empty: the site's own app page, with the locale prefix. */
  appLink: string;
  showLanguageSelector: boolean;
  handlesLocaleChange: boolean;
  localeUrlTemplate: string;
  autoTranslation: boolean;
  languageCoachmarkHeading: string;
  languageCoachmarkBody: string;
  languages: readonly LanguageEntry[];
  limitSuggestionsHeight: boolean;
}

/**
 * The navigation bar (spec §2), in the desktop order: logo, hamburger, TV, search, pro,
 * separator, watchlist, account, language, app button. Narrow screens hide the text links, so
 * the order people see and the order Tab follows stay the same at every width.
 */
export function SiteHeader({ navModel, searchModel, userMenu, watchlistButton, appLink, showLanguageSelector, limitSuggestionsHeight, languageCoachmarkHeading, languageCoachmarkBody, ...language }: SiteHeaderProps) {
  const session = useAppSelector(selectSession);
  const path = useCurrentPath();
  const origin = usePageOrigin();
  const { LL } = useI18n();
  const prefix = session.urlLocalePrefix;
  const hamburger = useRef<HTMLButtonElement>(null);
  return (
    <GuardedSection name="NavBar">
      <header className="navbar" part="navbar">
        {/* Records the login state for page scripts and tests (spec §6). */}
        <span hidden className="login-state" data-logged-in={String(session.isLoggedIn)} />
        <ChromeLink className="logo" part="logo" href={`${prefix}/`} aria-label={LL.header.home({ site: session.siteName })}>
          {session.siteName}
        </ChromeLink>
        <MenuButton ref={hamburger} />
        <ChromeLink className="tv-link wide" href={withRef(`${prefix}/whats-on-tv/`, 'nv_tv')} metrics={{ pageAction: 'nv-tv', refTag: 'nv_tv' }}>
          <Translated>{LL.header.tv()}</Translated>
        </ChromeLink>
        <SearchBar limitHeight={limitSuggestionsHeight} model={searchModel} />
        {/* A path gets the locale prefix, as in the drawer, so both say the same. */}
        <ProLink href={localizedHref(navModel?.proLink.href ?? PRO_HREF, prefix)} />
        {/* Drawn only: a bar of links has no sections for it to divide. */}
        <span className="separator wide" />
        <WatchlistButton model={watchlistButton} />
        <AccountMenu model={userMenu} />
        {showLanguageSelector && (
          <LanguageSelector {...language} coachmarkHeading={languageCoachmarkHeading} coachmarkBody={languageCoachmarkBody} />
        )}
        <ChromeLink
          className="use-app"
          href={appHref(appLink || `${prefix}/app/`, path, origin)}
          metrics={{ pageAction: 'nv-use-app', refTag: 'nv_app' }}
        >
          <Icon name="phone" />
          <span className="label">
            <Translated>{LL.header.useApp()}</Translated>
          </span>
        </ChromeLink>
      </header>
      <LazyNavDrawer model={navModel} opener={hamburger} />
    </GuardedSection>
  );
}
