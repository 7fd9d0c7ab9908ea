import { useEffect } from 'react';
import { selectTreatment, treatmentRequested } from '../experiments';
import { Translated, useI18n } from '../i18n';
import { ChromeLink, signInHref, withRef } from '../links';
import { selectSession, useCurrentPath } from '../session';
import { useAppDispatch, useAppSelector } from '../store';
import { Flyout } from '../ui/Flyout';
import { Icon } from '../ui/icons';
import { SignInCoachmark } from './SignInCoachmark';
import { accountLinks, activityLinks, USER_MENU_EXPERIMENT, type UserMenuLink } from './userMenu';

/** Signed in: the account flyout; signed out: 'Sign In', the new-customer menu and the coachmark (spec §2, §6). */
export function AccountMenu() {
  const session = useAppSelector(selectSession);
  return session.isLoggedIn ? <SignedInMenu /> : <SignedOut />;
}

function SignedOut() {
  const { urlLocalePrefix } = useAppSelector(selectSession);
  const { LL } = useI18n();
  const path = useCurrentPath();
  return (
    <div className="account signed-out">
      <ChromeLink className="account-link" href={signInHref(urlLocalePrefix, path, 'nv_generic_lgin')}>
        <Icon name="account" />
        <span className="label">
          <Translated>{LL.header.signIn()}</Translated>
        </span>
      </ChromeLink>
      {/* The coachmark shows once a session; this keeps its create-account prompt within reach. */}
      <Flyout className="new-customer" hideOnSelection buttonLabel={LL.header.newCustomer()} button={<Icon name="chevronDown" />}>
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
      </Flyout>
      <SignInCoachmark />
    </div>
  );
}

function SignedInMenu() {
  const { username, urlLocalePrefix } = useAppSelector(selectSession);
  const treatment = useAppSelector((state) => selectTreatment(state, USER_MENU_EXPERIMENT));
  const dispatch = useAppDispatch();
  const { LL } = useI18n();

  useEffect(() => {
    dispatch(treatmentRequested({ id: USER_MENU_EXPERIMENT, allowed: ['C', 'T1'] }));
  }, [dispatch]);

  const name = username || LL.header.yourAccount();
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
    <Flyout
      className="account signed-in"
      hideOnSelection
      buttonLabel={LL.header.accountMenu({ name })}
      button={
        <>
          <Icon name="account" />
          <span className="username">
            <Translated>{name}</Translated>
          </span>
        </>
      }
    >
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
    </Flyout>
  );
}
