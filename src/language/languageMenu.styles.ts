import { css } from '../ui/css';
import { scriptOnlyCss } from '../ui/scriptOnlyCss';

/** The selector's flyout, drawer, list and coachmark: a chunk of their own (index.ts). */
export const languageMenuStyles = css`
  .language-drawer {
    margin: 0;
    margin-inline-start: auto;
    padding: 0 0 16px;
    border: 0;
    inline-size: 280px;
    max-inline-size: 100%;
    block-size: 100%;
    max-block-size: none;
    inset-block: 0;
    background: var(--marquee-drawer-background, #1f1f1f);
    color: var(--marquee-header-color, #fff);
    overflow-y: auto;
  }
  .language-drawer::backdrop {
    background: rgb(0 0 0 / 0.6);
  }
  .language-list ul {
    list-style: none;
    margin: 0;
    padding: 4px 0;
  }
  .language-item {
    display: grid;
    grid-template-columns: 1fr auto;
    align-items: center;
    inline-size: 100%;
    min-inline-size: 256px;
    padding: 8px 16px;
    border: 0;
    background: none;
    color: inherit;
    font: inherit;
    text-align: start;
    text-decoration: none;
    cursor: pointer;
  }
  .language-item:hover:not(:disabled) {
    background: rgb(255 255 255 / 0.08);
  }
  .language-item:disabled {
    cursor: default;
  }
  .language-item[aria-current='true'] {
    color: var(--marquee-accent, #f5c518);
    font-weight: 700;
  }
  .language-item:disabled:not([aria-current]) {
    color: #a8a8a8;
  }
  .language-support {
    grid-column: 1;
    font-size: 12px;
    color: #c0c0c0;
    font-weight: 400;
  }
  .language-unavailable {
    margin: 8px 16px;
    font-size: 14px;
  }
  .auto-translation {
    display: grid;
    grid-template-columns: auto 1fr auto;
    gap: 8px;
    align-items: start;
    padding: 12px 16px;
    border-block-start: 1px solid rgb(255 255 255 / 0.2);
    cursor: pointer;
  }
  .auto-translation-title {
    display: block;
    font-weight: 700;
  }
  .auto-translation-description {
    display: block;
    font-size: 12px;
    color: #c0c0c0;
  }
`;

/** What only script shows: the spinner of a language being switched to, and the language coachmark. */
export const languageScriptStyles = scriptOnlyCss`
  .spinner {
    grid-column: 2;
    grid-row: 1 / span 2;
    inline-size: 16px;
    block-size: 16px;
    border: 2px solid currentColor;
    border-inline-end-color: transparent;
    border-radius: 50%;
    animation: spin 0.8s linear infinite;
  }
  @media (prefers-reduced-motion: reduce) {
    .spinner {
      animation-duration: 2.4s;
    }
  }
  @keyframes spin {
    to {
      transform: rotate(360deg);
    }
  }
  .language-coachmark {
    position: absolute;
    inset-inline-end: 0;
    inset-block-start: calc(100% + 8px);
    z-index: 10;
    inline-size: 270px;
    padding: 16px 40px 16px 16px;
    border-radius: 4px;
    background: #fff;
    color: #000;
    box-shadow: 0 4px 16px rgb(0 0 0 / 0.5);
  }
  .language-coachmark p {
    margin: 0 0 8px;
  }
  .language-coachmark-heading {
    font-weight: 700;
  }
`;
