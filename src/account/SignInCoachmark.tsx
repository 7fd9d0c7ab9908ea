import { useEffect } from 'react';
import { useI18n } from '../i18n';
import { signInHref } from '../links';
import { currentPath, selectSession } from '../session';
import { useAppDispatch, useAppSelector } from '../store';
import { Icon } from '../ui/icons';
import { coachmarkDismissed, coachmarkHovered, coachmarkLeft, coachmarkRequested, selectCoachmarkStage } from './coachmarkSlice';

/** The sign-in invitation under 'Sign In', for signed-out visitors (spec §2, §4). */
export function SignInCoachmark() {
  const stage = useAppSelector(selectCoachmarkStage);
  const { urlLocalePrefix, currentUri } = useAppSelector(selectSession);
  const dispatch = useAppDispatch();
  const { LL } = useI18n();

  useEffect(() => {
    dispatch(coachmarkRequested());
  }, [dispatch]);

  if (stage === 'init' || stage === 'hidden') return null;
  const path = currentPath(currentUri);
  return (
    <div
      className="coachmark"
      data-stage={stage}
      role="group"
      aria-label={LL.header.signIn()}
      onPointerEnter={() => dispatch(coachmarkHovered())}
      onPointerLeave={() => dispatch(coachmarkLeft())}
    >
      <p className="coachmark-text">{LL.header.coachmark()}</p>
      <a className="coachmark-button" href={signInHref(urlLocalePrefix, path, 'signup_cm_nc_ca_btn')}>
        {LL.header.signIn()}
      </a>
      <p className="coachmark-new">
        {LL.header.newCustomer()} <a href={signInHref(urlLocalePrefix, path, 'signup_cm_nc_ca')}>{LL.header.createAccount()}</a>
      </p>
      <button type="button" className="icon-button coachmark-close" aria-label={LL.header.close()} onClick={() => dispatch(coachmarkDismissed())}>
        <Icon name="close" />
      </button>
    </div>
  );
}
