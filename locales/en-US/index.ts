import type { BaseTranslation } from '../i18n-types';

const en_US = {
  header: {
    /** Accessible name of the logo link. */
    home: '{site:string} home',
    signIn: 'Sign In',
    yourAccount: 'Your Account',
    signedInAs: 'Signed in as {name:string}',
    watchlist: 'Watchlist',
    watchlistCount: 'Watchlist, {count:number} {{title|titles}}',
  },
  footer: {
    copyright: '© 1990-{year:number} by {site:string}',
  },
} satisfies BaseTranslation;

export default en_US;
