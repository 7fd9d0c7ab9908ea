import { useCallback, useDeferredValue, useEffect, useId, useLayoutEffect, useRef, type FocusEvent, type KeyboardEvent, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { useI18n } from '../i18n';
import { selectSession } from '../session';
import { useAppDispatch, useAppSelector } from '../store';
import { afterNextPaint } from '../ui/afterNextPaint';
import { lazyComponent } from '../ui/lazyComponent';
import type { SearchModel } from './searchModel';
import { selectSuggestionsOpen } from './searchSelectors';
import { compositionChanged, optionHighlighted, queryChanged, searchCleaned, searchDismissed, searchFocused } from './searchSlice';
import type { OptionKeys } from './SuggestionList';
import { SuggestionListPlaceholder } from './SuggestionListPlaceholder';

/** What keys do among the options, once the list's code is here (SuggestionList's optionKeys). */
let optionKeys: OptionKeys | undefined;

// Needed once the visitor types, not for the first paint: loaded as the box mounts. With it come
// the keys' handling among its options.
const SuggestionList = lazyComponent(
  () =>
    import('./SuggestionList').then((module) => {
      optionKeys = module.optionKeys;
      return module.SuggestionList;
    }),
  SuggestionListPlaceholder,
);

/**
 * What a visitor does besides typing text that may act on the query (heard on window, capturing:
 * before any handler). A pointer's mousedown comes after its pointerdown; a composition's start
 * leaves the text to come as it was.
 */
const OTHER_ACTIONS = ['keydown', 'pointerdown', 'click', 'focusout', 'compositionend'];

interface SearchComboboxProps {
  inputRef: RefObject<HTMLInputElement | null>;
  limitHeight: boolean;
  /** The search model: the box's name and where 'See all results' goes. */
  model: Required<SearchModel>;
}

/**
 * The box and its suggestions, as the WAI-ARIA combobox pattern has them: focus stays in the
 * box, aria-activedescendant names the highlighted option, arrows move and wrap back to the box,
 * Home and End jump, Enter chooses, Escape first closes the list and then clears the box (in
 * mobile search mode the form, SearchBar, clears and closes it at once).
 */
export function SearchCombobox({ inputRef, limitHeight, model: { inputName, queryTemplate } }: SearchComboboxProps) {
  const dispatch = useAppDispatch();
  const { LL } = useI18n();
  const { siteName } = useAppSelector(selectSession);
  const query = useAppSelector((state) => state.search.query);
  const highlighted = useAppSelector((state) => state.search.highlighted);
  const open = useAppSelector(selectSuggestionsOpen);
  // The list follows a key in a render of its own, after the box has painted the key: emptying and
  // refilling it was most of a key's time on a phone. Until then its options are the last text's:
  // hidden, out of the arrows' reach, and the loader shows. An answer, which is no key, shows at once.
  // (What the list shows of the answers it selects itself: SuggestionList.)
  const listOpen = useDeferredValue(open);
  const listQuery = useDeferredValue(query);
  const stale = listQuery !== query;
  const listId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const optionId = useCallback((index: number) => `${listId}-${String(index)}`, [listId]);
  const active = open && highlighted >= 0 ? highlighted : -1;
  const label = LL.search.placeholder({ site: siteName });

  // The box is uncontrolled: a controlled one is put back to the store's value after each key, and a
  // key typed before this component has subscribed to the store (as the header mounts, on a busy
  // phone) was put back to nothing. The store's own changes, such as a cleaned box, are written here;
  // not what the box mounts with, which hydration leaves as the visitor typed it.
  const written = useRef(query);
  useLayoutEffect(() => {
    const box = inputRef.current;
    const last = written.current;
    written.current = query;
    if (box && box.value !== query && last !== query) box.value = query;
  }, [inputRef, query]);

  // A key's text reaches the store after the key has painted: the store's subscribers, the
  // suggestion listeners and the list's render were most of a key's time on a phone. Keys typed
  // before that paint are told as one. Anything else the visitor does (a tap, a click, a key that
  // is not text, focus leaving) tells a pending key first, so it acts on the text the box shows.
  const keyPending = useRef(false);
  const tellKey = useCallback(() => {
    if (!keyPending.current) return;
    keyPending.current = false;
    const box = inputRef.current;
    if (box) flushSync(() => dispatch(queryChanged(box.value)));
  }, [dispatch, inputRef]);
  const onChange = () => {
    if (keyPending.current) return;
    keyPending.current = true;
    void afterNextPaint().then(tellKey);
  };
  useEffect(() => {
    const beforeOthers = (event: Event) => {
      // A key that types text is told after its own paint. (Autofill's keydown has no key.)
      const { key } = event as Partial<globalThis.KeyboardEvent>;
      if (event.type === 'keydown' && key?.length === 1) return;
      tellKey();
    };
    for (const type of OTHER_ACTIONS) window.addEventListener(type, beforeOthers, true);
    return () => {
      for (const type of OTHER_ACTIONS) window.removeEventListener(type, beforeOthers, true);
    };
  }, [tellKey]);

  // Focus coming or going shows at once, drawn by the platform; the store (whether the list shows)
  // hears it after that frame, so a tap into the box or away from it (onto a menu button, say) does
  // not wait for the store's subscribers to paint (interaction to next paint). Told as the last
  // event left it: a focus and a blur within one frame tell the blur alone.
  const hasFocus = useRef(false);
  const focusChanged = ({ type }: FocusEvent) => {
    const focused = type === 'focus';
    hasFocus.current = focused;
    void afterNextPaint().then(() => {
      if (hasFocus.current === focused) dispatch(focused ? searchFocused() : searchDismissed());
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Keys that pick an IME candidate are not ours (spec: composition triggers no selection).
    if (event.nativeEvent.isComposing) return;
    // The list makes its options (a chunk of its own, SuggestionList): its links are the count.
    const last = stale ? -1 : (listRef.current?.children.length ?? 0) - 1;
    if (optionKeys) {
      optionKeys(event, { open, active, last, list: listRef.current, dispatch });
      return;
    }
    // Until the list's code is here there is no option: what optionKeys does with none. Up and
    // Down open the list, or stay on the box (the caret does not move); Escape first closes the
    // list, then clears the box; Home, End and Enter are the box's own.
    if (event.key === 'Escape' || event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      dispatch(event.key === 'Escape' ? (open ? searchDismissed() : searchCleaned()) : open ? optionHighlighted(-1) : searchFocused());
    }
  };

  return (
    <div className="search-field">
      <input
        ref={inputRef}
        className="search-input"
        type="text"
        name={inputName}
        defaultValue={query}
        placeholder={label}
        aria-label={label}
        autoComplete="off"
        spellCheck
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={active >= 0 ? optionId(active) : undefined}
        onChange={onChange}
        onFocus={focusChanged}
        onBlur={focusChanged}
        onCompositionStart={() => dispatch(compositionChanged(true))}
        onCompositionEnd={() => dispatch(compositionChanged(false))}
        onKeyDown={onKeyDown}
      />
      <SuggestionList query={listQuery} stale={stale} id={listId} listRef={listRef} optionId={optionId} open={listOpen} highlighted={active} limitHeight={limitHeight} queryTemplate={queryTemplate} />
    </div>
  );
}
