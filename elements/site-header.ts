import { chromeElement, defineOnce } from '../src/chrome';
import { siteHeaderDefinition } from '../src/header';

/**
 * The site's navigation bar: logo, navigation drawer, search, professional edition link, watchlist,
 * account menu and 'Use app'.
 * Takes the shared attributes (locale, sign-in state, endpoints, tracking) besides its own.
 *
 * @beforeScript Server-rendered (`renderElement`, `renderChromeTags`) or painted by `marquee.js` before React: every link (logo, watchlist, Sign In, Pro, 'Use app') goes where it says, and search is a plain form that submits to `/find` (or the `search-model`'s form), typed text kept through hydration; on a phone the search icon opens search mode as HTML too (the form over the bar, a popover; focus moves to its close button, which closes it; Escape closes it with script), and search mode opened before hydration stays open through it with what was typed. The hamburger opens the navigation drawer as HTML (a popover; its categories a `<details>` accordion, all shown from 1024 px; Escape, the close button and a click outside close it; focus moves to its close button as it opens), with script off too, and a drawer opened before hydration stays open through it. The account and New Customer menus, the language list and the professional flyout are popovers their buttons open too (Escape or a click outside closes them; the language list's languages are links where `locale-url-template` gives them; the professional flyout offers the professional edition's link until its content loads); hover, arrow keys and closing on a choice come with script. The search category menu is a popover its button opens too, its categories radio buttons of the form's `s` field (the one checked is what the search sends and what its button shows; one checked before hydration, or before the menu's own code has come, stays chosen, reported once), and so is the language drawer of small screens. Client-only with script off: the reserved bar and nothing in it.
 * @tag site-header
 * @attr {NavModel | null} nav-model - The navigation menu as JSON `{ navLinkCategories, navLinks, proLink, industryLink }` (see types/shapes.d.ts); messages are `{ id, defaultMessage }`, links http(s) URLs or same-origin paths. A category may have an `icon` (movie, television, video, star, people or globe, shown beside its name; another name shows none), a `className` (names separated by spaces, each the part `nav-category-{name}`), a `groupId` (categories of a group are shown together, a line between groups; on large screens a group starts a new row), `isEmpty: true` (hidden, links and all) and `breakpoints`; a link may have `breakpoints`. `breakpoints` lists the widths the item shows at, of `s` (below 600px), `m` (600–1023px), `l` (1024–1279px) and `xl` (1280px and up); absent, all. A malformed model is refused whole, and one of more than 100 categories or 1,000 links is not shown (the drawer shows the site's menu). Default: the site's menu.
 * @attr {UserMenuModel} user-menu - The account menu as JSON, any of `{ account: { isLoggedIn, userName, logOutUrl, logInUrl }, signInLink, activityLinks, accountLinks }` (spec §3 user menu; see types/shapes.d.ts), the others the site's own: `account.isLoggedIn` and `userName` decide the menu and its name over `is-logged-in` and `username`; `logInUrl` is where the bar's 'Sign In' goes, `signInLink` where the New Customer menu's and the coachmark's 'Sign In' and 'Create account' go (a path gets the locale prefix, `ref_` and `u`), `logOutUrl` where 'Sign out' goes. `activityLinks` replaces the first list (headed 'Your activity', or 'Your profile' under experiment MARQUEE_USER_MENU_LABELS T1), `accountLinks` the second ('Your Account', before 'Sign out'): `[{ "message": { "id", "defaultMessage" }, "href", "ref", "onClick" }]`, the text our translation of `id` where it names one of ours (yourWatchlist, yourRatings, yourLists, yourActivity, yourProfile, accountSettings), else `defaultMessage`. `onClick`, a name, makes a click fire `user-menu-action`. A malformed model is refused whole. Default: the site's own menu.
 * @attr {WatchlistButtonModel} watchlist-button - The watchlist button as JSON, any of `{ isLoggedIn, link: { href, ref }, count }` (spec §3 watchlist button; see types/shapes.d.ts): whether the count may show and the count (a whole number ≥ 0) over `is-logged-in` and `watchlist-count`, where it goes (a path gets the locale prefix) and its `ref_`. A malformed model is refused whole. Default: /list/watchlist/ with ref_=nv_usr_wl_all and the shared settings.
 * @attr {SearchModel} search-model - The search form as JSON, any of `{ formAction, formMethod, inputName, hiddenFields, queryTemplate, categories }` (spec §3 search model; see types/shapes.d.ts), the others the site's own: where it submits (a path, given the locale prefix, or an http(s) URL), `get` or `post`, the box's field name, `[{ "name", "val" }]` sent with it, where 'See all results' goes (`{query}`, the typed text, only after the `?`), and the form names of the categories offered, in order (of `""`, `tt`, `ep`, `nm`, `co`, `kw`; a page's `s` not offered gives way to the first). A malformed model is refused whole. Default: the site's own, a GET form to /find with q and ref_=nv_sr_sm, 'See all results' at /find/?q=…, every category.
 * @attr {string} app-link - App-store deep link for 'Use app'; the current page goes with it as `$canonical_url`. A path given here is used as is, as in the footer. Default `{prefix}/app/`.
 * @attr {boolean} show-language-selector - Show the language selector in the bar. Default `false`.
 * @attr {boolean} handles-locale-change - The page handles `locale-change` itself (e.g. sets `locale`); without it or `locale-url-template` the languages cannot be chosen. Default `false`.
 * @attr {string} locale-url-template - Where choosing a language goes unless `locale-change` is cancelled: an http(s) URL or path with `{locale}` and optionally `{path}`, e.g. `/{locale}{path}`. Default empty.
 * @attr {boolean} auto-translation - Whether automatic translations are on (the toggle shows under experiment MARQUEE_AUTO_TRANSLATION_TOGGLE T1). Default `true`.
 * @attr {boolean} limit-suggestions-height - Cap the search suggestion list at 70% of the viewport's height, scrolling inside it; `false` lets it grow with its suggestions. Default `true`.
 * @attr {LanguageEntry[]} languages - The languages the selector offers, as JSON `[{ "value": "fr-FR", "fullySupported": false }, …]`, labelled 'Fully supported' or 'Partially supported'. The visitor's current locale is always shown, selected and not clickable; when the list leaves it out it is added first, as partially supported. Default: en-US (fully) and fr-CA, fr-FR, de-DE, hi-IN, it-IT, pt-BR, es-ES, es-MX (partially).
 * @attr {string} language-coachmark-heading - Heading of a note pointing at the language selector (with `show-language-selector`), shown once for 7 seconds when it or `language-coachmark-body` is set. Default empty.
 * @attr {string} language-coachmark-body - Body of that note; the note shows with a heading, a body or both. Default empty.
 * @fires {CustomEvent<{ locale: string }>} locale-change - The visitor chose a language. Bubbles, composed, cancelable: cancel it to stop the `locale-url-template` navigation.
 * @fires {CustomEvent<{ enabled: boolean }>} auto-translation-change - The visitor turned automatic translations on or off. Bubbles, composed, cancelable.
 * @fires {CustomEvent<{ action: string; href: string }>} user-menu-action - The visitor clicked a `user-menu` link that has an `onClick`: `action` is its name, `href` where the link goes. Bubbles, composed, cancelable: cancel it when the page has done what it names, and the browser does not follow the link.
 * @csspart navbar - The bar.
 * @csspart logo - The logo link.
 * @csspart nav-category - A category of the navigation drawer.
 * @csspart nav-category-{name} - A drawer category whose `nav-model` `className` names `{name}`, e.g. `site-header::part(nav-category-featured)`.
 * @cssprop --marquee-header-background - Bar background. Default `#121212`.
 * @cssprop --marquee-header-color - Bar text colour. Default `#fff`.
 * @cssprop --marquee-drawer-background - Navigation drawer background. Default `#1f1f1f`.
 * @cssprop --marquee-accent - Accent colour (logo, counts, headings). Default `#f5c518`.
 * @cssprop --marquee-font-family - Font of the chrome.
 * @cssprop --marquee-focus-color - Focus ring colour. Default `#f5c518`.
 */
export class SiteHeaderElement extends chromeElement(siteHeaderDefinition) {}

// Each entry of the package offers it, so a page loading one element can initialise it.
export { initialise } from '../src/chrome';

defineOnce('site-header', SiteHeaderElement);

declare global {
  interface HTMLElementTagNameMap {
    'site-header': SiteHeaderElement;
  }
}
