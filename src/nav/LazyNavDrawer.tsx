import { useEffect, useState, type RefObject } from 'react';
import { useAppDispatch, useAppSelector } from '../store';
import { lazyComponent } from '../ui/lazyComponent';
import { useServerRendered } from '../ui/useServerRendered';
import type { NavModel } from './navModel';
import { drawerClosed, drawerOpened, selectDrawerOpen } from './navSlice';

const NavDrawer = lazyComponent(() => import('./NavDrawer').then((module) => module.NavDrawer));

/** Starts loading the drawer before it is wanted, e.g. when the pointer nears the hamburger. */
export function preloadNavDrawer(): void {
  void NavDrawer.preload();
}

/**
 * The drawer and its full menu are a chunk of their own. The server renders them, so they work as
 * HTML from the first paint and hydrate when their code comes; in the browser alone they are
 * loaded the first time the drawer opens.
 */
export function LazyNavDrawer({ model, opener }: { model: NavModel | null; opener: RefObject<HTMLButtonElement | null> }) {
  const served = useServerRendered();
  const [wanted, setWanted] = useState(served);
  // Followed only until it is wanted: from then on an opening re-renders nothing here.
  const opened = useAppSelector((state) => !wanted && selectDrawerOpen(state));
  if (opened) setWanted(true);
  useServedDrawer(served, opener);
  return wanted ? <NavDrawer model={model} opener={opener} adopted={served} /> : null;
}

/**
 * The server's drawer opens and closes as HTML while its code is on its way, and React hears none
 * of it until that code hydrates it: a drawer opened before hydration and closed before its code
 * came was never reported (NAV-14, issue 72). So from the header's hydration the store follows the
 * drawer itself: open already, and each toggle after. NavDrawer tells the same once it is there;
 * the listeners report a change once however often it is told (navListeners).
 */
function useServedDrawer(served: boolean, opener: RefObject<HTMLButtonElement | null>): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    const drawer = served ? opener.current?.popoverTargetElement : null;
    if (!drawer) return undefined;
    if (drawer.matches(':popover-open')) dispatch(drawerOpened());
    const toggled = (event: Event) => {
      dispatch((event as ToggleEvent).newState === 'open' ? drawerOpened() : drawerClosed());
    };
    drawer.addEventListener('toggle', toggled);
    return () => {
      drawer.removeEventListener('toggle', toggled);
    };
  }, [dispatch, served, opener]);
}
