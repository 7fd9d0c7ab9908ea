import type { UnknownAction } from '@reduxjs/toolkit';
import { categoryBeforeScript } from '../search/categoryBeforeScript';
import { typedBeforeScript } from '../search/typedBeforeScript';

/**
 * What a visitor did to the server-rendered header before its script ran, for hydration to keep:
 * what was typed and the category checked. A panel opened before it (a popover) the page's store
 * learns as the panel hydrates (usePopover).
 */
export function keptOnHydration(content: Element): UnknownAction[] {
  return [...typedBeforeScript(content), ...categoryBeforeScript(content)];
}
