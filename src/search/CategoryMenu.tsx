import { memo, useId, useRef, type RefObject } from 'react';
import { Translated, useI18n } from '../i18n';
import { useAppSelector } from '../store';
import { lazyComponent } from '../ui/lazyComponent';
import { usePopover } from '../ui/usePopover';
import { categoryByFormName } from './categories';
import { selectCategory } from './searchSelectors';

/** Until the menu's code comes, the form still sends the chosen category (its radio buttons carry it after); All sends none. */
function ChosenCategory() {
  const { formName } = useAppSelector(selectCategory);
  return formName ? <input type="hidden" name="s" value={formName} /> : null;
}

// Its code is needed once the visitor chooses: loaded as the box mounts, not before the first paint
// (the server renders it in full, so as HTML it is there from the start).
const CategoryMenuPanel = lazyComponent(() => import('./CategoryMenuPanel').then((module) => module.CategoryMenuPanel), ChosenCategory);

/**
 * The category selector (spec §4): a button and a menu of the search model's categories, as radio
 * buttons of the form's `s` field, and the Advanced Search link. As HTML the menu is a popover its
 * button opens (`popovertarget`) and Escape or a click outside closes, and a category checked is
 * what the form sends, before and without script. In mobile search mode it is a manual popover:
 * it stays until its button, a choice, or the mode closing (spec §4: the popover type changing
 * closes it). The DOM alone owns the open state (usePopover); the store has only the category.
 * Memoised, its props holding still: opening search mode re-renders the bar around it, and
 * re-rendering the menu too was much of that tap's time on a phone's CPU.
 */
export const CategoryMenu = memo(function CategoryMenu({ categories, boxRef }: { categories: readonly string[]; boxRef: RefObject<HTMLInputElement | null> }) {
  const { LL } = useI18n();
  const selected = useAppSelector(selectCategory);
  const mobileOpen = useAppSelector((state) => state.search.mobileOpen);
  const menuId = useId();
  const menuRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const toggles = usePopover(menuRef, { opener: buttonRef });

  return (
    <div className="search-category">
      <button ref={buttonRef} type="button" className="search-category-button" popoverTarget={menuId}>
        {/* Every category's name, the one shown by CSS (search.styles.ts): the radio checked in the
            menu, so that a choice without script or before it shows too; each named in full for
            the button's accessible name, which only the shown one gives. */}
        {categories.map(categoryByFormName).map((category) => {
          const name = LL.search[category.message]();
          return (
            <span key={category.formName} className={category === selected ? 'category-name chosen' : 'category-name'} data-category={category.formName}>
              <span className="visually-hidden">{LL.search.categoryButton({ category: name })}</span>
              <span aria-hidden="true">
                <Translated>{name}</Translated>
              </span>
            </span>
          );
        })}
        <span className="chevron" aria-hidden="true">
          ▾
        </span>
      </button>
      <div ref={menuRef} id={menuId} popover={mobileOpen ? 'manual' : 'auto'} className="search-category-menu" {...toggles}>
        <CategoryMenuPanel categories={categories} boxRef={boxRef} />
      </div>
    </div>
  );
});
