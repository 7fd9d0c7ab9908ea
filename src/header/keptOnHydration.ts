import type { UnknownAction } from '@reduxjs/toolkit';
import { followServedDrawer } from '../nav/followServedDrawer';
import { categoryBeforeScript } from '../search/categoryBeforeScript';
import { followCheckedCategory } from '../search/followCheckedCategory';
import { typedBeforeScript } from '../search/typedBeforeScript';
import { pageStore } from '../store/store';

/**
 * What a visitor did to the server-rendered header before its script ran, for hydration to keep:
 * what was typed and the category checked. A panel opened before it (a popover) the page's store
 * learns as the panel hydrates (usePopover). Called once the header has hydrated: from then on, until
 * their own code comes, the drawer and the category menu are followed as HTML (followServedDrawer,
 * followCheckedCategory).
 */
export function keptOnHydration(content: Element): UnknownAction[] {
  followServedDrawer(content, pageStore.dispatch);
  followCheckedCategory(content, pageStore);
  return [...typedBeforeScript(content), ...categoryBeforeScript(content)];
}
