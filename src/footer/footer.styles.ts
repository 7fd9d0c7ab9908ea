import { css } from '../ui/css';

// Breakpoints (spec §9) are container queries on the footer's own width, so a footer placed in a
// narrow column lays out for that column; wide means 1024px and more. The rules that hide
// wide-only and small-only parts come last, to win over the display of what they hide (which
// also takes it out of the accessibility tree). Logical properties mirror the footer in
// right-to-left locales, and the launch arrow turns to point to the end of the line.
export const footerStyles = css`
  :host {
    background: var(--marquee-footer-background, #000) !important;
    color: var(--marquee-footer-color, #fff) !important;
  }
  .footer {
    container: footer / inline-size;
  }
  .content {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 24px;
    max-inline-size: 1280px;
    margin-inline: auto;
    padding: 24px 8px;
    text-align: center;
  }
  p {
    margin: 0;
  }
  a {
    color: inherit;
    text-decoration: none;
    border-radius: 4px;
  }
  a:hover {
    text-decoration: underline;
  }
  .button {
    display: block;
    inline-size: 100%;
    padding: 10px 16px;
    border: 1px solid;
    font-weight: 600;
  }
  .sign-in {
    background: var(--marquee-accent, #f5c518);
    color: #000;
  }
  .social,
  ul {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: 0 16px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .social-box,
  .app-box {
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    gap: 8px 16px;
    border-radius: 8px;
  }
  .social-title,
  .app-title {
    font-weight: 700;
  }
  .social-links a {
    display: grid;
    place-items: center;
    inline-size: 44px;
    block-size: 44px;
    border-radius: 50%;
  }
  .app-box {
    flex-direction: row;
    text-align: start;
  }
  .app-box span {
    display: block;
  }
  .app-desc,
  .copyright {
    color: var(--marquee-footer-muted-color, #c0c0c0);
  }
  .links a {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    padding-block: 8px;
  }
  .icon {
    inline-size: 24px;
    block-size: 24px;
    fill: currentColor;
  }
  .icon-launch {
    inline-size: 16px;
  }
  [dir='rtl'] .icon-launch {
    transform: scaleX(-1);
  }
  .logo {
    padding: 0 8px;
    border-radius: 4px;
    background: var(--marquee-accent, #f5c518);
    color: #000;
    font-size: 20px;
    font-weight: 900;
  }
  .copyright {
    font-size: 12px;
  }

  @container footer (width >= 320px) {
    .content {
      padding-inline: 12px;
    }
  }
  @container footer (width >= 480px) {
    .content {
      padding-inline: 16px;
    }
    .button {
      inline-size: auto;
      min-inline-size: 288px;
    }
  }
  @container footer (width >= 600px) {
    .content {
      padding: 32px 24px;
    }
    ul {
      column-gap: 24px;
    }
  }
  @container footer (width >= 1024px) {
    .content {
      padding-inline: 32px;
    }
    .social-box,
    .app-box {
      padding: 12px 16px;
      border: 1px solid #444;
    }
    .small-only {
      display: none;
    }
  }
  @container footer (width >= 1280px) {
    .content {
      padding-inline: 48px;
    }
  }
  @container footer (width < 1024px) {
    .wide-only {
      display: none;
    }
  }
`;
