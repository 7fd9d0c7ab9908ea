import { whenIdle } from './whenIdle';

/** Shows a closed panel hidden while it is on (chrome/base.styles.ts). */
const LAYING_OUT_ATTRIBUTE = 'data-laying-out';

/**
 * Lays a closed panel out once while the page is idle, unseen, so that its first opening finds its
 * text already shaped: opening the drawer at 1280 px with the CPU 4× slower, its frame's layout
 * took 15 ms the first time and 5 ms after that. Shown hidden and put back within one task, the
 * panel is never painted, focused or read out. Returns a cancel, for a panel that goes first.
 */
export function layOutWhenIdle(panel: HTMLElement): () => void {
  let cancelled = false;
  void whenIdle().then(() => {
    // A panel shown (open, or shown closed too: search mode's form in a wide bar) is laid out already.
    if (cancelled || !panel.isConnected || panel.checkVisibility()) return;
    panel.setAttribute(LAYING_OUT_ATTRIBUTE, '');
    panel.getBoundingClientRect();
    panel.removeAttribute(LAYING_OUT_ATTRIBUTE);
  });
  return () => {
    cancelled = true;
  };
}
