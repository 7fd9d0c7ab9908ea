import { css } from '../ui/css';

/**
 * Styles every element shares. Selectors of the page cannot match inside a shadow root, but
 * inherited properties cross it, and a page rule such as `* { color: red !important }` matches
 * the host element itself. So every inherited property is set here on :host, !important: an
 * important declaration of the shadow tree outranks an important one of the page (CSS Cascade,
 * shadow context). Custom properties still inherit, which is how `--marquee-*` theming reaches in.
 * The host's own box (display, margin, position, size) stays the page's to place.
 * Lengths are in px, not rem: a page's `html { font-size }` must not resize the chrome.
 */
export const baseStyles = css`
  :host {
    display: block;
    box-sizing: border-box;
  }
  :host {
    font: 16px / 1.5 var(--marquee-font-family, Roboto, Helvetica, Arial, sans-serif) !important;
    font-feature-settings: normal !important;
    font-variation-settings: normal !important;
    font-kerning: auto !important;
    font-size-adjust: none !important;
    font-synthesis: weight style small-caps !important;
    font-optical-sizing: auto !important;
    font-palette: normal !important;
    color: CanvasText !important;
    color-scheme: normal !important;
    accent-color: auto !important;
    caret-color: auto !important;
    letter-spacing: normal !important;
    word-spacing: normal !important;
    text-transform: none !important;
    text-indent: 0 !important;
    text-align: start !important;
    text-align-last: auto !important;
    text-shadow: none !important;
    text-rendering: auto !important;
    text-underline-offset: auto !important;
    text-underline-position: auto !important;
    text-decoration-skip-ink: auto !important;
    text-emphasis: none !important;
    text-wrap: wrap !important;
    white-space-collapse: collapse !important;
    word-break: normal !important;
    overflow-wrap: normal !important;
    line-break: auto !important;
    hyphens: manual !important;
    tab-size: 8 !important;
    writing-mode: horizontal-tb !important;
    text-orientation: mixed !important;
    list-style: disc outside none !important;
    quotes: auto !important;
    cursor: auto !important;
    -webkit-text-fill-color: currentcolor !important;
    -webkit-text-stroke: 0 currentcolor !important;
    -webkit-font-smoothing: auto !important;
    -webkit-text-size-adjust: auto !important;
    -webkit-tap-highlight-color: transparent !important;
    fill: black !important;
    fill-opacity: 1 !important;
    stroke: none !important;
    stroke-width: 1px !important;
    paint-order: normal !important;
    image-rendering: auto !important;
    border-collapse: separate !important;
    border-spacing: 0 !important;
    /* Not inherited, but drawn through the host's text when set on it. */
    text-decoration: none !important;
  }
  :host([hidden]) {
    display: none;
  }
  /* Not the page's own (src/chrome/ownTag.ts): nothing of it shows, whatever the page's styles. */
  :host([data-marquee-waiting]) {
    display: none !important;
  }
  /* The root of server-rendered content (src/server): there for hydration, not for layout. */
  [data-marquee-ssr] {
    display: contents;
  }
  /* Not inherit: the host element's box-sizing is the page's to set. */
  *,
  *::before,
  *::after {
    box-sizing: border-box;
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
  /* Unseen, except in forced colours, which paint it in the visitor's colours: a button drawn by
     its background alone (Accept, Decline, the search category) keeps its edge there. */
  button {
    outline: 1px solid transparent;
  }
  :focus-visible {
    outline: 2px solid var(--marquee-focus-color, #f5c518);
    outline-offset: 2px;
  }
  /* What focus reaches is scrolled clear of a consent banner asking (its height: consent/keepRoom). */
  :focus {
    scroll-margin-block-end: var(--marquee-consent-height, 0px);
  }
  /* A closed panel laid out once, unseen (ui/layOutWhenIdle). */
  [data-laying-out]:not(:popover-open) {
    display: block !important;
    visibility: hidden !important;
  }
  @media (prefers-reduced-motion: reduce) {
    *,
    *::before,
    *::after {
      /* None at all: a delay left alone would keep a faded-out list visible, and clickable, for its length. */
      transition: none !important;
      animation-duration: 0s !important;
    }
  }
`;
