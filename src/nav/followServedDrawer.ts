import type { AppDispatch } from '../store';
import { drawerClosed, drawerOpened } from './navSlice';

/**
 * The server's drawer opens and closes as HTML while its code is on its way, and React hears none
 * of it until that code hydrates it: a drawer opened before hydration and closed before its code
 * came was never reported (NAV-14, issue 72). So from the header's hydration the store follows the
 * drawer itself: open already, and each toggle after. NavDrawer tells the same once it is there;
 * the listeners report a change once however often it is told (navListeners). Only a served
 * drawer has such a gap, so this is hydration's code, loaded with it, not the up-front bundle's.
 */
export function followServedDrawer(content: Element, dispatch: AppDispatch): void {
  const drawer = content.querySelector<HTMLButtonElement>('.hamburger')?.popoverTargetElement;
  if (!drawer) return;
  if (drawer.matches(':popover-open')) dispatch(drawerOpened());
  drawer.addEventListener('toggle', (event) => {
    dispatch((event as ToggleEvent).newState === 'open' ? drawerOpened() : drawerClosed());
  });
}
