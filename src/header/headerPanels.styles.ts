import { css } from '@lit/reactive-element/css-tag.js';

/**
 * What the bar's flyout panels hold (the account and new-customer menus, the Pro card): shown
 * only once a panel opens, so a chunk of its own (headerDefinition.ts). The panels' own box and
 * their hidden state stay in header.styles.ts, up front.
 */
export const headerPanelStyles = css`
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
  .pro-card-button {
    justify-self: start;
    background: var(--marquee-accent, #f5c518);
    color: #000;
    border-radius: 4px;
  }
`;
