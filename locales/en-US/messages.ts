/**
 * English, as the chrome loads it up front and layers every other locale over: every message but
 * the drawer's link labels, which come with the drawer (./navLinks.ts, src/nav/useMessage.ts).
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
  footer: {
    copyright: '© 1990-{year:number} by {site:string}',
    button_openInApp: 'Open in app',
    button_sign_in: 'Sign in for more access',
    social_links_title: 'Follow {site:string} on social',
    social_link_tiktok: 'TikTok',
    social_link_instagram: 'Instagram',
    social_link_twitter: 'Twitter',
    social_link_youtube: 'YouTube',
    social_link_facebook: 'Facebook',
    get_app_title: 'Get the app',
    get_app_desc: 'For Android and iOS',
    firstRow_link_app: 'Get the app',
    firstRow_link_desktop: 'View Full Site',
    firstRow_link_help: 'Help',
    firstRow_link_siteIndex: 'Site Index',
    firstRow_link_pro: 'Pro',
    firstRow_link_boxOffice: 'Box Office',
    firstRow_link_licenseData: 'License Data',
    secondRow_link_pressRoom: 'Press Room',
    secondRow_link_advertising: 'Advertising',
    secondRow_link_jobs: 'Jobs',
    secondRow_link_conditions: 'Conditions of Use',
    secondRow_link_privacy: 'Privacy Policy',
    secondRow_link_adsPrivacyChoices: 'Your Ads Privacy Choices',
    /** Read after the label of a link that opens in a new tab. */
    link_newTab: '(opens in a new tab)',
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
