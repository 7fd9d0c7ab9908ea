import type { UnknownAction } from '@reduxjs/toolkit';
import { languageMenuToggled } from './languageSlice';

/**
 * The language flyout opened as HTML before the script ran: the page's store learns it at
 * hydration (one nv-loc-menu-open). Hydration's first render tells a store of its own.
 */
export function languageMenuOpenBeforeScript(content: Element): UnknownAction[] {
  return content.querySelector('.language-flyout .flyout-panel:popover-open') ? [languageMenuToggled({ open: true, layout: 'flyout' })] : [];
}
