import { useLayoutEffect, useRef } from 'react';
import { useI18n } from '../i18n';
import { onOrigin, signInHref, useSiteLinks } from '../links';
import { selectSession } from '../session';
import { useAppDispatch, useAppSelector } from '../store';
import { Icon } from '../ui/icons';
import { placeCoachmark } from './coachmarkPlacement';
import { coachmarkDismissed, coachmarkHovered, coachmarkLeft, type CoachmarkStage } from './coachmarkSlice';

/** The invitation itself, while it shows (SignInCoachmark.tsx decides when); `signInLink` is user-menu's signInLink. */
export function CoachmarkBox({ stage, signInLink }: { stage: Exclude<CoachmarkStage, 'init' | 'hidden'>; signInLink?: string | undefined }) {
  const { urlLocalePrefix } = useAppSelector(selectSession);
  const dispatch = useAppDispatch();
  const { LL } = useI18n();
  const box = useRef<HTMLDivElement>(null);

  // Measured, not styled: where 'Sign In' sits depends on the bar's layout at the current width.
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const place = () => {
      const container = element.offsetParent ?? element.parentElement;
      const anchor = element.parentElement?.querySelector('.account-link');
      if (!container || !anchor) return;
      const rtl = getComputedStyle(element).direction === 'rtl';
      const { left, arrow } = placeCoachmark(
        anchor.getBoundingClientRect(),
        container.getBoundingClientRect(),
        element.offsetWidth,
        document.documentElement.clientWidth,
        rtl,
      );
      element.style.left = `${String(left)}px`;
      element.style.setProperty('--coachmark-arrow-at', `${String(arrow)}px`);
    };
    place();
    window.addEventListener('resize', place);
    return () => {
      window.removeEventListener('resize', place);
    };
  }, []);

  // Not link-helper links (no metrics): written absolute to the site the same way.
  const { origin, returnPath: path } = useSiteLinks();
  return (
    <div
      ref={box}
      className="coachmark"
      data-stage={stage}
      role="group"
      aria-label={LL.header.signIn()}
      onPointerEnter={() => dispatch(coachmarkHovered())}
      onPointerLeave={() => dispatch(coachmarkLeft())}
    >
      <p className="coachmark-text">{LL.header.coachmark()}</p>
      <a className="coachmark-button" href={onOrigin(signInHref(urlLocalePrefix, path, 'signup_cm_nc_ca_btn', signInLink), origin)}>
        {LL.header.signIn()}
      </a>
      <p className="coachmark-new">
        {LL.header.newCustomer()} <a href={onOrigin(signInHref(urlLocalePrefix, path, 'signup_cm_nc_ca', signInLink), origin)}>{LL.header.createAccount()}</a>
      </p>
      <button type="button" className="icon-button coachmark-close" aria-label={LL.header.close()} onClick={() => dispatch(coachmarkDismissed())}>
        <Icon name="close" />
      </button>
    </div>
  );
}
