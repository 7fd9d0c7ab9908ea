import { pageDocument } from '../chrome/pageDocument';
/**
 * Keeps room in the page for the banner, fixed over its bottom, while the question shows (WCAG
 * 2.4.11: no focus stop under it). The page's scroll padding at its end is the banner's height, so
 * what focus or the suggestion list's highlight moves to is scrolled clear of it; the body's
 * padding at its end grows by as much, so the page's last links can scroll above it too; and
 * `--marquee-consent-height` gives the chrome's own focusable elements a scroll margin as tall
 * (base.styles.ts), for browsers that leave a focused element partly in view where it is
 * (Firefox). All follow the banner's height (a phone turned, text zoomed) and are put back as the
 * page had them when the question goes. Returns what puts them back.
 */
export function keepRoomFor(banner: HTMLElement): () => void {
  const { documentElement: page, body } = pageDocument;
  const had = { scroll: page.style.scrollPaddingBlockEnd, padding: body.style.paddingBlockEnd };
  const padding = getComputedStyle(body).paddingBlockEnd;
  const fit = () => {
    const height = `${String(banner.getBoundingClientRect().height)}px`;
    page.style.scrollPaddingBlockEnd = height;
    page.style.setProperty('--marquee-consent-height', height);
    body.style.paddingBlockEnd = `calc(${padding} + ${height})`;
  };
  const observer = new ResizeObserver(fit);
  observer.observe(banner);
  fit();
  return () => {
    observer.disconnect();
    page.style.scrollPaddingBlockEnd = had.scroll;
    page.style.removeProperty('--marquee-consent-height');
    body.style.paddingBlockEnd = had.padding;
  };
}
