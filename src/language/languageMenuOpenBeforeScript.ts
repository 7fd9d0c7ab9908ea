import type { UnknownAction } from '@reduxjs/toolkit';
import { languageMenuToggled } from './languageSlice';

/**
 * The language flyout or drawer opened as HTML before the script ran: the page's store learns it at
 * hydration (one nv-loc-menu-open or nv-language-menu-open). Hydration's first render tells a store of its own.
 */
export function languageMenuOpenBeforeScript(content: Element): UnknownAction[] {
  if (content.querySelector('.language-flyout .flyout-panel:popover-open')) return [languageMenuToggled({ open: true, layout: 'flyout' })];
  return content.querySelector('.language-drawer:popover-open') ? [languageMenuToggled({ open: true, layout: 'drawer' })] : [];
}
