import type { RefObject } from 'react';
import { Translated, useI18n } from '../i18n';
import { useAppDispatch, useAppSelector } from '../store';
import { Icon } from '../ui/icons';
import { useServerRendered } from '../ui/useServerRendered';
import { DRAWER_ID } from './drawerId';
import { preloadNavDrawer } from './LazyNavDrawer';
import { drawerOpened, selectDrawerOpen } from './navSlice';

/**
 * The hamburger, which opens the drawer: as HTML (popovertarget), so it answers before script and
 * without it. A component of its own, so that an opening re-renders nothing else of the bar.
 */
export function MenuButton({ ref }: { ref: RefObject<HTMLButtonElement | null> }) {
  const dispatch = useAppDispatch();
  const drawerOpen = useAppSelector(selectDrawerOpen);
  // Server-rendered, the drawer is on the page and the platform says whether it is expanded (an
  // aria-expanded in the HTML would be stale once it opens before hydration). Rendered in the
  // browser, the drawer comes with its code on the first opening: until then, the store says.
  const expanded = useServerRendered() ? undefined : drawerOpen;
  const { LL } = useI18n();
  return (
    <button
      ref={ref}
      type="button"
      className="hamburger"
      aria-haspopup="dialog"
      aria-expanded={expanded}
      popoverTarget={DRAWER_ID}
      onPointerEnter={preloadNavDrawer}
      onFocus={preloadNavDrawer}
      onClick={(event) => {
        // No drawer on the page yet (rendered in the browser, its code not loaded): the store asks for it.
        if (!event.currentTarget.popoverTargetElement) dispatch(drawerOpened());
      }}
    >
      <Icon name="menu" />
      <span className="label">
        <Translated>{LL.header.menu()}</Translated>
      </span>
    </button>
  );
}
