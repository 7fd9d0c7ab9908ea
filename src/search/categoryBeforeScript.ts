import type { UnknownAction } from '@reduxjs/toolkit';
import { pageActionReported } from '../tracking';
import { categoryByFormName } from './categories';
import { categoryChosen } from './searchSlice';

/**
 * The category as the page shows it at hydration, for the page's store: the page's own (checked by
 * the server's HTML), or one the visitor checked before the script ran (the menu works as HTML),
 * then reported once, as a choice with script is. Hydration's first render tells a store of its
 * own. (The menu itself, open or not, is the page's.)
 */
export function categoryBeforeScript(content: Element): UnknownAction[] {
  const checked = content.querySelector<HTMLInputElement>('.search-category-menu input[name="s"]:checked');
  if (!checked) return [];
  const category = categoryByFormName(checked.value);
  const chosen = categoryChosen(category.formName);
  return checked.defaultChecked ? [chosen] : [chosen, pageActionReported({ pageAction: category.pageAction, refTag: category.refMarker })];
}
