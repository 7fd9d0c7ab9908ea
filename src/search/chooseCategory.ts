import type { AppDispatch } from '../store';
import { pageActionReported } from '../tracking';
import type { SearchCategory } from './categories';
import { categoryChosen } from './searchSlice';

/**
 * A category chosen with script (spec §4): the store follows, the choice is reported, the menu
 * closes and the visitor is back in the box. Into the box first: the menu then closes with focus
 * elsewhere, and keeps it there.
 */
export function chooseCategory(dispatch: AppDispatch, category: SearchCategory, radio: Element, box: HTMLInputElement | null): void {
  dispatch(categoryChosen(category.formName));
  dispatch(pageActionReported({ pageAction: category.pageAction, refTag: category.refMarker }));
  box?.focus();
  radio.closest<HTMLElement>('[popover]')?.hidePopover();
}
