import { useEffect, useId, useRef } from 'react';
import { Translated, useI18n } from '../i18n';
import { ChromeLink, withRef } from '../links';
import { selectSession } from '../session';
import { useAppDispatch, useAppSelector } from '../store';
import { pageActionReported } from '../tracking';
import { SEARCH_CATEGORIES, type SearchCategory } from './categories';
import { selectCategory } from './searchSelectors';
import { categoryChosen, categoryMenuClosed, categoryMenuToggled } from './searchSlice';

/**
 * The category selector (spec §4): a button toggling a menu of categories and the Advanced
 * Search link. An outside mousedown, Escape or a choice closes it. (Not the header's hover
 * flyout: this menu opens only when asked and stays open until one of those.)
 */
export function CategoryMenu({ onChosen }: { onChosen: () => void }) {
  const dispatch = useAppDispatch();
  const { LL } = useI18n();
  const { urlLocalePrefix } = useAppSelector(selectSession);
  const selected = useAppSelector(selectCategory);
  const open = useAppSelector((state) => state.search.categoryMenuOpen);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
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
    document.addEventListener('mousedown', onMouseDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('mousedown', onMouseDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, dispatch]);

  const choose = (category: SearchCategory) => {
    dispatch(categoryChosen(category.formName));
    dispatch(pageActionReported({ pageAction: category.pageAction, refTag: category.refMarker }));
    onChosen();
  };

  const label = LL.search[selected.message]();
  return (
    <div className="search-category" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="search-category-button"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={LL.search.categoryButton({ category: label })}
        onClick={() => dispatch(categoryMenuToggled())}
      >
        <Translated>{label}</Translated>
        <span className="chevron" aria-hidden="true">
          ▾
        </span>
      </button>
      <div id={menuId} className="search-category-menu" hidden={!open}>
        <ul aria-label={LL.search.categories()}>
          {SEARCH_CATEGORIES.map((category) => (
            <li key={category.formName}>
              <button type="button" aria-current={category === selected ? 'true' : undefined} onClick={() => { choose(category); }}>
                <Translated>{LL.search[category.message]()}</Translated>
              </button>
            </li>
          ))}
        </ul>
        <ChromeLink className="advanced-search" href={withRef(`${urlLocalePrefix}/search/`, 'nv_sr_adv')}>
          <Translated>{LL.search.advancedSearch()}</Translated>
        </ChromeLink>
      </div>
    </div>
  );
}
