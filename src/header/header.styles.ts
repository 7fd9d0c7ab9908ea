import { css } from '../ui/css';

/**
 * Spec §2/§9: min height 56px; breakpoints m 600px, l 1024px, xl 1280px; user name max 160px.
 * The breakpoints are the element's own width (container queries), not the window's: a partner
 * may put the bar in a column, and the demo puts an inspector beside it.
 */
export const headerStyles = css`
  :host {
    /* Reserved before and after upgrade, so the page never shifts. */
    min-height: 56px;
    background: var(--marquee-header-background, #121212) !important;
    color: var(--marquee-header-color, #fff) !important;
    position: relative;
    z-index: 1000;
    container-type: inline-size;
  }
  .navbar {
    display: flex;
    align-items: center;
    gap: 4px;
    min-height: 56px;
    padding-inline: 8px;
    max-width: 1280px;
    margin-inline: auto;
  }
  a,
  button {
    color: inherit;
    font: inherit;
  }
  .navbar a,
  .navbar button,
  .icon-button {
    display: inline-flex;
    align-items: center;
    gap: 4px;
    min-height: 40px;
    padding: 6px 10px;
    border: 0;
    border-radius: 4px;
    background: none;
    text-decoration: none;
    font-weight: 600;
    white-space: nowrap;
    cursor: pointer;
  }
  .navbar a:hover,
  .navbar button:hover,
  .icon-button:hover {
    background: rgb(255 255 255 / 0.08);
  }
  .navbar .logo {
    font-weight: 900;
    font-size: 18px;
    background: var(--marquee-accent, #f5c518);
    color: #000;
  }
  .navbar .logo:hover {
    background: var(--marquee-accent, #f5c518);
  }
  .separator {
    align-self: stretch;
    margin-block: 12px;
    border-inline-start: 1px solid rgb(255 255 255 / 0.3);
  }
  .count {
    padding-inline: 6.4px;
    border-radius: 16px;
    background: var(--marquee-accent, #f5c518);
    color: #000;
    font-size: 12px;
    font-weight: 700;
  }
  .username {
    display: inline-block;
    max-inline-size: 160px;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    vertical-align: bottom;
  }
  /* Its display is the breakpoints' (below): none, then flex. */
  .pro {
    align-items: center;
  }
  /* The sign-in coachmark, under 'Sign In'. */
  .account {
    position: relative;
  }
  /* 'Sign In' and the New Customer menu's button, side by side. */
  .signed-out {
    display: flex;
    align-items: center;
  }
  .new-customer .flyout-button {
    padding-inline: 4px;
  }
  /* Its styles come with the panels' (headerPanels.styles.ts): never seen without them. */
  .coachmark {
    visibility: hidden;
  }
  .icon {
    flex: none;
  }
  /* Small and medium screens: icons only, the text links go; the order stays the DOM order. */
  .navbar .wide,
  .navbar .pro {
    display: none;
  }
  /* Out of sight but still the control's name (as .visually-hidden in the base styles). */
  .navbar .label,
  .navbar .username {
    position: absolute;
    inline-size: 1px;
    block-size: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
  .navbar .search {
    flex: 1;
  }
  /*
   * Every control fits from 320px on, whatever the language: little room around the icons, and
   * 'Sign In' is an icon too. A site name too long for the rest is cut, not laid over them.
   */
  @container (max-width: 599.98px) {
    .navbar {
      gap: 0;
      padding-inline: 4px;
    }
    /* The bar's own controls and those one box down (Sign In, the language and account buttons). */
    .navbar > :is(a, button),
    .navbar > * > :is(a, button) {
      padding-inline: 4px;
    }
    /* The language is its code alone ('EN'), so the logo keeps its whole name at 320px. */
    .navbar .language .icon {
      display: none;
    }
    /* The coachmark hangs from the bar's end, not 'Sign In''s, so it stays on screen. */
    .navbar .account {
      position: static;
    }
    .navbar .logo {
      flex-shrink: 1;
      min-inline-size: 0;
      overflow: hidden;
      font-size: 16px;
    }
  }
  @container (min-width: 600px) {
    .navbar {
      gap: 8px;
      padding-inline: 12px;
    }
  }
  /* From l on: the text links. */
  @container (min-width: 1024px) {
    /* Flex items all (the separator too): inline-flex or flex, a flex item is laid out the same. */
    .navbar .wide,
    .navbar .pro {
      display: inline-flex;
    }
    /* A member sees their name wherever the bar has room for it (issue 28), cut at 160px. */
    .navbar .username {
      position: static;
      inline-size: auto;
      block-size: auto;
      clip-path: none;
    }
  }
  /* From xl on: labels beside the icons (below, in longer languages, the search box needs the room). */
  @container (min-width: 1280px) {
    .navbar {
      gap: 12px;
    }
    .navbar .account-link .icon {
      display: none;
    }
    .navbar .hamburger .label,
    .navbar .watchlist .label,
    .navbar .account-link .label,
    .navbar .use-app .label {
      position: static;
      inline-size: auto;
      block-size: auto;
      clip-path: none;
    }
  }
`;
