import { memo, useId, useRef, type RefObject } from 'react';
import { Translated, useI18n } from '../i18n';
import { useAppDispatch, useAppSelector } from '../store';
import { lazyComponent } from '../ui/lazyComponent';
import { selectCategory } from './searchSelectors';
import { categoryMenuToggled } from './searchSlice';

// Needed once the visitor opens the menu: loaded as the box mounts, not before the first paint.
const CategoryMenuPanel = lazyComponent(() => import('./CategoryMenuPanel').then((module) => module.CategoryMenuPanel));

/**
 * The category selector (spec §4): a button toggling a menu of the search model's categories and
 * the Advanced Search link. A choice closes it, and on desktop an outside mousedown or Escape
 * (CategoryMenuPanel). (Not the header's hover flyout: this menu opens only when asked.)
 * Memoised, its props holding still: opening search mode re-renders the bar around it, and
 * re-rendering the menu too was much of that tap's time on a phone's CPU.
 */
export const CategoryMenu = memo(function CategoryMenu({ categories, boxRef }: { categories: readonly string[]; boxRef: RefObject<HTMLInputElement | null> }) {
  const dispatch = useAppDispatch();
  const { LL } = useI18n();
  const selected = useAppSelector(selectCategory);
  const open = useAppSelector((state) => state.search.categoryMenuOpen);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

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
        <CategoryMenuPanel categories={categories} open={open} rootRef={rootRef} buttonRef={buttonRef} boxRef={boxRef} />
      </div>
    </div>
  );
});
