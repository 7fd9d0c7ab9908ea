import { useId } from 'react';
import { Translated } from '../i18n';
import { useOnDemandMessages } from '../i18n/useOnDemandMessages';
import { ChromeLink, usePageOrigin, useSiteLinks, withRef, type ChromeLinkProps } from '../links';
import { selectSession } from '../session';
import { useAppSelector } from '../store';
import { footerMessages } from '../../locales/en-US/footerMessages';
import { enabledLinks, footerDefaults, footerRows, linkUrl, type FooterLink, type FooterSettings } from './footerModel';
import { Icon } from './icons';
import { QrCodeImage } from './QrCodeImage';

const QR_SIZE = 58; // px (spec §9)

/** A phone scanning the code needs the whole URL; an opaque origin ("null") has none to give. */
function absolute(href: string, origin: string): string {
  try {
    return new URL(href, `${origin}/`).href;
  } catch {
    return href;
  }
}

/**
 * The page footer (spec §2), in this order: the 'open in app' button, the sign-in button, the
 * social row with the app's QR code, the two link rows, the logo and the copyright line.
 */
export function SiteFooter(props: Partial<FooterSettings>) {
  const settings: FooterSettings = { ...footerDefaults, ...props };
  const session = useAppSelector(selectSession);
  // The code's link is the site's, as the button's is (a partner's page: the main site).
  const linkOrigin = useSiteLinks().origin;
  const pageOrigin = usePageOrigin();
  const origin = linkOrigin || pageOrigin;
  const messages = useOnDemandMessages('footer', footerMessages);
  const socialTitle = useId();
  const prefix = session.urlLocalePrefix;

  const social = enabledLinks(footerRows[0], settings);
  const firstRow = enabledLinks(footerRows[1], settings);
  const secondRow = enabledLinks(footerRows[2], settings);
  const appLink = firstRow.find((link) => link.key === 'appLink');
  const url = (link: FooterLink) => linkUrl(link, settings, prefix);
  const anchor = (link: FooterLink): AnchorProps => ({
    href: url(link),
    metrics: link.trackingMetrics,
    newTab: link.type === 'launch',
  });

  return (
    <footer className="footer" part="footer">
      <div className="content">
        {appLink && (
          <ChromeLink className="button open-app small-only" {...anchor(appLink)}>
            <Translated>{messages.button_openInApp()}</Translated>
          </ChromeLink>
        )}
        {settings.showSignIn && !session.isLoggedIn && (
          <ChromeLink className="button sign-in" href={withRef(`${prefix}/registration/signin/`, 'reg_ftr')}>
            <Translated>{messages.button_sign_in()}</Translated>
          </ChromeLink>
        )}
        <div className="social">
          <div className="social-box">
            {/* Read as the list's name only, not once more as a paragraph before it. */}
            <p className="social-title wide-only" id={socialTitle} aria-hidden="true">
              <Translated>{messages.social_links_title({ site: session.siteName })}</Translated>
            </p>
            <ul className="social-links" aria-labelledby={socialTitle}>
              {social.map((link) => (
                <li key={link.key}>
                  <ChromeLink {...anchor(link)} aria-label={messages[link.message]()}>
                    {link.name && <Icon name={link.name} />}
                  </ChromeLink>
                </li>
              ))}
            </ul>
          </div>
          {appLink && (
            <div className="app-box wide-only">
              <QrCodeImage text={absolute(url(appLink), origin)} size={QR_SIZE} />
              <p>
                <span className="app-title">
                  <Translated>{messages.get_app_title()}</Translated>
                </span>
                <span className="app-desc">
                  <Translated>{messages.get_app_desc()}</Translated>
                </span>
              </p>
            </div>
          )}
        </div>
        <LinkRow className="first-row" links={firstRow} anchor={anchor} />
        <LinkRow className="second-row" links={secondRow} anchor={anchor} />
        {/* The copyright line names the site; the logo repeats it for the eye only. */}
        <p className="logo" aria-hidden="true">
          {session.siteName}
        </p>
        <p className="copyright">
          <Translated>{messages.copyright({ year: settings.currentYear, site: session.siteName })}</Translated>
        </p>
      </div>
    </footer>
  );
}

type AnchorProps = Pick<ChromeLinkProps, 'href' | 'metrics' | 'newTab'>;

function LinkRow({ className, links, anchor }: { className: string; links: FooterLink[]; anchor: (link: FooterLink) => AnchorProps }) {
  const messages = useOnDemandMessages('footer', footerMessages);
  return (
    <ul className={`links ${className}`}>
      {links.map((link) => (
        <li key={link.key} className={link.onScreenSize && `${link.onScreenSize}-only`}>
          <ChromeLink {...anchor(link)}>
            <Translated>{messages[link.message]()}</Translated>
            {link.name && <Icon name={link.name} />}
            {link.type === 'launch' && (
              <>
                <Icon name="launch" />
                <span className="visually-hidden">{messages.link_newTab()}</span>
              </>
            )}
          </ChromeLink>
        </li>
      ))}
    </ul>
  );
}
