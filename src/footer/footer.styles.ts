import { css } from '@lit/reactive-element/css-tag.js';

// Breakpoints (spec §9) are container queries on the footer's own width, so a footer placed in a
// narrow column lays out for that column; wide means 1024px and more. The rules that hide
// wide-only and small-only parts come last, to win over the display of what they hide (which
// also takes it out of the accessibility tree). Logical properties mirror the footer in
// right-to-left locales, and the launch arrow turns to point to the end of the line.
export const footerStyles = css`
  :host {
    background: var(--marquee-footer-background, #000);
    color: var(--marquee-footer-color, #fff);
  }
  .footer {
    container: footer / inline-size;
  }
  .content {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 1.5rem;
    max-inline-size: 80rem;
    margin-inline: auto;
    padding: 1.5rem 0.5rem;
    text-align: center;
  }
  p {
    margin: 0;
  }
  a {
    color: inherit;
    text-decoration: none;
    border-radius: 0.25rem;
  }
  a:hover {
    text-decoration: underline;
  }
  .button {
    display: block;
    inline-size: 100%;
    padding: 0.625rem 1rem;
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
    gap: 0 1rem;
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
    gap: 0.5rem 1rem;
    border-radius: 0.5rem;
  }
  .social-title,
  .app-title {
    font-weight: 700;
  }
  .social-links a {
    display: grid;
    place-items: center;
    inline-size: 2.75rem;
    block-size: 2.75rem;
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
    gap: 0.375rem;
    padding-block: 0.5rem;
  }
  .icon {
    inline-size: 1.5rem;
    block-size: 1.5rem;
    fill: currentColor;
  }
  .icon-launch {
    inline-size: 1rem;
  }
  [dir='rtl'] .icon-launch {
    transform: scaleX(-1);
  }
  .logo {
    padding: 0 0.5rem;
    border-radius: 0.25rem;
    background: var(--marquee-accent, #f5c518);
    color: #000;
    font-size: 1.25rem;
    font-weight: 900;
  }
  .copyright {
    font-size: 0.75rem;
  }

  @container footer (width >= 320px) {
    .content {
      padding-inline: 0.75rem;
    }
  }
  @container footer (width >= 480px) {
    .content {
      padding-inline: 1rem;
    }
    .button {
      inline-size: auto;
      min-inline-size: 18rem;
    }
  }
  @container footer (width >= 600px) {
    .content {
      padding: 2rem 1.5rem;
    }
    ul {
      column-gap: 1.5rem;
    }
  }
  @container footer (width >= 1024px) {
    .content {
      padding-inline: 2rem;
    }
    .social-box,
    .app-box {
      padding: 0.75rem 1rem;
      border: 1px solid #444;
    }
    .small-only {
      display: none;
    }
  }
  @container footer (width >= 1280px) {
    .content {
      padding-inline: 3rem;
    }
  }
  @container footer (width < 1024px) {
    .wide-only {
      display: none;
    }
  }
`;
