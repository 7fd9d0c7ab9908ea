import { css } from '@lit/reactive-element/css-tag.js';

export const searchStyles = css`
  .search {
    display: flex;
    flex: 1;
    min-width: 0;
  }
  .search-input {
    flex: 1;
    min-width: 0;
    padding: 0.375rem 0.75rem;
    border: 0;
    border-radius: 0.25rem;
    font: inherit;
    color: #000;
    background: #fff;
  }
`;
