import type { MouseEvent } from 'react';
import { selectTreatment } from '../experiments';
import { accountMessages } from '../../locales/en-US/accountMessages';
import { Translated } from '../i18n';
import { useOnDemandMessages } from '../i18n/useOnDemandMessages';
import { ChromeLink, localizedHref, signInHref, useSiteLinks, withRef } from '../links';
import { selectSession } from '../session';
import { useAppSelector } from '../store';
import { accountLinks, activityLinks, signOutLink } from './userMenu';
import { USER_MENU_EXPERIMENT } from './userMenuExperiment';
import type { UserMenuModel, UserMenuModelLink } from './userMenuModel';

/** The header's messages a menu link's id may name (the site's own links name them). */
const MENU_MESSAGES = ['yourWatchlist', 'yourRatings', 'yourLists', 'yourActivity', 'yourProfile', 'accountSettings', 'signOut'] as const;
type MenuMessage = (typeof MENU_MESSAGES)[number];
const isMenuMessage = (id: string): id is MenuMessage => (MENU_MESSAGES as readonly string[]).includes(id);

/**
 * A link's `onClick` (user-menu): the element fires `user-menu-action`, bubbling and composed, and
 * when the page cancels it the browser does not follow the link (the page did what it names).
 */
function announceAction(event: MouseEvent<HTMLElement>, link: UserMenuModelLink): void {
  const anchor = (event.target as Element).closest('a');
  const root = event.currentTarget.getRootNode();
  if (!link.onClick || !anchor || !(root instanceof ShadowRoot)) return;
  const detail = { action: link.onClick, href: anchor.href };
  if (!root.host.dispatchEvent(new CustomEvent('user-menu-action', { detail, bubbles: true, composed: true, cancelable: true }))) event.preventDefault();
}

/** The open account menu (spec §2, §6): the member's name, then their activity and account links, then signing out. */
export function SignedInPanel({ name, model }: { name: string; model: UserMenuModel }) {
  const { urlLocalePrefix } = useAppSelector(selectSession);
  const treatment = useAppSelector((state) => selectTreatment(state, USER_MENU_EXPERIMENT));
  const header = useOnDemandMessages('header', accountMessages);
  const label = ({ id, defaultMessage }: UserMenuModelLink['message']) => (isMenuMessage(id) ? header[id]() : defaultMessage);
  const signOut = { ...signOutLink, href: model.account?.logOutUrl ?? signOutLink.href };
  const list = (links: UserMenuModelLink[]) => (
    <ul className="menu-links">
      {links.map((link) => (
        // The click is the link's, bubbling here (Enter on a link clicks it too): see announceAction.
        // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
        <li
          key={`${link.message.id}-${link.href}`}
          onClick={(event) => {
            announceAction(event, link);
          }}
        >
          <ChromeLink href={withRef(localizedHref(link.href, urlLocalePrefix), link.ref)} metrics={{ pageAction: 'nv-usr-link', refTag: link.ref }}>
            <Translated>{label(link.message)}</Translated>
          </ChromeLink>
        </li>
      ))}
    </ul>
  );
  return (
    <>
      <p className="menu-name">
        <Translated>{name}</Translated>
      </p>
      <p className="menu-heading">
        <Translated>{treatment === 'T1' ? header.yourProfile() : header.yourActivity()}</Translated>
      </p>
      {list(model.activityLinks ?? activityLinks)}
      <p className="menu-heading">
        <Translated>{header.yourAccount()}</Translated>
      </p>
      {list([...(model.accountLinks ?? accountLinks), signOut])}
    </>
  );
}

/** The open New Customer menu: sign in, or create an account (at the host's `signInLink` when it gives one). */
export function NewCustomerPanel({ signInLink }: { signInLink?: string | undefined }) {
  const { urlLocalePrefix } = useAppSelector(selectSession);
  const header = useOnDemandMessages('header', accountMessages);
  const path = useSiteLinks().returnPath;
  return (
    <>
      <ChromeLink
        className="new-customer-sign-in"
        href={signInHref(urlLocalePrefix, path, 'signup_cm_nc_ca_btn', signInLink)}
        metrics={{ pageAction: 'nv-usr-link', refTag: 'signup_cm_nc_ca_btn' }}
      >
        <Translated>{header.signIn()}</Translated>
      </ChromeLink>
      <p className="menu-heading">
        <Translated>{header.newCustomer()}</Translated>
      </p>
      <ChromeLink
        className="create-account"
        href={signInHref(urlLocalePrefix, path, 'signup_cm_nc_ca', signInLink)}
        metrics={{ pageAction: 'nv-usr-link', refTag: 'signup_cm_nc_ca' }}
      >
        <Translated>{header.createAccount()}</Translated>
      </ChromeLink>
    </>
  );
}
