import type { AppStartListening } from '../store';
import { pageActionReported } from '../tracking';
import { drawerClosed, drawerOpened } from './navSlice';

/** While the drawer is open the page behind cannot scroll (spec §4); opening and closing are reported. */
export function addNavListeners(startListening: AppStartListening): void {
  let bodyOverflow: string | undefined;

  startListening({
    actionCreator: drawerOpened,
    effect: (_action, api) => {
      if (bodyOverflow === undefined) {
        bodyOverflow = document.body.style.overflow;
        document.body.style.overflow = 'hidden';
      }
      api.dispatch(pageActionReported({ pageAction: 'nv-menu-open' }));
    },
  });

  startListening({
    actionCreator: drawerClosed,
    effect: (_action, api) => {
      if (bodyOverflow === undefined) return;
      document.body.style.overflow = bodyOverflow;
      bodyOverflow = undefined;
      api.dispatch(pageActionReported({ pageAction: 'nv-menu-close' }));
    },
  });
}
