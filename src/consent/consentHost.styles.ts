import { css } from '../ui/css';

/** The element's own box, up front: it must never take room in the page, before or after the question loads. */
export const consentHostStyles = css`
  :host {
    /* Fixed over the page, so appearing never shifts the layout (spec §9: z-index 100000).
       Empty until the question is asked, so it covers nothing before. */
    position: fixed;
    inset-inline: 0;
    inset-block-end: 0;
    z-index: 100000;
  }
`;
