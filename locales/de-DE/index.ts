import type { Translation } from '../i18n-types';

const de_DE = {
  header: {
    home: 'Startseite von {site}',
    signIn: 'Anmelden',
    yourAccount: 'Ihr Konto',
    signedInAs: 'Angemeldet als {name}',
    watchlist: 'Merkliste',
    watchlistCount: 'Merkliste, {count} {{Titel|Titel}}',
  },
  footer: {
    copyright: '© 1990-{year} von {site}',
  },
} satisfies Translation;

export default de_DE;
