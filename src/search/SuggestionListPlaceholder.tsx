import { useI18n } from '../i18n';
import type { SuggestionListProps } from './SuggestionList';

/**
 * The list, closed and empty, while its code loads (it is needed once the visitor types): the
 * box's aria-controls names it, and the live region is there to count results, from the first paint.
 */
export function SuggestionListPlaceholder({ id, listRef, limitHeight }: SuggestionListProps) {
  const { LL } = useI18n();
  return (
    <>
      <div className={limitHeight ? 'suggestions limit-height' : 'suggestions'} role="presentation">
        <div role="listbox" id={id} ref={listRef} aria-label={LL.search.suggestions()} />
      </div>
      <p role="status" className="visually-hidden" />
    </>
  );
}
