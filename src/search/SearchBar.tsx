import { useEffect, useId, useRef } from 'react';
import { useI18n } from '../i18n';
import { localizedHref, onOrigin, useSiteLinks } from '../links';
import { selectSession, useCurrentPath } from '../session';
import { useAppDispatch, useAppSelector } from '../store';
import { Icon } from '../ui/icons';
import { usePopover } from '../ui/usePopover';
import { CategoryMenu } from './CategoryMenu';
import { SearchCombobox } from './SearchCombobox';
import { SEARCH_MODEL, type SearchModel } from './searchModel';
import { selectCategory } from './searchSelectors';
import { categoryChosen, mobileSearchClosed, mobileSearchOpened, pageNavigated } from './searchSlice';

export interface SearchBarProps {
  /** Caps the suggestion list at 70vh (spec §9); on unless the host turns it off. */
  limitHeight?: boolean;
  /** How the form submits and what it offers, over the site's own /find. */
  model?: SearchModel;
}

/**
 * Search (spec §2, §4): a plain form (GET /find unless the search model says otherwise), so it
 * works with no script of ours and when suggestions fail, plus the category selector, the
 * typeahead box and, on narrow screens, a toggle into a full-width search mode.
 */
export function SearchBar({ limitHeight = true, model: given }: SearchBarProps) {
  const dispatch = useAppDispatch();
  const { LL } = useI18n();
  const { urlLocalePrefix } = useAppSelector(selectSession);
  // Only what the bar shows: the whole search state changes with every key typed.
  const mobileOpen = useAppSelector((state) => state.search.mobileOpen);
  const category = useAppSelector(selectCategory);
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const page = useCurrentPath();
  const linkOrigin = useSiteLinks().origin;

  // The category follows the page's s parameter on every navigation (spec §4). Hydrating, the page's
  // store then learns what the visitor chose before it (categoryBeforeScript).
  useEffect(() => {
    dispatch(pageNavigated(page));
  }, [dispatch, page]);

  // A category the model does not offer (the page's s, or a model changed) gives way to its first.
  const model = { ...SEARCH_MODEL, ...given };
  const { categories } = model;
  useEffect(() => {
    if (!categories.includes(category.formName)) dispatch(categoryChosen(categories[0] ?? ''));
  }, [dispatch, categories, category]);

  // All sends no `s` (spec §2: the category parameter is optional, All has no form name). Its radio
  // is one of the `s` group, so as HTML it sends an empty one; with script the form leaves it out.
  useEffect(() => {
    const form = formRef.current;
    const withoutAll = (event: FormDataEvent) => {
      if (event.formData.get('s') === '') event.formData.delete('s');
    };
    form?.addEventListener('formdata', withoutAll);
    return () => {
      form?.removeEventListener('formdata', withoutAll);
    };
  }, []);

  // Search mode is the form shown as a popover the toggle opens: as HTML too, before and without
  // script (issue 73). The DOM owns the open state; the store follows it (usePopover). Closed by
  // the visitor (close button, Escape), the mode clears (spec §4); closed because the visitor came
  // to the page anew (pageEntered), the text stays.
  const toggles = usePopover(formRef, {
    opener: toggleRef,
    onToggle: (open) => {
      if (open) dispatch(mobileSearchOpened());
      else if (mobileOpen) dispatch(mobileSearchClosed());
    },
  });

  return (
    <div className="search">
      {/* Mobile search mode: Escape from any of its controls (the box, the category button and
          menu, submit, close) clears and closes it (spec §4). The controls are native; the form
          only hears the key on its way up. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <form
        ref={formRef}
        id={formId}
        className="search-form"
        popover="manual"
        role="search"
        method={model.formMethod}
        action={onOrigin(localizedHref(model.formAction, urlLocalePrefix), linkOrigin)}
        onKeyDown={(event) => {
          if (mobileOpen && event.key === 'Escape') formRef.current?.hidePopover();
        }}
        {...toggles}
      >
        {model.hiddenFields.map((field) => (
          <input key={`${field.name}=${field.val}`} type="hidden" name={field.name} value={field.val} />
        ))}
        <CategoryMenu categories={categories} boxRef={inputRef} />
        <SearchCombobox inputRef={inputRef} limitHeight={limitHeight} model={model} />
        <button type="submit" className="search-submit" aria-label={LL.search.submit()}>
          <Icon name="search" />
        </button>
        {/* autofocus: only shown in search mode, so the platform focuses it as the mode opens and
            never as the page loads (the box, shown on a wide bar, would take the page's focus). */}
        {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
        <button type="button" className="search-close" aria-label={LL.search.close()} popoverTarget={formId} popoverTargetAction="hide" autoFocus>
          <span aria-hidden="true">×</span>
        </button>
      </form>
      {/* Below 600px the form is hidden or laid over the bar, so the toggle shows in its place and
          opens it, as HTML too. */}
      <button
        ref={toggleRef}
        type="button"
        className="search-toggle"
        aria-label={LL.search.open()}
        popoverTarget={formId}
        popoverTargetAction="show"
        onClick={(event) => {
          // With script, opening puts the visitor in the box (spec §4), at once: as HTML the
          // platform focuses the close button (its autofocus), the one control only search mode shows.
          event.preventDefault();
          const form = formRef.current;
          if (form && !form.matches(':popover-open')) (form.showPopover as (options: { source?: HTMLElement }) => void).call(form, { source: event.currentTarget });
          inputRef.current?.focus();
        }}
      >
        <Icon name="search" />
      </button>
    </div>
  );
}
