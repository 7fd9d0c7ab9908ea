import type { KeyboardEvent, RefObject } from 'react';
import { searchMenuMessages } from '../../locales/en-US/searchMenuMessages';
import { Translated, useI18n } from '../i18n';
import { useOnDemandMessages } from '../i18n/useOnDemandMessages';
import { ChromeLink, withRef } from '../links';
import { selectSession } from '../session';
import { useAppDispatch, useAppSelector } from '../store';
import { categoryByFormName, type SearchCategory } from './categories';
import { CategoryIcon } from './CategoryIcon';
import { chooseCategory } from './chooseCategory';
import { selectCategory } from './searchSelectors';

interface CategoryMenuPanelProps {
  /** Form names of the categories offered, in order. */
  categories: readonly string[];
  /** The search box: a choice puts the visitor back in it. */
  boxRef: RefObject<HTMLInputElement | null>;
}

// As a radio group's arrows go: down and up, and forward and back in the reading direction.
const STEPS: Record<string, number> = { ArrowDown: 1, ArrowUp: -1, ArrowRight: 1, ArrowLeft: -1 };

/**
 * The category menu's contents (spec §4): the categories as radio buttons of the form's `s` field,
 * then the Advanced Search link. As HTML, checking one is what the form sends. With script, a
 * choice (a click, Space or Enter) closes the menu and puts the visitor back in the box, and the
 * arrow keys move among the categories without choosing (a radio group's arrows would choose, and
 * so close the menu, at the first press).
 */
export function CategoryMenuPanel({ categories, boxRef }: CategoryMenuPanelProps) {
  const dispatch = useAppDispatch();
  const { LL } = useI18n();
  const search = useOnDemandMessages('search', searchMenuMessages);
  const { urlLocalePrefix } = useAppSelector(selectSession);
  const selected = useAppSelector(selectCategory);

  const choose = (category: SearchCategory, radio: Element) => {
    chooseCategory(dispatch, category, radio, boxRef.current);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLFieldSetElement>) => {
    const radio = event.target as HTMLInputElement;
    if (event.key === 'Enter') {
      // Not the form's implicit submission: Enter chooses, as a click does.
      event.preventDefault();
      choose(categoryByFormName(radio.value), radio);
      return;
    }
    const sideways = event.key === 'ArrowLeft' || event.key === 'ArrowRight';
    const step = (STEPS[event.key] ?? 0) * (sideways && event.currentTarget.matches(':dir(rtl)') ? -1 : 1);
    if (step === 0) return;
    event.preventDefault();
    const radios = [...event.currentTarget.querySelectorAll('input')];
    radios[(radios.indexOf(radio) + step + radios.length) % radios.length]?.focus();
  };

  return (
    <>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <fieldset className="search-categories" aria-label={search.categories()} onKeyDown={onKeyDown}>
        {categories.map(categoryByFormName).map((category) => (
          <label key={category.formName}>
            <input
              type="radio"
              name="s"
              value={category.formName}
              checked={category === selected}
              onChange={(event) => { choose(category, event.currentTarget); }}
              // Already checked, a click changes nothing: it still chooses (closes, back to the box).
              onClick={category === selected ? (event) => { choose(category, event.currentTarget); } : undefined}
            />
            <CategoryIcon name={category.icon} />
            <Translated>{LL.search[category.message]()}</Translated>
          </label>
        ))}
      </fieldset>
      <ChromeLink className="advanced-search" href={withRef(`${urlLocalePrefix}/search/`, 'nv_sr_adv')}>
        <Translated>{search.advancedSearch()}</Translated>
      </ChromeLink>
    </>
  );
}
