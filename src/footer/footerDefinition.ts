import { booleanAttribute, integerAttribute, urlAttribute, type AttributeSpec } from '../chrome/attributes';
import { defineElementDefinition } from '../chrome/elementDefinition';
import { sharedAttributes } from '../chrome/sharedAttributes';
import { lazyComponent } from '../ui/lazyComponent';
import { loadOnce } from '../ui/loadOnce';
import type { FooterSettings } from './footerModel';

const loadStyles = loadOnce(() => import('./footer.styles').then((module) => [module.footerStyles]));

// The footer is below the page's content: the header's first paint must not wait for its code
// (the link rows, icons and QR encoder), and nothing below it moves when it arrives. It waits for
// its styles, the very load the element adopts (loadOnce), so it never shows unstyled.
const SiteFooter = lazyComponent(async () => (await Promise.all([import('./SiteFooter'), loadStyles()]))[0].SiteFooter);

// A link's replacement URL: an absolute http(s) URL or a same-origin path.
const linkOverride = urlAttribute('');

const footerAttributes: { [K in keyof FooterSettings]: AttributeSpec<FooterSettings[K]> } = {
  // footerDefaults.currentYear, written here: importing the footer's model would load it up front.
  currentYear: integerAttribute(new Date().getFullYear(), { min: 1990 }),
  showSignIn: booleanAttribute(false),
  showDesktopLink: booleanAttribute(false),
  enableAppLink: booleanAttribute(true),
  enableProLink: booleanAttribute(true),
  enableBoxOfficeLink: booleanAttribute(true),
  enableJobsLink: booleanAttribute(true),
  tiktokLink: linkOverride,
  instagramLink: linkOverride,
  twitterLink: linkOverride,
  youtubeLink: linkOverride,
  facebookLink: linkOverride,
  appLink: linkOverride,
  desktopLink: linkOverride,
  helpLink: linkOverride,
  siteIndexLink: linkOverride,
  proLink: linkOverride,
  boxOfficeLink: linkOverride,
  licenseDataLink: linkOverride,
  pressRoomLink: linkOverride,
  advertisingLink: linkOverride,
  jobsLink: linkOverride,
  conditionsLink: linkOverride,
  privacyLink: linkOverride,
  adsPrivacyChoicesLink: linkOverride,
};

/** `<site-footer>`: its attributes (documented on the element, elements/site-footer.ts), component and styles. */
export const siteFooterDefinition = defineElementDefinition({
  tag: 'site-footer',
  section: 'SiteFooter',
  attributes: { ...sharedAttributes, ...footerAttributes },
  component: SiteFooter,
  styles: [],
  lazyStyles: loadStyles,
});
