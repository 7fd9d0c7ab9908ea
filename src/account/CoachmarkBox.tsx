import { useEffect, useLayoutEffect, useRef } from 'react';
import { accountMessages } from '../../locales/en-US/accountMessages';
import { useOnDemandMessages } from '../i18n/useOnDemandMessages';
import { onOrigin, signInHref, useSiteLinks } from '../links';
import { selectSession } from '../session';
import { useAppDispatch, useAppSelector } from '../store';
import { CloseIcon } from '../ui/CloseIcon';
import { placeCoachmark } from './coachmarkPlacement';
import { coachmarkDismissed, coachmarkHovered, coachmarkLeft, type CoachmarkStage } from './coachmarkSlice';
import { pageDocument } from '../chrome/pageDocument';

/** The invitation itself, while it shows (SignInCoachmark.tsx decides when); `signInLink` is user-menu's signInLink. */
export function CoachmarkBox({ stage, signInLink }: { stage: Exclude<CoachmarkStage, 'init' | 'hidden'>; signInLink?: string | undefined }) {
  const { urlLocalePrefix } = useAppSelector(selectSession);
  const dispatch = useAppDispatch();
  const header = useOnDemandMessages('header', accountMessages);
  const box = useRef<HTMLDivElement>(null);
  // Held while the pointer is over it or focus is in it: its time runs only when neither is.
  const held = useRef({ pointer: false, focus: false });
  const hold = (by: 'pointer' | 'focus', on: boolean) => {
    const was = held.current.pointer || held.current.focus;
    held.current[by] = on;
    const is = held.current.pointer || held.current.focus;
    if (is !== was) dispatch(is ? coachmarkHovered() : coachmarkLeft());
  };
  // Closed with focus on its button, focus goes to the bar's Sign In it points at, not the page's
  // top. Dismissed first: the focus leaving it is then no letting go for its timer to hear.
  const close = () => {
    dispatch(coachmarkDismissed());
    box.current?.parentElement?.querySelector<HTMLElement>('.account-link')?.focus();
  };

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
        pageDocument.documentElement.clientWidth,
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

  // Focus in it holds it too (native listeners: for the box these are not interactions of its own).
  useEffect(() => {
    const element = box.current;
    const focusIn = () => {
      hold('focus', true);
    };
    const focusOut = (event: FocusEvent) => {
      hold('focus', element?.contains(event.relatedTarget as Node | null) ?? false);
    };
    element?.addEventListener('focusin', focusIn);
    element?.addEventListener('focusout', focusOut);
    return () => {
      element?.removeEventListener('focusin', focusIn);
      element?.removeEventListener('focusout', focusOut);
    };
  });

  // Not link-helper links (no metrics): written absolute to the site the same way.
  const { origin, returnPath: path } = useSiteLinks();
  return (
    <div
      ref={box}
      className="coachmark"
      data-stage={stage}
      role="group"
      aria-label={header.signIn()}
      onPointerEnter={() => {
        hold('pointer', true);
      }}
      onPointerLeave={() => {
        hold('pointer', false);
      }}
    >
      <p className="coachmark-text">{header.coachmark()}</p>
      <a className="coachmark-button" href={onOrigin(signInHref(urlLocalePrefix, path, 'signup_cm_nc_ca_btn', signInLink), origin)}>
        {header.signIn()}
      </a>
      <p className="coachmark-new">
        {header.newCustomer()} <a href={onOrigin(signInHref(urlLocalePrefix, path, 'signup_cm_nc_ca', signInLink), origin)}>{header.createAccount()}</a>
      </p>
      <button type="button" className="icon-button coachmark-close" aria-label={header.close()} onClick={close}>
        <CloseIcon />
      </button>
    </div>
  );
}
