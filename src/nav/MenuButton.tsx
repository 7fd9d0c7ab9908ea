import type { RefObject } from 'react';
import { Translated, useI18n } from '../i18n';
import { useAppDispatch, useAppSelector } from '../store';
import { Icon } from '../ui/icons';
import { preloadNavDrawer } from './LazyNavDrawer';
import { drawerOpened, selectDrawerOpen } from './navSlice';

/**
 * The hamburger, which opens the drawer. A component of its own so that only it follows the
 * drawer's state: the whole bar re-rendered on every opening, most of a tap's time on a phone.
 */
export function MenuButton({ ref }: { ref: RefObject<HTMLButtonElement | null> }) {
  const drawerOpen = useAppSelector(selectDrawerOpen);
  const dispatch = useAppDispatch();
  const { LL } = useI18n();
  return (
    <button
      ref={ref}
      type="button"
      className="hamburger"
      aria-haspopup="dialog"
      aria-expanded={drawerOpen}
      onPointerEnter={preloadNavDrawer}
      onFocus={preloadNavDrawer}
      onClick={() => dispatch(drawerOpened())}
    >
      <Icon name="menu" />
      <span className="label">
        <Translated>{LL.header.menu()}</Translated>
      </span>
    </button>
  );
}
