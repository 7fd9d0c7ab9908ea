import { isUserMenuModel, isWatchlistButtonModel, type UserMenuModel, type WatchlistButtonModel } from '../account';
import { booleanAttribute, jsonAttribute, stringAttribute, urlAttribute } from '../chrome/attributes';
import { defineElementDefinition } from '../chrome/elementDefinition';
import { sharedAttributes } from '../chrome/sharedAttributes';
import { isLanguageList, isLocaleUrlTemplate, LANGUAGES, languageStyles, loadLanguageMenuStyles, type LanguageEntry } from '../language';
import { isNavModel, loadNavStyles, type NavModel } from '../nav';
import { loadSearchListStyles, isSearchModel, searchCategoryNameStyles, searchStyles, type SearchModel } from '../search';
import { loadOnce } from '../ui/loadOnce';
import { nextTask } from '../ui/nextTask';
import { headerStyles } from './header.styles';
import { SiteHeader } from './SiteHeader';

/** `<site-header>`: its attributes (documented on the element, elements/site-header.ts), component and styles. */
export const siteHeaderDefinition = defineElementDefinition({
  tag: 'site-header',
  section: 'SiteHeader',
  attributes: {
    ...sharedAttributes,
    navModel: jsonAttribute<NavModel | null>(null, isNavModel),
    searchModel: jsonAttribute<SearchModel>({}, isSearchModel),
    userMenu: jsonAttribute<UserMenuModel>({}, isUserMenuModel),
    watchlistButton: jsonAttribute<WatchlistButtonModel>({}, isWatchlistButtonModel),
    // Empty: the site's own, with the locale prefix (SiteHeader), as the footer's app link.
    appLink: urlAttribute(''),
    showLanguageSelector: booleanAttribute(false),
    handlesLocaleChange: booleanAttribute(false),
    localeUrlTemplate: stringAttribute('', (text) => text === '' || isLocaleUrlTemplate(text)),
    autoTranslation: booleanAttribute(true),
    limitSuggestionsHeight: booleanAttribute(true),
    languages: jsonAttribute<readonly LanguageEntry[]>(LANGUAGES, isLanguageList),
    languageCoachmarkHeading: stringAttribute(''),
    languageCoachmarkBody: stringAttribute(''),
  },
  component: SiteHeader,
  styles: [headerStyles, searchStyles, searchCategoryNameStyles, languageStyles],
  // What shows only once opened: the drawer, the language menus, the search lists, the flyout panels.
  // Asked for in a task of their own: each import() costs the upgrade a millisecond or two.
  lazyStyles: loadOnce(async () => {
    await nextTask();
    return (
      await Promise.all([
        loadNavStyles(),
        loadLanguageMenuStyles(),
        loadSearchListStyles(),
        import('./headerPanels.styles').then((module) => [module.headerPanelStyles, module.coachmarkStyles]),
      ])
    ).flat();
  }),
  keepOnHydration: () => import('./keptOnHydration').then((module) => module.keptOnHydration),
});
