import type { Translation } from '../i18n-types';

const he_IL = {
  header: {
    home: 'דף הבית של {site}',
    signIn: 'כניסה',
    yourAccount: 'החשבון שלך',
    signedInAs: 'מחובר/ת בתור {name}',
    watchlist: 'רשימת צפייה',
    watchlistCount: 'רשימת צפייה, {count} {{כותר|כותרים}}',
  },
  footer: {
    copyright: '© 1990-{year} מאת {site}',
  },
} satisfies Translation;

export default he_IL;
