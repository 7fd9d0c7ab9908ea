import { css } from '../ui/css';
import { scriptOnlyCss } from '../ui/scriptOnlyCss';

/**
 * The bar's flyout panels (the account and new-customer menus, the Pro card, the language list)
 * and what they hold, and the sign-in coachmark: shown only once a panel opens or 500 ms after the
 * start, so a chunk of its own (headerDefinition.ts). A closed panel is hidden by the platform (a
 * popover), with no style of ours.
 */
export const headerPanelStyles = css`
  /*
   * Flyouts: the panel is a popover (in the top layer), hung under its button with its end at the
   * button's end. Where anchor positioning is missing, from the bar's top end.
   */
  .flyout {
    anchor-scope: --flyout;
  }
  .flyout-button {
    anchor-name: --flyout;
  }
  .flyout-panel {
    position-anchor: --flyout;
    position-area: block-end span-inline-start;
    inset: auto;
    margin: 0;
    border: 0;
    color: inherit;
    min-inline-size: 224px;
    padding-block: 8px;
    border-radius: 4px;
    background: var(--marquee-drawer-background, #1f1f1f);
    box-shadow: 0 4px 16px rgb(0 0 0 / 0.5);
  }
  @supports not (position-area: block-end) {
    .flyout-panel {
      inset-block-start: 56px;
      inset-inline-end: 8px;
    }
  }
  /* The member's name heads their menu, cut as in the bar. */
  .menu-name {
    margin: 12px 16px 4px;
    max-inline-size: 160px;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    font-weight: 700;
  }
  .menu-heading {
    margin: 8px 16px 4px;
    font-size: 12px;
    text-transform: uppercase;
    color: var(--marquee-footer-muted-color, #c0c0c0);
  }
  .menu-links {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  .flyout-panel a {
    display: block;
    padding: 8px 16px;
    text-decoration: none;
  }
  .flyout-panel a:hover {
    background: rgb(255 255 255 / 0.08);
  }
  .pro-card {
    inline-size: min(590px, 90vw);
    padding: 16px;
    display: grid;
    gap: 12px;
  }
  .pro-card img {
    max-inline-size: 100%;
  }
  /* As specific as the bar's links and the panel's hover, which would otherwise take its
     background away: black on the panel's dark grey (issue 76). */
  .flyout-panel .pro-card-button {
    justify-self: start;
    background: var(--marquee-accent, #f5c518);
    color: #000;
    border-radius: 4px;
  }
  .flyout-panel .pro-card-button:hover {
    background: var(--marquee-accent, #f5c518);
    text-decoration: underline;
  }
`;

/** The sign-in coachmark: only script shows it. */
export const coachmarkStyles = scriptOnlyCss`
  /* Its left and the arrow's place are measured (coachmarkPlacement.ts): 8px from the viewport's edges. */
  .coachmark {
    visibility: visible;
    position: absolute;
    inset-inline-end: 0;
    inset-block-start: calc(100% + 12px);
    z-index: 10;
    inline-size: min(288px, calc(100vw - 16px));
    padding: 16px 40px 16px 16px;
    border-radius: 4px;
    background: #fff;
    color: #000;
    box-shadow: 0 4px 16px rgb(0 0 0 / 0.5);
    transition: opacity 1.5s;
  }
  .coachmark::before {
    content: '';
    position: absolute;
    inset-block-end: 100%;
    left: calc(var(--coachmark-arrow-at, calc(100% - 40px)) - 12px);
    inline-size: 24px;
    block-size: 12px;
    background: inherit;
    clip-path: polygon(50% 0, 100% 100%, 0 100%);
  }
  .coachmark[data-stage='fadeOut'] {
    opacity: 0;
  }
  /* It fades in growing out of its arrow. Its first frame is that small even with reduced motion
     (for a millisecond): Chromium sizes text once, at its first paint, so a hint is never the page's
     largest contentful paint. Not from opacity 0: text first painted invisible is sized when it shows. */
  .coachmark[data-stage='fadeIn'] {
    transform-origin: var(--coachmark-arrow-at, calc(100% - 40px)) 0;
    animation: coachmark-in 0.2s ease-out;
  }
  @media (prefers-reduced-motion: reduce) {
    /* Over the base styles' 0s for every animation, which would paint it whole at once. */
    .coachmark[data-stage='fadeIn'] {
      animation-duration: 1ms !important;
    }
  }
  @keyframes coachmark-in {
    from {
      transform: scale(0.05);
      opacity: 0.3;
    }
  }
  .coachmark p {
    margin: 0 0 12px;
  }
  .coachmark a {
    color: #0e63be;
  }
  .coachmark .coachmark-button {
    display: inline-block;
    padding: 6px 16px;
    border-radius: 4px;
    background: var(--marquee-accent, #f5c518);
    color: #000;
    font-weight: 700;
    text-decoration: none;
  }
  .coachmark-new {
    font-size: 14px;
  }
  .coachmark-close {
    position: absolute;
    inset-block-start: 4px;
    inset-inline-end: 4px;
    color: #000;
  }
  .coachmark-close:hover {
    background: rgb(0 0 0 / 0.08);
  }
  .coachmark:focus-within,
  .coachmark :focus-visible {
    outline-color: #0e63be;
  }
`;
