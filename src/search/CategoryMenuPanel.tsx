import { useEffect, type RefObject } from 'react';
import { searchMenuMessages } from '../../locales/en-US/searchMenuMessages';
import { Translated, useI18n } from '../i18n';
import { useOnDemandMessages } from '../i18n/useOnDemandMessages';
import { ChromeLink, withRef } from '../links';
import { selectSession } from '../session';
import { useAppDispatch, useAppSelector } from '../store';
import { pageActionReported } from '../tracking';
import { categoryByFormName, type SearchCategory } from './categories';
import { CategoryIcon } from './CategoryIcon';
import { selectCategory } from './searchSelectors';
import { categoryChosen, categoryMenuClosed } from './searchSlice';
import { pageDocument } from '../chrome/pageDocument';

interface CategoryMenuPanelProps {
  /** Form names of the categories offered, in order. */
  categories: readonly string[];
  open: boolean;
  /** The selector, button and menu: a mousedown outside it closes the menu. */
  rootRef: RefObject<HTMLDivElement | null>;
  /** Escape inside the menu gives focus back to it. */
  buttonRef: RefObject<HTMLButtonElement | null>;
  /** The search box: a choice puts the visitor back in it. */
  boxRef: RefObject<HTMLInputElement | null>;
}

/** The category menu's contents: the categories, then the Advanced Search link (spec §4). */
export function CategoryMenuPanel({ categories, open, rootRef, buttonRef, boxRef }: CategoryMenuPanelProps) {
  const dispatch = useAppDispatch();
  const { LL } = useI18n();
  const search = useOnDemandMessages('search', searchMenuMessages);
  const { urlLocalePrefix } = useAppSelector(selectSession);
  const selected = useAppSelector(selectCategory);
  // Search mode matters only while the menu is open: selected always, it re-rendered the menu as
  // search mode opened, much of that tap's time on a phone's CPU.
  const mobileOpen = useAppSelector((state) => open && state.search.mobileOpen);

  // Spec §4: an outside mousedown or Escape closes it on desktop only. In mobile search mode the
  // menu stays until its button, a choice, or the mode closing (Escape there closes the mode).
  useEffect(() => {
    if (!open || mobileOpen) return;
    // Read through composedPath: seen from the document, everything in our shadow root is the host.
    const inside = (event: Event) => rootRef.current !== null && event.composedPath().includes(rootRef.current);
    const onMouseDown = (event: MouseEvent) => {
      if (!inside(event)) dispatch(categoryMenuClosed());
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      dispatch(categoryMenuClosed());
      if (inside(event)) buttonRef.current?.focus();
    };
    pageDocument.addEventListener('mousedown', onMouseDown);
    pageDocument.addEventListener('keydown', onKeyDown);
    return () => {
      pageDocument.removeEventListener('mousedown', onMouseDown);
      pageDocument.removeEventListener('keydown', onKeyDown);
    };
  }, [open, mobileOpen, dispatch, rootRef, buttonRef]);

  const choose = (category: SearchCategory) => {
    dispatch(categoryChosen(category.formName));
    dispatch(pageActionReported({ pageAction: category.pageAction, refTag: category.refMarker }));
    boxRef.current?.focus();
  };

  return (
    <>
      <ul aria-label={search.categories()}>
        {categories.map(categoryByFormName).map((category) => (
          <li key={category.formName}>
            <button type="button" aria-current={category === selected ? 'true' : undefined} onClick={() => { choose(category); }}>
              <CategoryIcon name={category.icon} />
              <Translated>{LL.search[category.message]()}</Translated>
            </button>
          </li>
        ))}
      </ul>
      <ChromeLink className="advanced-search" href={withRef(`${urlLocalePrefix}/search/`, 'nv_sr_adv')}>
        <Translated>{search.advancedSearch()}</Translated>
      </ChromeLink>
    </>
  );
}
