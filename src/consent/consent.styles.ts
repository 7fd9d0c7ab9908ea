import { css } from '../ui/css';

/** The question's styles: a chunk of their own, loaded with it (bannerDefinition.ts). */
export const consentStyles = css`
  .banner {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 12px 24px;
    /* At most half the screen, however long the text or large the font (400% zoom, a phone on its
       side): the page keeps the rest, its own scroll the banner's overflow. */
    max-block-size: 50dvh;
    overflow-y: auto;
    padding-block: 16px;
    padding-inline: max(16px, env(safe-area-inset-left), env(safe-area-inset-right));
    padding-block-end: max(16px, env(safe-area-inset-bottom));
    background: var(--marquee-consent-background, #1f1f1f);
    color: var(--marquee-consent-color, #fff);
    border-block-start: 1px solid rgb(255 255 255 / 0.2);
    box-shadow: 0 -4px 16px rgb(0 0 0 / 0.4);
  }
  .banner:focus {
    outline: none;
  }
  .banner:focus-visible {
    outline: 2px solid var(--marquee-focus-color, #f5c518);
    outline-offset: -4px;
  }
  .message {
    flex: 1 1 320px;
    min-inline-size: 0;
  }
  .title {
    margin: 0 0 4px;
    font-size: 16px;
    font-weight: 700;
  }
  .text {
    margin: 0;
    font-size: 14px;
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
    gap: 12px;
    flex: 1 1 256px;
    max-inline-size: 448px;
  }
  /* Decline and Accept look the same: neither answer is made easier to give than the other. */
  .choice {
    flex: 1 1 112px;
    min-block-size: 44px;
    padding-block: 8px;
    padding-inline: 16px;
    border: 0;
    border-radius: 4px;
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
    padding-block: 4px;
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
  /* A banner the server rendered is there from the first frame: it does not rise into view. */
  [data-marquee-ssr] .banner {
    animation: none;
  }
  @keyframes rise {
    from {
      transform: translateY(100%);
    }
  }
`;
