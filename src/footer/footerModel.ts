import type { TranslationFunctions } from '../../locales/i18n-types';
import { isSameOriginPath } from '../links';
import type { PageActionMetric } from '../tracking';
import type { IconName } from './icons';

/** Each link's key is also the setting that replaces its URL: `helpLink` ↔ attribute `help-link`. */
export type FooterLinkKey =
  | 'tiktokLink'
  | 'instagramLink'
  | 'twitterLink'
  | 'youtubeLink'
  | 'facebookLink'
  | 'appLink'
  | 'desktopLink'
  | 'helpLink'
  | 'siteIndexLink'
  | 'proLink'
  | 'boxOfficeLink'
  | 'licenseDataLink'
  | 'pressRoomLink'
  | 'advertisingLink'
  | 'jobsLink'
  | 'conditionsLink'
  | 'privacyLink'
  | 'adsPrivacyChoicesLink';

/** Settings that show or hide a link: it is hidden when its flag is false. */
export type FooterFlag = 'showDesktopLink' | 'enableAppLink' | 'enableProLink' | 'enableBoxOfficeLink' | 'enableJobsLink';

type FooterMessages = TranslationFunctions['footer'];
/** The footer strings that take no arguments: link labels. */
export type FooterLinkMessage = {
  [K in keyof FooterMessages]: FooterMessages[K] extends () => unknown ? K : never;
}[keyof FooterMessages];

/** One footer link (spec §3 "Footer link"). */
export interface FooterLink {
  key: FooterLinkKey;
  /** Default URL; a path gets the locale prefix. */
  link: string;
  /** Its label, a key of the `footer` strings. */
  message: FooterLinkMessage;
  /** Its icon. */
  name?: IconName;
  /**
   * 'launch' opens in a new tab and shows the launch icon; 'external' navigates in place. It says
   * nothing about where the link goes: whether it leaves the site is decided by its URL.
   */
  type: 'external' | 'launch';
  /** Shown only on wide or only on small screens; on both when absent. */
  onScreenSize?: 'wide' | 'small';
  enableFlagName?: FooterFlag;
  /**
   * Reported when the link is clicked (spec §3 trackingMetrics): its page action, ref tag and the
   * metric's hit type, `popUp` for the link that opens a new tab and `actionOnly` for the others.
   */
  trackingMetrics: Omit<PageActionMetric, 'offsite' | 'anonymous'> & Required<Pick<PageActionMetric, 'type'>>;
}

type Row = readonly FooterLink[];

/** Row 0 the social links, row 1 the first link row, row 2 the second (spec §2, §3). */
export const footerRows: readonly [social: Row, first: Row, second: Row] = [
  [
    { key: 'tiktokLink', link: 'https://www.tiktok.com/', message: 'social_link_tiktok', name: 'tiktok', type: 'external',
      trackingMetrics: { pageAction: 'ft-social', refTag: 'ft_tt', type: 'actionOnly' } },
    { key: 'instagramLink', link: 'https://www.instagram.com/', message: 'social_link_instagram', name: 'instagram', type: 'external',
      trackingMetrics: { pageAction: 'ft-social', refTag: 'ft_ig', type: 'actionOnly' } },
    { key: 'twitterLink', link: 'https://twitter.com/', message: 'social_link_twitter', name: 'twitter', type: 'external',
      trackingMetrics: { pageAction: 'ft-social', refTag: 'ft_tw', type: 'actionOnly' } },
    { key: 'youtubeLink', link: 'https://www.youtube.com/', message: 'social_link_youtube', name: 'youtube', type: 'external',
      trackingMetrics: { pageAction: 'ft-social', refTag: 'ft_yt', type: 'actionOnly' } },
    { key: 'facebookLink', link: 'https://www.facebook.com/', message: 'social_link_facebook', name: 'facebook', type: 'external',
      trackingMetrics: { pageAction: 'ft-social', refTag: 'ft_fb', type: 'actionOnly' } },
  ],
  [
    { key: 'appLink', link: '/app/', message: 'firstRow_link_app', type: 'external', onScreenSize: 'wide', enableFlagName: 'enableAppLink',
      trackingMetrics: { pageAction: 'ft-link', refTag: 'ft_app', type: 'actionOnly' } },
    { key: 'desktopLink', link: '/?ref_=ft_dsk', message: 'firstRow_link_desktop', type: 'external', onScreenSize: 'small', enableFlagName: 'showDesktopLink',
      trackingMetrics: { pageAction: 'ft-link', refTag: 'ft_dsk', type: 'actionOnly' } },
    { key: 'helpLink', link: '/help/', message: 'firstRow_link_help', type: 'external',
      trackingMetrics: { pageAction: 'ft-link', refTag: 'ft_hlp', type: 'actionOnly' } },
    { key: 'siteIndexLink', link: '/sitemap/', message: 'firstRow_link_siteIndex', type: 'external',
      trackingMetrics: { pageAction: 'ft-link', refTag: 'ft_idx', type: 'actionOnly' } },
    { key: 'proLink', link: '/pro/', message: 'firstRow_link_pro', type: 'launch', enableFlagName: 'enableProLink',
      trackingMetrics: { pageAction: 'ft-link', refTag: 'ft_pro', type: 'popUp' } },
    { key: 'boxOfficeLink', link: '/boxoffice/', message: 'firstRow_link_boxOffice', type: 'external', enableFlagName: 'enableBoxOfficeLink',
      trackingMetrics: { pageAction: 'ft-link', refTag: 'ft_bo', type: 'actionOnly' } },
    { key: 'licenseDataLink', link: '/licensing/', message: 'firstRow_link_licenseData', type: 'external',
      trackingMetrics: { pageAction: 'ft-link', refTag: 'ft_ld', type: 'actionOnly' } },
  ],
  [
    { key: 'pressRoomLink', link: '/pressroom/', message: 'secondRow_link_pressRoom', type: 'external',
      trackingMetrics: { pageAction: 'ft-link', refTag: 'ft_pr', type: 'actionOnly' } },
    { key: 'advertisingLink', link: '/advertising/', message: 'secondRow_link_advertising', type: 'external',
      trackingMetrics: { pageAction: 'ft-link', refTag: 'ft_ad', type: 'actionOnly' } },
    { key: 'jobsLink', link: '/jobs/', message: 'secondRow_link_jobs', type: 'external', enableFlagName: 'enableJobsLink',
      trackingMetrics: { pageAction: 'ft-link', refTag: 'ft_jb', type: 'actionOnly' } },
    { key: 'conditionsLink', link: '/conditions/', message: 'secondRow_link_conditions', type: 'external',
      trackingMetrics: { pageAction: 'ft-link', refTag: 'ft_cou', type: 'actionOnly' } },
    { key: 'privacyLink', link: '/privacy/', message: 'secondRow_link_privacy', type: 'external',
      trackingMetrics: { pageAction: 'ft-link', refTag: 'ft_pvc', type: 'actionOnly' } },
    { key: 'adsPrivacyChoicesLink', link: '/privacy/redirect/', message: 'secondRow_link_adsPrivacyChoices', name: 'privacyOptions', type: 'external',
      trackingMetrics: { pageAction: 'ft-link', refTag: 'ft_apc', type: 'actionOnly' } },
  ],
];

/** What a page may set on the footer; every link key replaces that link's URL when not empty. */
export type FooterSettings = { currentYear: number; showSignIn: boolean } & Record<FooterFlag, boolean> & Record<FooterLinkKey, string>;

const linkKeys = footerRows.flat().map((link) => link.key);

export const footerDefaults: FooterSettings = {
  currentYear: new Date().getFullYear(),
  showSignIn: false,
  showDesktopLink: false,
  enableAppLink: true,
  enableProLink: true,
  enableBoxOfficeLink: true,
  enableJobsLink: true,
  ...(Object.fromEntries(linkKeys.map((key) => [key, ''])) as Record<FooterLinkKey, string>),
};

/** The row without the links whose flag is false; a row's last link is always kept (spec §2). */
export function enabledLinks(row: Row, flags: Record<FooterFlag, boolean>): FooterLink[] {
  return row.filter((link, index) => index === row.length - 1 || !link.enableFlagName || flags[link.enableFlagName]);
}

/** The page's replacement URL for the link if it has one, else the default (a path with the locale prefix). */
export function linkUrl(link: FooterLink, overrides: Record<FooterLinkKey, string>, urlLocalePrefix: string): string {
  const override = overrides[link.key];
  if (override) return override;
  return isSameOriginPath(link.link) ? `${urlLocalePrefix}${link.link}` : link.link;
}
