import { css } from '@lit/reactive-element/css-tag.js';

export const footerStyles = css`
  :host {
    background: var(--marquee-footer-background, #000);
    color: var(--marquee-footer-color, #fff);
  }
  .footer {
    padding: 1.5rem 1rem;
    text-align: center;
  }
  .copyright {
    margin: 0;
    font-size: 0.75rem;
    color: var(--marquee-footer-muted-color, #c0c0c0);
  }
`;
