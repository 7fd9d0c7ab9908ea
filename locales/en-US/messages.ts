/**
 * English, as the chrome loads it up front and layers every other locale over: every message but
 * those only parts loaded on demand show, which come with those parts: the drawer's link labels
 * (./navLinks.ts, src/nav/useMessage.ts) and its other messages (./drawerMessages.ts), the search
 * category menu's (./searchMenuMessages.ts), and the account menus' and sign-in coachmark's
 * (./accountMessages.ts), the language menus' (./languageListMessages.ts) and the footer's
 * (./footerMessages.ts), which src/i18n/useOnDemandMessages.ts layers the locale's over.
 * ./index.ts puts them all together as typesafe-i18n's base locale, the source of the message types.
 */
export const messages = {
  header: {
    /** Accessible name of the logo link. */
    home: '{site:string} home',
    menu: 'Menu',
    tv: 'TV',
    pro: 'Pro',
    proNewTab: 'Pro (opens in a new tab)',
    useApp: 'Use app',
    signIn: 'Sign In',
    yourAccount: 'Your Account',
    accountMenu: 'Account menu for {name:string}',
    watchlist: 'Watchlist',
    titleCount: '{count:number} {{title|titles}}',
    newCustomer: 'New Customer?',
  },
  nav: {},
  search: {
    placeholder: 'Search {site:string}',
    /** The submit button's accessible name. */
    submit: 'Search',
    /** The mobile toggle that opens search mode, and the button that closes it. */
    open: 'Open search',
    close: 'Close search',
    /** Accessible name of the category button; its visible text is the category alone. */
    categoryButton: 'Search category: {category:string}',
    category_all: 'All',
    category_titles: 'Titles',
    category_tvEpisodes: 'TV Episodes',
    category_celebs: 'Celebs',
    category_companies: 'Companies',
    category_keywords: 'Keywords',
    /** Accessible name of the suggestion list. */
    suggestions: 'Suggestions',
    seeAll: 'See all results',
    noResults: 'No results found.',
    /** Announced by the live region when suggestions arrive. */
    resultCount: '{count:number} {{result|results}}',
  },
  language: {
    toggle: 'Toggle language selector',
  },
  consent: {
    /** Shown before the prompt text (spec §9). */
    title: 'Select Your Preferences',
    decline: 'Decline',
    accept: 'Accept',
    /** Links to the server's page of detailed choices. */
    customize: 'Customize',
  },
};
