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
  search: {
    placeholder: '{site} durchsuchen',
  },
  footer: {
    copyright: '© 1990-{year} von {site}',
    button_openInApp: 'In der App öffnen',
    button_sign_in: 'Für mehr Zugriff anmelden',
    social_links_title: '{site} in den sozialen Medien folgen',
    social_link_tiktok: 'TikTok',
    social_link_instagram: 'Instagram',
    social_link_twitter: 'Twitter',
    social_link_youtube: 'YouTube',
    social_link_facebook: 'Facebook',
    get_app_title: 'Holen Sie sich die App',
    get_app_desc: 'Für Android und iOS',
    firstRow_link_app: 'Holen Sie sich die App',
    firstRow_link_desktop: 'Vollständige Website anzeigen',
    firstRow_link_help: 'Hilfe',
    firstRow_link_siteIndex: 'Seitenübersicht',
    firstRow_link_pro: 'Pro',
    firstRow_link_boxOffice: 'Einspielergebnisse',
    firstRow_link_licenseData: 'Daten lizenzieren',
    secondRow_link_pressRoom: 'Pressebereich',
    secondRow_link_advertising: 'Werbung',
    secondRow_link_jobs: 'Karriere',
    secondRow_link_conditions: 'Nutzungsbedingungen',
    secondRow_link_privacy: 'Datenschutzerklärung',
    secondRow_link_adsPrivacyChoices: 'Ihre Datenschutzoptionen für Werbung',
    link_newTab: '(öffnet in einem neuen Tab)',
  },
} satisfies Translation;

export default de_DE;
