import { selectTreatment } from '../experiments';
import { Translated, useI18n } from '../i18n';
import { ChromeLink, signInHref, useSiteLinks, withRef } from '../links';
import { selectSession } from '../session';
import { useAppSelector } from '../store';
import { accountLinks, activityLinks, type UserMenuLink } from './userMenu';
import { USER_MENU_EXPERIMENT } from './userMenuExperiment';

/** The open account menu (spec §2, §6): the member's name, then their activity and account links. */
export function SignedInPanel({ name }: { name: string }) {
  const { urlLocalePrefix } = useAppSelector(selectSession);
  const treatment = useAppSelector((state) => selectTreatment(state, USER_MENU_EXPERIMENT));
  const { LL } = useI18n();
  const list = (links: UserMenuLink[]) => (
    <ul className="menu-links">
      {links.map((link) => (
        <li key={link.message}>
          <ChromeLink href={withRef(`${urlLocalePrefix}${link.href}`, link.ref)} metrics={{ pageAction: 'nv-usr-link', refTag: link.ref }}>
            <Translated>{LL.header[link.message]()}</Translated>
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
        <Translated>{treatment === 'T1' ? LL.header.yourProfile() : LL.header.yourActivity()}</Translated>
      </p>
      {list(activityLinks)}
      <p className="menu-heading">
        <Translated>{LL.header.yourAccount()}</Translated>
      </p>
      {list(accountLinks)}
    </>
  );
}

/** The open New Customer menu: sign in, or create an account. */
export function NewCustomerPanel() {
  const { urlLocalePrefix } = useAppSelector(selectSession);
  const { LL } = useI18n();
  const path = useSiteLinks().returnPath;
  return (
    <>
      <ChromeLink
        className="new-customer-sign-in"
        href={signInHref(urlLocalePrefix, path, 'signup_cm_nc_ca_btn')}
        metrics={{ pageAction: 'nv-usr-link', refTag: 'signup_cm_nc_ca_btn' }}
      >
        <Translated>{LL.header.signIn()}</Translated>
      </ChromeLink>
      <p className="menu-heading">
        <Translated>{LL.header.newCustomer()}</Translated>
      </p>
      <ChromeLink className="create-account" href={signInHref(urlLocalePrefix, path, 'signup_cm_nc_ca')} metrics={{ pageAction: 'nv-usr-link', refTag: 'signup_cm_nc_ca' }}>
        <Translated>{LL.header.createAccount()}</Translated>
      </ChromeLink>
    </>
  );
}
