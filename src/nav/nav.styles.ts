import { css } from '../ui/css';

/** Spec §9: drawer panel 280px; category columns 33%; slides in (not under reduced motion). */
export const navStyles = css`
  .drawer {
    margin: 0;
    padding: 0;
    border: 0;
    max-width: none;
    max-height: none;
    background: var(--marquee-drawer-background, #1f1f1f);
    color: var(--marquee-header-color, #fff);
    inline-size: 280px;
    block-size: 100%;
    inset-inline-start: 0;
    inset-inline-end: auto;
    inset-block: 0;
    overflow-y: auto;
  }
  .drawer::backdrop {
    background: rgb(0 0 0 / 0.6);
  }
  .drawer-content {
    padding: 8px 0 16px;
  }
  .drawer-top {
    display: flex;
    align-items: center;
    justify-content: space-between;
    padding-inline: 16px 8px;
  }
  .drawer-title {
    margin: 0;
    font-size: 20px;
  }
  .drawer-categories {
    display: flex;
    flex-direction: column;
  }
  .category-title {
    margin: 0;
    font-size: 16px;
  }
  .category-toggle {
    display: flex;
    justify-content: space-between;
    align-items: center;
    inline-size: 100%;
    padding: 12px 16px;
    border: 0;
    background: none;
    color: inherit;
    font: inherit;
    font-weight: 700;
    text-align: start;
    cursor: pointer;
  }
  .category-toggle {
    list-style: none;
  }
  .category-toggle::-webkit-details-marker {
    display: none;
  }
  [open] > .category-toggle .chevron {
    transform: rotate(180deg);
  }
  .category-links {
    list-style: none;
    margin: 0;
    padding: 0 0 8px;
  }
  .category-links a,
  .drawer-pro a {
    display: block;
    padding: 8px 16px 8px 32px;
    color: inherit;
    text-decoration: none;
  }
  .category-links a:hover,
  .drawer-pro a:hover {
    background: rgb(255 255 255 / 0.08);
  }
  /* A category's icon beside its name (nav model icon). */
  .category-title {
    display: flex;
    align-items: center;
    gap: 8px;
  }
  /* The title large screens show in place of the toggle (below). */
  .category-heading {
    display: none;
  }
  .nav-icon {
    flex: none;
  }
  /* Between groups of categories (nav model groupId). */
  .group-divider {
    margin: 8px 16px;
    border: 0;
    border-block-start: 1px solid rgb(255 255 255 / 0.2);
  }
  /*
   * An item with breakpoints shows only at those ranges of the bar's breakpoints (spec §9):
   * s below 600px, m 600-1023px, l 1024-1279px, xl 1280px and up.
   */
  @media (max-width: 599.98px) {
    [data-breakpoints]:not([data-breakpoints~='s']) {
      display: none;
    }
  }
  @media (min-width: 600px) and (max-width: 1023.98px) {
    [data-breakpoints]:not([data-breakpoints~='m']) {
      display: none;
    }
  }
  @media (min-width: 1024px) and (max-width: 1279.98px) {
    [data-breakpoints]:not([data-breakpoints~='l']) {
      display: none;
    }
  }
  @media (min-width: 1280px) {
    [data-breakpoints]:not([data-breakpoints~='xl']) {
      display: none;
    }
  }
  .drawer-pro {
    border-block-start: 1px solid rgb(255 255 255 / 0.2);
    margin-block-start: 8px;
    padding-block-start: 8px;
  }
  @media (min-width: 1024px) {
    .drawer {
      inline-size: 100%;
      block-size: auto;
      max-block-size: 100vh;
      inset-block-end: auto;
    }
    .drawer-content {
      max-inline-size: 1280px;
      margin-inline: auto;
      padding: 24px 32px 32px;
    }
    .drawer-categories {
      flex-direction: row;
      flex-wrap: wrap;
    }
    .drawer-category {
      flex: 0 0 33%;
      padding-block: 12px;
    }
    /* A full-width line: the next group starts a row of its own. */
    .group-divider {
      flex: 0 0 calc(100% - 32px);
    }
    /* Every category shows, under a title in place of its toggle: out of Tab and of the tree. */
    .drawer-category::details-content {
      content-visibility: visible;
      display: block;
    }
    .category-toggle {
      display: none;
    }
    .category-heading {
      display: flex;
    }
    .category-title {
      padding-inline: 16px;
      color: var(--marquee-accent, #f5c518);
      font-size: 20px;
    }
    .category-links a {
      padding-inline-start: 16px;
    }
  }
  @media (prefers-reduced-motion: no-preference) and (max-width: 1023.98px) {
    .drawer:popover-open {
      animation: drawer-in-side 0.2s ease-out;
    }
    [dir='rtl'] .drawer:popover-open {
      animation-name: drawer-in-side-rtl;
    }
  }
  @media (prefers-reduced-motion: no-preference) and (min-width: 1024px) {
    .drawer:popover-open {
      animation: drawer-in-top 0.2s ease-out;
    }
  }
  @keyframes drawer-in-side {
    from {
      transform: translateX(-100%);
    }
  }
  @keyframes drawer-in-side-rtl {
    from {
      transform: translateX(100%);
    }
  }
  @keyframes drawer-in-top {
    from {
      transform: translateY(-100%);
    }
  }
`;
