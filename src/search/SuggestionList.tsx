import { memo, useDeferredValue, useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { Translated, useI18n } from '../i18n';
import { ChromeLink, onPage } from '../links';
import { selectEndpoints } from '../net';
import { selectSession } from '../session';
import { useAppDispatch, useAppSelector, type AppDispatch } from '../store';
import { resultItems, type ResultItem } from './resultItems';
import { optionHighlighted, searchCleaned, searchDismissed, searchFocused } from './searchSlice';
import { selectSuggestionView } from './suggestionView';

export interface SuggestionListProps {
  id: string;
  listRef: Ref<HTMLDivElement>;
  optionId: (index: number) => string;
  open: boolean;
  highlighted: number;
  /** The text the results are for. */
  query: string;
  /** The box's text has moved on and this list has not caught up yet: its options are hidden. */
  stale: boolean;
  /** Caps the list at 70vh (spec §9). */
  limitHeight: boolean;
  /** The search model's 'See all results'. */
  queryTemplate: string;
}

/** What the box knows as a key comes (SearchCombobox). */
interface KeyContext {
  open: boolean;
  /** The highlighted option; -1 is the box itself. */
  active: number;
  /** The last option's position (-1: none). */
  last: number;
  list: HTMLElement | null;
  dispatch: AppDispatch;
}
export type OptionKeys = (event: KeyboardEvent<HTMLInputElement>, context: KeyContext) => void;

/**
 * The box's keys among the options (the WAI-ARIA combobox pattern; SearchCombobox): arrows move
 * and wrap back to the box, Home and End jump, Enter chooses, Escape first closes the list and
 * then clears the box. With this chunk, as the options are: until it is here the box does what
 * this does with no option (SearchCombobox).
 */
export const optionKeys: OptionKeys = (event, { open, active, last, list, dispatch }) => {
  switch (event.key) {
    case 'ArrowDown':
    case 'ArrowUp': {
      event.preventDefault();
      if (!open) {
        dispatch(searchFocused());
        return;
      }
      // Positions -1 (the box) to last, in a ring.
      const step = event.key === 'ArrowDown' ? 1 : -1;
      dispatch(optionHighlighted(((active + 1 + step + last + 2) % (last + 2)) - 1));
      return;
    }
    case 'Home':
    case 'End':
      // With the box itself active they move the caret, as in any text box.
      if (active < 0) return;
      event.preventDefault();
      dispatch(optionHighlighted(event.key === 'Home' ? 0 : last));
      return;
    case 'Enter': {
      // Without a highlighted option, Enter submits the form to /find as usual.
      const option = list?.children[active];
      if (!option) return;
      event.preventDefault();
      // Clicked with the same modifiers, the link clears the box and navigates, or opens a new window.
      option.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, composed: true, metaKey: event.metaKey, ctrlKey: event.ctrlKey }));
      return;
    }
    case 'Escape':
      event.preventDefault();
      dispatch(open ? searchDismissed() : searchCleaned());
      return;
  }
};

/**
 * The suggestions under the box: a loader while the text's answer is on its way, 'No results
 * found.' when it is empty, and the listbox of options with 'See all results' last (spec §2, §8).
 * It stays rendered when closed so it can fade (spec §9: 200 ms) and aria-controls has a target.
 * A polite live region counts the results (its placeholder holds it from the first paint).
 * Memoised: the box re-renders on every key, the list only when what it shows has changed.
 */
export const SuggestionList = memo(function SuggestionList({ id, listRef, optionId, open, highlighted, limitHeight, query, stale, queryTemplate }: SuggestionListProps) {
  // What it shows of the answers: the text's own, at once; while it is stale (the box's text has
  // moved on in a render the list has not caught up with: SearchCombobox), the last text's, as
  // deferred as that text is. Selected here, not by the box: an answer re-renders the list alone.
  const view = useAppSelector(selectSuggestionView);
  const lastView = useDeferredValue(view);
  const { pending, results } = stale ? lastView : view;
  const { LL } = useI18n();
  const { urlLocalePrefix } = useAppSelector(selectSession);
  const { suggestionHost } = useAppSelector(selectEndpoints);
  const options = useMemo(
    () => resultItems(results, { query, urlLocalePrefix, suggestionHost, queryTemplate }),
    [results, query, urlLocalePrefix, suggestionHost, queryTemplate],
  );
  const found = options.length - 1;
  const status = useQuietStatus(open && !pending && !stale ? (found > 0 ? LL.search.resultCount({ count: found }) : LL.search.noResults()) : '', open);
  const className = ['suggestions', open && 'open', limitHeight && 'limit-height'].filter(Boolean).join(' ');

  // The list ends above a consent banner that asks (search.styles.ts): the option the keys are on
  // keeps focus in the box, so the scroll margin focus gets from the banner does not place it.
  // Where the list starts in the window is measured as it opens and as the keys move, and the
  // option the keys are on is scrolled into view.
  const box = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const list = box.current;
    if (open && list) list.style.setProperty('--list-top', `${String(Math.max(0, Math.round(list.getBoundingClientRect().top)))}px`);
  }, [open, highlighted]);
  useEffect(() => {
    box.current?.querySelector('[aria-selected="true"]')?.scrollIntoView({ block: 'nearest' });
  }, [highlighted]);

  return (
    <>
      {/* A mousedown here must not take focus from the box: that would dismiss the list before the click lands. */}
      <div ref={box} className={className} role="presentation" onMouseDown={(event) => { event.preventDefault(); }}>
        {pending || stale ? (
          <div className="loader" aria-hidden="true">
            <span className="loader-dot" />
          </div>
        ) : (
          found === 0 && (
            <p className="no-results">
              <Translated>{LL.search.noResults()}</Translated>
            </p>
          )
        )}
        <div role="listbox" id={id} ref={listRef} aria-label={LL.search.suggestions()} hidden={stale}>
          {options.map((option, index) => (
            <Option key={option.url} id={optionId(index)} option={option} highlighted={index === highlighted} />
          ))}
        </div>
      </div>
      {/* Outside the list, which is hidden while closed: a live region there would say nothing. */}
      <p role="status" className="visually-hidden">
        {status}
      </p>
    </>
  );
});

/** How long a count must hold before it is said: typing on, the visitor hears none of the counts between. */
const STATUS_QUIET_MS = 500;

/**
 * What the live region says: the count once it has held for STATUS_QUIET_MS, and only when it
 * says something new. Blank while an answer is on its way, the count would be said again on every
 * key ('7 results' seven times for 'the godfather'); so it keeps the last count said, and is
 * cleared when the list closes, so that opening it again says it once more.
 */
function useQuietStatus(text: string, open: boolean): string {
  const [said, setSaid] = useState('');
  useEffect(() => {
    if (open && (text === '' || text === said)) return undefined;
    const timer = setTimeout(() => {
      setSaid(open ? text : '');
    }, open ? STATUS_QUIET_MS : 0);
    return () => {
      clearTimeout(timer);
    };
  }, [text, open, said]);
  return said;
}

/**
 * An option is a real link, so it works as one (middle click, Meta or Ctrl for a new window).
 * Memoised: a key or an arrow re-renders the list, and only the options that changed need to.
 */
const Option = memo(function Option({ id, option, highlighted }: { id: string; option: ResultItem; highlighted: boolean }) {
  const dispatch = useAppDispatch();
  const { LL } = useI18n();
  return (
    <ChromeLink
      id={id}
      href={option.url}
      role="option"
      aria-selected={highlighted}
      // Focus stays in the box (combobox pattern); the options are reached with the arrow keys.
      tabIndex={-1}
      className={`suggestion suggestion-${option.template}`}
      // What the option is, for a page's tests and analytics reading the list (spec §3 result item).
      data-type={option.type}
      data-value={option.value}
      // Choosing clears the query (spec §4); ChromeLink's own click handler then navigates.
      onClickCapture={() => dispatch(searchCleaned())}
    >
      {option.image && <img src={onPage(option.image.url)} alt="" width={option.image.maxWidth} height={option.image.maxHeight} loading="lazy" />}
      <span className="suggestion-text">
        {/* A video says whose it is to a screen reader; the list shows it under its title already. */}
        {option.of && <span className="visually-hidden">{option.of}: </span>}
        <span className="suggestion-label">{option.template === 'search' ? <Translated>{LL.search.seeAll()}</Translated> : option.label}</span>
        {option.year !== undefined && <span className="suggestion-year">{option.year}</span>}
        {option.subLabel && <span className="suggestion-sublabel">{option.subLabel}</span>}
      </span>
    </ChromeLink>
  );
});
