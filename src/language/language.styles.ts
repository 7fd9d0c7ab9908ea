import { css } from '../ui/css';

/**
 * Spec §2, §9: a flyout from the large breakpoint, a drawer below it; coachmark 270px wide.
 * The buttons in the bar, shown before the selector's code has loaded.
 */
export const languageStyles = css`
  .language {
    position: relative;
    display: flex;
  }
  .language-code {
    font-size: 12px;
    font-weight: 700;
  }
  .navbar .language-flyout {
    display: none;
  }
  @container (min-width: 1024px) {
    .navbar .language-flyout {
      display: block;
    }
    .navbar .language-drawer-button {
      display: none;
    }
  }
`;
