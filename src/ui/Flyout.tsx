import { useEffect, useId, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { FlyoutBehaviour } from './flyoutBehaviour';
import { loadOnce } from './loadOnce';
import { partFailed } from './partFailed';
import { usePopover } from './usePopover';

/** Spec §9: hover opens after 300 ms and closes 150 ms after the pointer leaves. */
export const OPEN_DELAY = 300;
export const CLOSE_DELAY = 150;

// What script adds (flyoutBehaviour) is wanted once the visitor reaches for a flyout, which opens
// as HTML meanwhile: loaded as the bar mounts, not with the code that paints and hydrates it.
const loadBehaviour = loadOnce(() => import('./flyoutBehaviour'));
const noChange = () => () => undefined;

export interface FlyoutProps {
  /** Content of the button that opens the flyout. */
  button: ReactNode;
  /** Accessible name of the button, when its content does not say enough. */
  buttonLabel?: string;
  className?: string;
  /** Close once something inside is chosen. */
  hideOnSelection?: boolean;
  /** Told when it opens or closes, however that came (not when it is taken off the page). */
  onOpenChange?: (open: boolean) => void;
  children: ReactNode;
}

/**
 * A button and a panel of links (spec §4 flyout menu). As HTML, the panel is a popover its button
 * opens (`popovertarget`): a click, Enter or Space opens it, and Escape or a click outside closes it,
 * before and without script, and the platform says whether it is expanded. Script adds hover, arrow
 * keys and closing on a choice or on focus leaving (flyoutBehaviour), and gives focus back to the
 * button when it closes from inside. The DOM owns the open state (usePopover).
 */
export function Flyout({ button, buttonLabel, className, hideOnSelection = false, onOpenChange, children }: FlyoutProps) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const [behaviour, setBehaviour] = useState<Partial<FlyoutBehaviour>>();
  // Marked while it loads, in the browser (not in the server's HTML, which has no script to wait for).
  const inBrowser = useSyncExternalStore(noChange, () => true, () => false);

  useEffect(() => {
    loadBehaviour().then(
      ({ flyoutBehaviour }) => { setBehaviour(flyoutBehaviour(buttonRef, panelRef, hideOnSelection)); },
      (error: unknown) => {
        // It still works as HTML.
        partFailed('what script adds to a flyout')(error);
        setBehaviour({});
      },
    );
  }, [hideOnSelection]);

  // Rendered from the start: what the page shows on mount is adopted (opened before hydration).
  const toggles = usePopover(panelRef, {
    opener: buttonRef,
    onToggle: (open, removed) => {
      if (!open) behaviour?.closed?.();
      if (!removed) onOpenChange?.(open);
    },
  });

  // The container only delegates: arrow keys move among the links and buttons inside, and the
  // pointer's hover intent opens and closes; the controls themselves are native.
  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      className={`flyout ${className ?? ''}`}
      onKeyDown={behaviour?.onKeyDown}
      onPointerEnter={behaviour?.onPointerEnter}
      onPointerLeave={behaviour?.onPointerLeave}
      onBlur={behaviour?.onBlur}
    >
      <button ref={buttonRef} type="button" className="flyout-button" popoverTarget={panelId} aria-label={buttonLabel} onClick={behaviour?.onButtonClick}>
        {button}
      </button>
      {/* A choice inside (a native link or button) closes it when hideOnSelection is set. Focusable
          by a press, not by Tab: a press on no control in it (a heading, a toggle's label) keeps
          focus inside instead of dropping it to the page, which closed it (focus leaving does). */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
      <div ref={panelRef} id={panelId} popover="auto" className="flyout-panel" tabIndex={-1} onClick={behaviour?.onPanelClick} {...toggles}>
        {/* Until then, "rendered in full" waits (testing/ready.js). */}
        {inBrowser && !behaviour && <template data-marquee-loading="" />}
        {children}
      </div>
    </div>
  );
}
