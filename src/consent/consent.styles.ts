import { css } from '@lit/reactive-element/css-tag.js';

export const consentStyles = css`
  :host {
    /* Fixed over the page, so appearing never shifts the layout (spec §9: z-index 100000).
       Empty until the question is asked, so it covers nothing before. */
    position: fixed;
    inset-inline: 0;
    inset-block-end: 0;
    z-index: 100000;
  }
  .banner {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.75rem 1.5rem;
    /* Never taller than the screen, however long the text or large the font. */
    max-block-size: 100dvh;
    overflow-y: auto;
    padding-block: 1rem;
    padding-inline: max(1rem, env(safe-area-inset-left), env(safe-area-inset-right));
    padding-block-end: max(1rem, env(safe-area-inset-bottom));
    background: var(--marquee-consent-background, #1f1f1f);
    color: var(--marquee-consent-color, #fff);
    border-block-start: 1px solid rgb(255 255 255 / 0.2);
    box-shadow: 0 -0.25rem 1rem rgb(0 0 0 / 0.4);
  }
  .banner:focus {
    outline: none;
  }
  .banner:focus-visible {
    outline: 2px solid var(--marquee-focus-color, #f5c518);
    outline-offset: -4px;
  }
  .message {
    flex: 1 1 20rem;
    min-inline-size: 0;
  }
  .title {
    margin: 0 0 0.25rem;
    font-size: 1rem;
    font-weight: 700;
  }
  .text {
    margin: 0;
    font-size: 0.875rem;
    overflow-wrap: anywhere;
  }
  .text p {
    margin: 0;
  }
  .text a,
  .customize {
    color: inherit;
    text-decoration: underline;
    text-underline-offset: 0.15em;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.75rem;
    flex: 1 1 16rem;
    max-inline-size: 28rem;
  }
  /* Decline and Accept look the same: neither answer is made easier to give than the other. */
  .choice {
    flex: 1 1 7rem;
    min-block-size: 2.75rem;
    padding-block: 0.5rem;
    padding-inline: 1rem;
    border: 0;
    border-radius: 0.25rem;
    background: var(--marquee-accent, #f5c518);
    color: #000;
    font: inherit;
    font-weight: 700;
    cursor: pointer;
  }
  .choice:hover {
    filter: brightness(0.92);
  }
  .customize {
    flex: 1 0 100%;
    text-align: center;
    padding-block: 0.25rem;
  }
  .choice:focus-visible,
  .customize:focus-visible,
  .text a:focus-visible {
    outline: 2px solid var(--marquee-focus-color, #f5c518);
    outline-offset: 2px;
  }
  @media (prefers-reduced-motion: no-preference) {
    .banner {
      animation: rise 200ms ease-out;
    }
  }
  @keyframes rise {
    from {
      transform: translateY(100%);
    }
  }
`;
