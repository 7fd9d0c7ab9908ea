import type { AppStore } from '../store';
import { categoryByFormName } from './categories';
import { selectCategory } from './searchSelectors';

/**
 * A category checked while the menu's own code is not there yet is still chosen (SRCH-18, issue 72).
 * The menu's contents are a lazy part (CategoryMenuPanel): between the header hydrating and that
 * code arriving, React leaves them as the server's HTML and hears nothing in them (it stops the
 * event), but the radio checks, as HTML. Nor does the panel, hydrating after the check, hear it as
 * a change. So from the header's hydration the checked radio is heard here, from the shadow root
 * ahead of React: whenever one checks that is not the store's category, it is chosen. A choice the
 * panel makes itself (its click comes before the change) is the store's by then, and nothing more
 * happens: reported once. (One checked before the header hydrates is hydration's to adopt:
 * categoryBeforeScript.) Only server-rendered menus have such a gap, so this is hydration's code,
 * loaded with it, not the up-front bundle's.
 */
export function followCheckedCategory(content: Element, store: AppStore): void {
  const checked = (event: Event) => {
    const radio = event.target;
    const menu = content.querySelector('.search-category-menu');
    if (!(radio instanceof HTMLInputElement) || radio.name !== 's' || !radio.checked || !menu?.contains(radio)) return;
    const category = categoryByFormName(radio.value);
    if (category === selectCategory(store.getState())) return;
    // Its code comes when it is needed (a chunk the menu's code shares), so that hydration's code
    // holds none of the menu's: hydration does not fail with it, nor the menu with hydration.
    void import('./chooseCategory').then(({ chooseCategory }) => {
      chooseCategory(store.dispatch, category, radio, content.querySelector<HTMLInputElement>('input[role="combobox"]'));
    });
  };
  content.getRootNode().addEventListener('change', checked, true);
}
