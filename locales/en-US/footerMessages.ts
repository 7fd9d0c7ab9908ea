/**
 * The footer's messages in English. Loaded with the footer, not up front (the footer's code is a
 * chunk of its own): see ./messages.ts.
 */
export const footerMessages = {
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
};
