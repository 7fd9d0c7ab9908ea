import { css } from '../ui/css';
import { SEARCH_CATEGORIES } from './categories';

/**
 * Search (spec §9: fade 200 ms, loader 200px high, list at most 70vh when height limiting is on;
 * header breakpoint m 600px). Every rule is scoped under .search, which outranks the bar's own
 * rules for links and buttons.
 */
export const searchStyles = css`
  .search {
    display: flex;
    flex: 1;
    justify-content: flex-end;
    min-width: 0;
  }
  /* The form is search mode's popover (SearchBar): shown in the bar whatever its state, with none
     of a popover's own box. */
  .search .search-form {
    position: static;
    inset: auto;
    display: flex;
    flex: 1;
    width: auto;
    height: auto;
    min-width: 0;
    margin: 0;
    border: 0;
    padding: 0;
    overflow: visible;
    align-items: stretch;
    color: inherit;
    background: none;
  }
  .search button {
    display: inline-flex;
    align-items: center;
    min-height: 36px;
    border: 0;
    border-radius: 0;
    font: inherit;
    cursor: pointer;
  }
  .search .search-category {
    display: flex;
  }
  /* Until the menu has radios (rendered in the browser, its code on the way), the button shows the
     store's category, .chosen; else the checked one's (searchCategoryNameStyles). */
  .search .search-category:not(:has(input[name='s']:checked)) .category-name.chosen {
    display: inline;
  }
  .search .search-category-button,
  .search .search-submit {
    gap: 4px;
    padding-inline: 10px;
    background: #fff;
    color: #000;
    font-weight: 600;
  }
  .search .search-category-button {
    border-start-start-radius: 4px;
    border-end-start-radius: 4px;
    border-inline-end: 1px solid #c4c4c4;
  }
  .search .search-submit {
    border-start-end-radius: 4px;
    border-end-end-radius: 4px;
  }
  .search .search-category-button:hover,
  .search .search-submit:hover {
    background: #e8e8e8;
  }
  .search .suggestions {
    position: absolute;
    inset-block-start: calc(100% + 4px);
    /* Above the bar's other popups (flyouts, the sign-in coachmark): it is what the visitor is using. */
    z-index: 20;
    border-radius: 4px;
    background: #1f1f1f;
    color: #fff;
    box-shadow: 0 4px 16px rgb(0 0 0 / 0.5);
  }
  .search .search-field {
    position: relative;
    display: flex;
    flex: 1;
    min-width: 0;
  }
  .search .search-input {
    flex: 1;
    min-width: 0;
    padding: 6px 12px;
    border: 0;
    border-radius: 0;
    font: inherit;
    color: #000;
    background: #fff;
  }
  .search .suggestions {
    inset-inline: 0;
    min-inline-size: min(320px, 100vw);
    opacity: 0;
    visibility: hidden;
    /* Closing, it stays visible while it fades out. */
    transition:
      opacity 200ms,
      visibility 0s 200ms;
  }
  .search .suggestions.open {
    opacity: 1;
    visibility: visible;
    /* Opening, it is visible, and so clickable, from its first frame: a transition of visibility
       starts at hidden, and a click in that frame would go to the page under the list. */
    transition: opacity 200ms;
  }
  .search .suggestions.limit-height {
    /* Ends above the window's end and a consent banner asking (its height: consent/keepRoom; where
       the list starts: --list-top, SearchCombobox), never shorter than about three suggestions. */
    max-height: min(70vh, max(12rem, calc(100dvh - var(--marquee-consent-height, 0px) - var(--list-top, 0px) - 8px)));
    overflow-y: auto;
  }
  .search .search-toggle,
  .search .search-close {
    display: none;
    padding-inline: 8px;
    background: none;
    color: inherit;
    font-size: 24px;
  }
  /*
   * Below the bar's m breakpoint, search is a mode the toggle opens over the bar. The bar's own
   * width decides, as for the rest of the header (its host is the query container). Open, the form
   * is in the top layer, across the top of the window: over the bar where the bar is at the top.
   */
  @container (max-width: 599.98px) {
    /* The bar's other controls must not squeeze the toggle over its neighbours. */
    .search {
      min-inline-size: min-content;
    }
    .search .search-toggle {
      display: inline-flex;
      padding-inline: 4px;
    }
    /*
     * Closed, the form is not shown (a closed popover, laid out once while the page is idle:
     * usePopover). Not merely hidden: WebKit, opening a form it had laid out hidden, left focus
     * on the toggle under it instead of moving it to the close button (its autofocus).
     */
    .search .search-form {
      position: fixed;
      inset-block: 0 auto;
      inset-inline: 0;
      align-items: center;
      gap: 4px;
      min-height: 56px;
      padding: 8px;
      background: var(--marquee-header-background, #121212);
    }
    .search .search-form:not(:popover-open) {
      display: none;
    }
    .search .search-close {
      display: inline-flex;
    }
    /* The list hangs from the whole form: full width, under the bar. */
    .search .search-field {
      position: static;
    }
  }
`;

/**
 * The button shows the category checked in the menu: as HTML the radio is what the form sends
 * (chosen before script, or with none). The menu's box says which through a custom property its
 * names read: WebKit restyles a :has() box when a radio in it checks, not its descendants. Each is
 * set on the box first, so that none comes in from the page (custom properties cross the shadow
 * root). One rule set per category, from the category list.
 */
export const searchCategoryNameStyles = css([
  SEARCH_CATEGORIES.map(({ formName }) => {
    const shown = `--cat-${formName || 'all'}`;
    return `.search .search-category{${shown}:none}.search .search-category:has(input[value='${formName}']:checked){${shown}:inline}.category-name[data-category='${formName}']{display:var(${shown})}`;
  }).join(''),
]);
