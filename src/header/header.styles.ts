import { css } from '@lit/reactive-element/css-tag.js';

export const headerStyles = css`
  :host {
    /* Reserved before and after upgrade, so the page never shifts (spec §2: min height 3.5rem). */
    min-height: 3.5rem;
    background: var(--marquee-header-background, #121212);
    color: var(--marquee-header-color, #fff);
  }
  .navbar {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    min-height: 3.5rem;
    padding-inline: 0.75rem;
    max-width: 80rem;
    margin-inline: auto;
  }
  a {
    color: inherit;
    text-decoration: none;
    padding: 0.375rem 0.75rem;
    border-radius: 0.25rem;
  }
  a:hover {
    background: rgb(255 255 255 / 0.08);
  }
  .logo {
    font-weight: 900;
    font-size: 1.25rem;
    background: var(--marquee-accent, #f5c518);
    color: #000;
  }
  .logo:hover {
    background: var(--marquee-accent, #f5c518);
  }
  .spacer {
    flex: 1;
  }
  .count {
    margin-inline-start: 0.375rem;
    padding-inline: 0.4rem;
    border-radius: 1rem;
    background: var(--marquee-accent, #f5c518);
    color: #000;
    font-size: 0.75rem;
    font-weight: 700;
  }
  .account {
    max-width: 160px;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;
