/**
 * English, as the chrome loads it up front and layers every other locale over: every message but
 * the drawer's link labels, which come with the drawer (./navLinks.ts, src/nav/useMessage.ts), and
 * the footer's, which come with the footer (./footerMessages.ts, src/footer/useFooterMessages.ts).
 * ./index.ts puts both together as typesafe-i18n's base locale, the source of the message types.
 */
export const messages = {
  header: {
    /** Accessible name of the logo link. */
    home: '{site:string} home',
    menu: 'Menu',
    closeMenu: 'Close navigation drawer',
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
    createAccount: 'Create account',
    yourActivity: 'Your activity',
    yourProfile: 'Your profile',
    accountSettings: 'Account settings',
    yourLists: 'Your lists',
    yourRatings: 'Your ratings',
    yourWatchlist: 'Your watchlist',
    signOut: 'Sign out',
    coachmark: 'Sign in to keep a watchlist, rate titles and get recommendations made for you.',
    close: 'Close',
  },
  nav: {
    expand: 'Expand {group:string} Nav Links',
    collapse: 'Collapse {group:string} Nav Links',
  },
  search: {
    placeholder: 'Search {site:string}',
    /** The submit button's accessible name. */
    submit: 'Search',
    /** The mobile toggle that opens search mode, and the button that closes it. */
    open: 'Open search',
    close: 'Close search',
    /** Accessible name of the category button; its visible text is the category alone. */
    categoryButton: 'Search category: {category:string}',
    categories: 'Search categories',
    category_all: 'All',
    category_titles: 'Titles',
    category_tvEpisodes: 'TV Episodes',
    category_celebs: 'Celebs',
    category_companies: 'Companies',
    category_keywords: 'Keywords',
    advancedSearch: 'Advanced Search',
    /** Accessible name of the suggestion list. */
    suggestions: 'Suggestions',
    seeAll: 'See all results',
    noResults: 'No results found.',
    /** Announced by the live region when suggestions arrive. */
    resultCount: '{count:number} {{result|results}}',
  },
  language: {
    title: 'Language',
    toggle: 'Toggle language selector',
    fullySupported: 'Fully supported',
    partiallySupported: 'Partially supported',
    unavailable: 'This page is not available in your selected language.',
    switching: 'Switching language…',
    autoTranslation: 'Auto Translation',
    autoTranslationDescription: 'Show automatic translations where available',
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
