/**
 * The header's messages that only the account and New Customer menus' contents and the coachmarks
 * show, in English, and the close button of those and of the language drawer. Loaded with those
 * (src/account/AccountPanels.tsx, CoachmarkBox.tsx, src/language/LanguageSelector.tsx,
 * LanguageCoachmark.tsx, each a chunk loaded on demand), not up front: see ./messages.ts.
 */
export const accountMessages = {
  close: 'Close',
  createAccount: 'Create account',
  yourActivity: 'Your activity',
  yourProfile: 'Your profile',
  accountSettings: 'Account settings',
  yourLists: 'Your lists',
  yourRatings: 'Your ratings',
  yourWatchlist: 'Your watchlist',
  signOut: 'Sign out',
  coachmark: 'Sign in to keep a watchlist, rate titles and get recommendations made for you.',
};
