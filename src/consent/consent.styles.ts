import { css } from '@lit/reactive-element/css-tag.js';

export const consentStyles = css`
  :host {
    /* Fixed over the page, so appearing never shifts the layout (spec §9: z-index 100000). */
    position: fixed;
    inset-inline: 0;
    inset-block-end: 0;
    z-index: 100000;
  }
`;
