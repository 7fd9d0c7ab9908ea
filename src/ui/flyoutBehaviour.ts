import type { FocusEvent, KeyboardEvent, MouseEvent, PointerEvent, RefObject } from 'react';
import { focusables } from './focusables';
import { CLOSE_DELAY, OPEN_DELAY } from './Flyout';

/** What script adds to a flyout that opens as HTML: the handlers Flyout puts on its parts. */
export interface FlyoutBehaviour {
  onKeyDown: (event: KeyboardEvent) => void;
  onPointerEnter: (event: PointerEvent) => void;
  onPointerLeave: (event: PointerEvent) => void;
  onBlur: (event: FocusEvent) => void;
  onButtonClick: (event: MouseEvent) => void;
  onPanelClick: (event: MouseEvent) => void;
  /** The panel closed, however that came. */
  closed: () => void;
}

/** Shows or hides a popover, unless it is so already or off the page (a timer may outlive it). */
function setShown(panel: HTMLElement | null, shown: boolean): void {
  if (!panel?.isConnected || panel.matches(':popover-open') === shown) return;
  if (shown) panel.showPopover();
  else panel.hidePopover();
}

/**
 * Spec §4, §9: hover opens it after 300 ms and the pointer leaving closes it after 150 ms (unless
 * focus is in the panel); focus leaving, or a choice inside when `hideOnSelection`, closes it; arrow
 * keys move between its items (ArrowDown on the button opens it), Home and End jump.
 */
export function flyoutBehaviour(buttonRef: RefObject<HTMLButtonElement | null>, panelRef: RefObject<HTMLElement | null>, hideOnSelection: boolean): FlyoutBehaviour {
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Hover opened it: a click that follows is the visitor reaching for it, not asking to close.
  let openedByHover = false;

  const later = (shown: boolean, delay: number) => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      if (shown && !panelRef.current?.matches(':popover-open')) openedByHover = true;
      setShown(panelRef.current, shown);
    }, delay);
  };

  const moveFocus = (event: KeyboardEvent, to: (items: HTMLElement[], index: number) => HTMLElement | undefined) => {
    const items = focusables(panelRef.current);
    const target = to(items, items.findIndex((item) => item === event.target));
    if (!target) return;
    event.preventDefault();
    target.focus();
  };

  return {
    // Escape is the platform's (the popover's close request).
    onKeyDown: (event) => {
      switch (event.key) {
        case 'ArrowDown':
          if (event.target === buttonRef.current) {
            event.preventDefault();
            setShown(panelRef.current, true);
            requestAnimationFrame(() => focusables(panelRef.current)[0]?.focus());
            return;
          }
          moveFocus(event, (items, i) => items[(i + 1) % items.length]);
          return;
        case 'ArrowUp':
          moveFocus(event, (items, i) => items[(i - 1 + items.length) % items.length]);
          return;
        case 'Home':
          moveFocus(event, (items) => items[0]);
          return;
        case 'End':
          moveFocus(event, (items) => items.at(-1));
          return;
      }
    },
    onPointerEnter: (event) => {
      if (event.pointerType === 'mouse') later(true, OPEN_DELAY);
    },
    // Focus in the panel holds it open: closing would drop the focus to the page's start.
    // (The root's activeElement, not :focus-within, which WebKit matches only in the active window.)
    onPointerLeave: (event) => {
      if (event.pointerType === 'mouse' && !panelRef.current?.contains((event.currentTarget.getRootNode() as ShadowRoot).activeElement)) later(false, CLOSE_DELAY);
    },
    onBlur: (event) => {
      if (!event.currentTarget.contains(event.relatedTarget)) setShown(panelRef.current, false);
    },
    onButtonClick: (event) => {
      clearTimeout(timer);
      // Opened by hover, it stays open: the platform's toggle would close it under the pointer.
      if (openedByHover) event.preventDefault();
      openedByHover = false;
    },
    onPanelClick: (event) => {
      if (hideOnSelection && (event.target as Element).closest('a, button')) setShown(panelRef.current, false);
    },
    closed: () => {
      openedByHover = false;
    },
  };
}
