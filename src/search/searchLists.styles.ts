import { css } from '../ui/css';
import { scriptOnlyCss } from '../ui/scriptOnlyCss';

/**
 * What the category menu and the suggestion list show once open, and the search field's edge in
 * forced colors: a chunk of its own, loaded as the header is created (index.ts). The suggestion
 * list's closed state stays in search.styles.ts, up front; the category menu closed is a closed
 * popover, hidden by the platform.
 */
export const searchListStyles = css`
  /*
   * The category menu is a popover (in the top layer), hung under its button with its start at the
   * button's start. Where anchor positioning is missing, under the bar's start.
   */
  .search .search-category {
    anchor-scope: --category;
  }
  .search .search-category-button {
    anchor-name: --category;
  }
  .search .search-category-menu {
    position-anchor: --category;
    position-area: block-end span-inline-end;
    inset: auto;
    margin: 4px 0 0;
    border: 0;
    min-inline-size: 192px;
    padding-block: 8px;
    border-radius: 4px;
    background: #1f1f1f;
    color: #fff;
    box-shadow: 0 4px 16px rgb(0 0 0 / 0.5);
  }
  @supports not (position-area: block-end) {
    .search .search-category-menu {
      inset-block-start: 56px;
      inset-inline-start: 8px;
    }
  }
  .search .search-categories {
    margin: 0;
    padding: 0;
    border: 0;
  }
  /* Each category reads as a menu item: its radio button is there for keyboards and screen readers, unseen. */
  .search .search-categories label,
  .search .advanced-search {
    display: flex;
    padding: 8px 16px;
    color: inherit;
    text-decoration: none;
    cursor: pointer;
  }
  .search .search-categories label {
    position: relative;
    align-items: center;
    gap: 12px;
  }
  .search .search-categories input {
    position: absolute;
    opacity: 0;
    margin: 0;
  }
  .search .search-categories label:has(:focus-visible) {
    outline: 2px solid var(--marquee-accent, #f5c518);
    outline-offset: -2px;
  }
  .search .category-icon {
    flex: none;
    opacity: 0.7;
  }
  .search .search-categories label:hover,
  .search .advanced-search:hover {
    background: rgb(255 255 255 / 0.12);
  }
  .search .search-categories label:has(:checked) {
    color: var(--marquee-accent, #f5c518);
    font-weight: 600;
  }
  .search .advanced-search {
    margin-block-start: 8px;
    border-block-start: 1px solid rgb(255 255 255 / 0.2);
  }
  /*
   * Forced colors (Windows High Contrast) drop backgrounds: the search field, drawn by its white
   * background alone, would lose its edge (issue 27). A border in the field's forced text colour
   * gives it one; the focus ring (base styles' :focus-visible outline) is kept, its colour forced.
   * Here rather than in search.styles.ts: this sheet loads as the header is created, and these
   * bytes stay out of what the page loads up front.
   */
  @media (forced-colors: active) {
    .search .search-input {
      border: 1px solid;
    }
    /* The chosen category's colour is forced away: it is marked as the system marks a selection. */
    .search .search-categories label:has(:checked) {
      forced-color-adjust: none;
      background: SelectedItem;
      color: SelectedItemText;
    }
  }
`;

/** The suggestion list open, its loader and its answers: only script shows them. */
export const suggestionListStyles = scriptOnlyCss`
  .search .loader {
    display: flex;
    align-items: center;
    justify-content: center;
    height: 200px;
  }
  .search .loader-dot {
    width: 12px;
    height: 12px;
    border-radius: 50%;
    background: var(--marquee-accent, #f5c518);
    animation: search-pulse 0.8s ease-in-out infinite alternate;
  }
  @keyframes search-pulse {
    from {
      opacity: 0.3;
      transform: scale(0.7);
    }
  }
  .search .no-results {
    margin: 0;
    padding: 12px 16px;
    color: #c4c4c4;
  }
  .search .suggestion {
    display: flex;
    align-items: center;
    gap: 12px;
    min-height: 0;
    padding: 8px 16px;
    border-radius: 0;
    color: inherit;
    font-weight: 400;
    white-space: normal;
    text-decoration: none;
  }
  .search .suggestion:hover,
  .search .suggestion[aria-selected='true'] {
    background: rgb(255 255 255 / 0.12);
  }
  .search .suggestion img {
    flex: none;
    object-fit: cover;
    border-radius: 2px;
    background: #333;
  }
  .search .suggestion-text {
    display: flex;
    flex-direction: column;
    min-width: 0;
  }
  .search .suggestion-label {
    font-weight: 600;
  }
  .search .suggestion-year,
  .search .suggestion-sublabel {
    font-size: 14px;
    color: #c4c4c4;
  }
  .search .suggestion-search {
    border-block-start: 1px solid rgb(255 255 255 / 0.2);
  }
`;
