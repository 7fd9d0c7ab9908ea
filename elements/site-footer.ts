import { chromeElement, defineOnce } from '../src/chrome';
import { siteFooterDefinition } from '../src/footer';

/**
 * The page footer on a dark palette: the 'open in app' and sign-in buttons, the social row with the
 * app's QR code, two rows of links, the logo and the copyright line.
 * Takes the shared attributes (locale, sign-in state, endpoints, tracking) besides its own.
 * An attribute named like a link (`help-link`) replaces that link's URL; it must be an absolute
 * http(s) URL or a path starting with `/`, and gets no locale prefix. Default paths get the
 * `url-locale-prefix` ({prefix}). Links to this site, a replacing path included, carry the current
 * page in `u`; an absolute URL is used as given.
 *
 * @beforeScript Server-rendered or painted by `marquee.js` before React: the whole footer as HTML, its buttons links (sign-in, 'open in app'), so everything in it works without script. Client-only with script off: nothing.
 * @tag site-footer
 * @attr {number} current-year - Year in the copyright line, 1990 or later. Default: this year.
 * @attr {boolean} show-sign-in - Show the 'Sign in for more access' button to signed-out visitors. It links to `{prefix}/registration/signin/` with `ref_=reg_ftr` and the current page in `u`. Default `false`.
 * @attr {boolean} show-desktop-link - Show 'View Full Site' (small screens only). Default `false`.
 * @attr {boolean} enable-app-link - `false` hides the app link with its 'open in app' button and QR code. Default `true`.
 * @attr {boolean} enable-pro-link - `false` hides Pro. Default `true`.
 * @attr {boolean} enable-box-office-link - `false` hides Box Office. Default `true`.
 * @attr {boolean} enable-jobs-link - `false` hides Jobs. Default `true`.
 * @attr {string} tiktok-link - URL of the TikTok link. Default `https://www.tiktok.com/`.
 * @attr {string} instagram-link - URL of the Instagram link. Default `https://www.instagram.com/`.
 * @attr {string} twitter-link - URL of the Twitter link. Default `https://twitter.com/`.
 * @attr {string} youtube-link - URL of the YouTube link. Default `https://www.youtube.com/`.
 * @attr {string} facebook-link - URL of the Facebook link. Default `https://www.facebook.com/`.
 * @attr {string} app-link - URL of the app (wide screens: a link and a QR code; small screens: the 'open in app' button). Default `{prefix}/app/`.
 * @attr {string} desktop-link - URL of 'View Full Site'. Default `{prefix}/?ref_=ft_dsk`.
 * @attr {string} help-link - URL of Help. Default `{prefix}/help/`.
 * @attr {string} site-index-link - URL of Site Index. Default `{prefix}/sitemap/`.
 * @attr {string} pro-link - URL of Pro, which opens in a new tab. Default `{prefix}/pro/`.
 * @attr {string} box-office-link - URL of Box Office. Default `{prefix}/boxoffice/`.
 * @attr {string} license-data-link - URL of License Data. Default `{prefix}/licensing/`.
 * @attr {string} press-room-link - URL of Press Room. Default `{prefix}/pressroom/`.
 * @attr {string} advertising-link - URL of Advertising. Default `{prefix}/advertising/`.
 * @attr {string} jobs-link - URL of Jobs. Default `{prefix}/jobs/`.
 * @attr {string} conditions-link - URL of Conditions of Use. Default `{prefix}/conditions/`.
 * @attr {string} privacy-link - URL of Privacy Policy. Default `{prefix}/privacy/`.
 * @attr {string} ads-privacy-choices-link - URL of 'Your Ads Privacy Choices'. Default `{prefix}/privacy/redirect/`.
 * @csspart footer - The footer.
 * @cssprop --marquee-footer-background - Footer background. Default `#000`.
 * @cssprop --marquee-footer-color - Footer text colour. Default `#fff`.
 * @cssprop --marquee-footer-muted-color - Colour of secondary footer text. Default `#c0c0c0`.
 * @cssprop --marquee-accent - Background of the sign-in button and the logo. Default `#f5c518`.
 */
export class SiteFooterElement extends chromeElement(siteFooterDefinition) {}

// Each entry of the package offers it, so a page loading one element can initialise it.
export { initialise } from '../src/chrome';

defineOnce('site-footer', SiteFooterElement);

declare global {
  interface HTMLElementTagNameMap {
    'site-footer': SiteFooterElement;
  }
}
