import type { UnknownAction } from '@reduxjs/toolkit';
import { DRAWER_ID } from './drawerId';
import { drawerOpened } from './navSlice';

/** The drawer opened as HTML before the script ran: the store learns it at hydration (page held, one report). */
export function drawerOpenBeforeScript(content: Element): UnknownAction[] {
  return content.querySelector(`#${DRAWER_ID}:popover-open`) ? [drawerOpened()] : [];
}
