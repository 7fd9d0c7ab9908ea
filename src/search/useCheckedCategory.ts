import { useEffect, type RefObject } from 'react';
import { useAppDispatch, useAppStore } from '../store';
import { categoryByFormName } from './categories';
import { chooseCategory } from './chooseCategory';
import { selectCategory } from './searchSelectors';

/**
 * A category checked while the menu's own code is not there yet is still chosen (SRCH-18, issue 72).
 * The menu's contents are a lazy part (CategoryMenuPanel): between the header hydrating and that
 * code arriving, React leaves them as the server's HTML and hears nothing in them (it stops the
 * event), but the radio checks, as HTML. Nor does the panel, hydrating after the check, hear it as
 * a change. So the checked radio is heard here, from the shadow root ahead of React: whenever one
 * checks that is not the store's category, it is chosen. A choice the panel makes itself (its
 * click comes before the change) is the store's by then, and nothing more happens: reported once.
 * (One checked before the header hydrates is hydration's to adopt: categoryBeforeScript.)
 */
export function useCheckedCategory(menu: RefObject<HTMLElement | null>, box: RefObject<HTMLInputElement | null>): void {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  useEffect(() => {
    const element = menu.current;
    if (!element) return undefined;
    const root = element.getRootNode();
    const checked = (event: Event) => {
      const radio = event.target;
      if (!(radio instanceof HTMLInputElement) || radio.name !== 's' || !radio.checked || !element.contains(radio)) return;
      const category = categoryByFormName(radio.value);
      if (category !== selectCategory(store.getState())) chooseCategory(dispatch, category, radio, box.current);
    };
    root.addEventListener('change', checked, true);
    return () => {
      root.removeEventListener('change', checked, true);
    };
  }, [dispatch, store, menu, box]);
}
