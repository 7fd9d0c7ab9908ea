import { useEffect } from 'react';
import { treatmentRequested } from '../experiments';
import { Translated, useI18n } from '../i18n';
import { ChromeLink, signInHref, useSiteLinks } from '../links';
import { selectSession } from '../session';
import { useAppDispatch, useAppSelector } from '../store';
import { Flyout } from '../ui/Flyout';
import { Icon } from '../ui/icons';
import { lazyComponent } from '../ui/lazyComponent';
import { SignInCoachmark } from './SignInCoachmark';
import { USER_MENU_EXPERIMENT } from './userMenuExperiment';
import type { UserMenuModel } from './userMenuModel';

// The menus' contents show once opened: loaded as the bar mounts, not before its first paint.
const SignedInPanel = lazyComponent(
  () => import('./AccountPanels').then((module) => module.SignedInPanel),
  // The member's name heads the menu from the start (spec §2).
  ({ name }: { name: string; model: UserMenuModel }) => (
    <p className="menu-name">
      <Translated>{name}</Translated>
    </p>
  ),
);
const NewCustomerPanel = lazyComponent(() => import('./AccountPanels').then((module) => module.NewCustomerPanel));

/**
 * Signed in: the account flyout; signed out: 'Sign In', the new-customer menu and the coachmark
 * (spec §2, §6). The `user-menu` model's account, when it says, decides which, and names the member.
 */
export function AccountMenu({ model }: { model: UserMenuModel }) {
  const session = useAppSelector(selectSession);
  return (model.account?.isLoggedIn ?? session.isLoggedIn) ? <SignedInMenu model={model} /> : <SignedOut model={model} />;
}

function SignedOut({ model }: { model: UserMenuModel }) {
  const { urlLocalePrefix } = useAppSelector(selectSession);
  const { LL } = useI18n();
  const path = useSiteLinks().returnPath;
  return (
    <div className="account signed-out">
      {/* Spec §2: the sign-in link's ref (the coachmark's button has the _btn one); its click is
          reported as the account menu's links are. */}
      <ChromeLink
        className="account-link"
        href={signInHref(urlLocalePrefix, path, 'signup_cm_nc_ca', model.account?.logInUrl)}
        metrics={{ pageAction: 'nv-usr-link', refTag: 'signup_cm_nc_ca' }}
      >
        <Icon name="account" />
        <span className="label">
          <Translated>{LL.header.signIn()}</Translated>
        </span>
      </ChromeLink>
      {/* The coachmark shows once a session; this keeps its create-account prompt within reach. */}
      <Flyout className="new-customer" hideOnSelection buttonLabel={LL.header.newCustomer()} button={<Icon name="chevronDown" />}>
        <NewCustomerPanel signInLink={model.signInLink} />
      </Flyout>
      <SignInCoachmark signInLink={model.signInLink} />
    </div>
  );
}

function SignedInMenu({ model }: { model: UserMenuModel }) {
  const { username } = useAppSelector(selectSession);
  const dispatch = useAppDispatch();
  const { LL } = useI18n();

  useEffect(() => {
    dispatch(treatmentRequested({ id: USER_MENU_EXPERIMENT, allowed: ['C', 'T1'] }));
  }, [dispatch]);

  const name = (model.account?.userName ?? username) || LL.header.yourAccount();
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
      <SignedInPanel name={name} model={model} />
    </Flyout>
  );
}
