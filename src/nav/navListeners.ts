import type { AppStartListening } from '../store';
import { pageActionReported } from '../tracking';
import { drawerClosed, drawerOpened } from './navSlice';
import { pageDocument } from '../chrome/pageDocument';

/** While the drawer is open the page behind cannot scroll (spec §4); opening and closing are reported, not its removal. */
export function addNavListeners(startListening: AppStartListening): void {
  let bodyOverflow: string | undefined;

  startListening({
    actionCreator: drawerOpened,
    effect: (_action, api) => {
      // Once per opening: the drawer tells what the DOM did, which hydration may tell again.
      if (bodyOverflow !== undefined) return;
      bodyOverflow = pageDocument.body.style.overflow;
      pageDocument.body.style.overflow = 'hidden';
      api.dispatch(pageActionReported({ pageAction: 'nv-menu-open' }));
    },
  });

  startListening({
    actionCreator: drawerClosed,
    effect: ({ payload: removed }, api) => {
      if (bodyOverflow === undefined) return;
      pageDocument.body.style.overflow = bodyOverflow;
      bodyOverflow = undefined;
      if (!removed) api.dispatch(pageActionReported({ pageAction: 'nv-menu-close' }));
    },
  });
}
