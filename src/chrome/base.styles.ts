import { css } from '@lit/reactive-element/css-tag.js';

/** Styles every element shares; the host page's CSS cannot reach in through the shadow root. */
export const baseStyles = css`
  :host {
    display: block;
    box-sizing: border-box;
    font-family: var(--marquee-font-family, Roboto, Helvetica, Arial, sans-serif);
    font-size: 1rem;
    line-height: 1.5;
  }
  :host([hidden]) {
    display: none;
  }
  *,
  *::before,
  *::after {
    box-sizing: inherit;
  }
  /* Out of sight but still read by assistive technology. */
  .visually-hidden {
    position: absolute;
    inline-size: 1px;
    block-size: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
  .i18n-pending {
    filter: blur(0.3em);
    user-select: none;
  }
  :focus-visible {
    outline: 2px solid var(--marquee-focus-color, #f5c518);
    outline-offset: 2px;
  }
  @media (prefers-reduced-motion: reduce) {
    *,
    *::before,
    *::after {
      transition-duration: 0s !important;
      animation-duration: 0s !important;
    }
  }
`;
