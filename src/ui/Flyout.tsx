import { use, useEffect, useEffectEvent, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { PageEntriesContext } from './pageEntries';
import { pageDocument } from '../chrome/pageDocument';
import { focusables } from './focusables';

/** Spec §9: hover opens after 300 ms and closes 150 ms after the pointer leaves. */
export const OPEN_DELAY = 300;
export const CLOSE_DELAY = 150;

export interface FlyoutProps {
  /** Content of the button that opens the flyout. */
  button: ReactNode;
  /** Accessible name of the button, when its content does not say enough. */
  buttonLabel?: string;
  className?: string;
  /** Close once something inside is chosen. */
  hideOnSelection?: boolean;
  onOpenChange?: (open: boolean) => void;
  children: ReactNode;
}

/**
 * A button and a panel of links (spec §4 flyout menu), as a disclosure: click or hover opens it,
 * Escape (wherever focus is), the pointer leaving (unless focus is in the panel), focus leaving or
 * (optionally) a choice closes it. Arrow keys move between the panel's items, Home and End jump, and Escape from an item
 * returns focus to the button.
 */
export function Flyout({ button, buttonLabel, className, hideOnSelection = false, onOpenChange, children }: FlyoutProps) {
  const [open, setOpen] = useState(false);
  // The visitor is on the page anew (back/forward cache, a single-page navigation): it closes.
  const entries = use(PageEntriesContext);
  const [entriesSeen, setEntriesSeen] = useState(entries);
  if (entries !== entriesSeen) {
    setEntriesSeen(entries);
    setOpen(false);
  }
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // Hover opened it: a click that follows is the visitor reaching for it, not asking to close.
  const openedByHover = useRef(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const reported = useRef(false);
  const report = useEffectEvent((next: boolean) => onOpenChange?.(next));

  // Reports changes, not the first closed state.
  useEffect(() => {
    if (open === reported.current) return;
    reported.current = open;
    report(open);
  }, [open]);

  useEffect(() => () => { clearTimeout(timer.current); }, []);

  // Escape closes it wherever focus is (spec §4): a flyout the pointer opened holds no focus to
  // hear keys with. From an item inside, focus goes back to the button; from elsewhere it stays.
  // Heard in the capture phase, so no handler of the page's can stop the key first.
  useEffect(() => {
    if (!open) return;
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      if (event.composedPath().includes(panelRef.current as HTMLElement)) buttonRef.current?.focus();
    };
    pageDocument.addEventListener('keydown', onEscape, true);
    return () => { pageDocument.removeEventListener('keydown', onEscape, true); };
  }, [open]);

  const later = (next: boolean, delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      openedByHover.current = next;
      setOpen(next);
    }, delay);
  };

  const moveFocus = (event: KeyboardEvent, to: (items: HTMLElement[], index: number) => HTMLElement | undefined) => {
    const items = focusables(panelRef.current);
    const index = items.findIndex((item) => item === event.target);
    const target = to(items, index);
    if (!target) return;
    event.preventDefault();
    target.focus();
  };

  // Escape: see the effect above.
  const onKeyDown = (event: KeyboardEvent) => {
    switch (event.key) {
      case 'ArrowDown':
        if (event.target === buttonRef.current) {
          event.preventDefault();
          setOpen(true);
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
  };

  // The container only delegates: arrow keys move among the links and buttons inside, and the
  // pointer's hover intent opens and closes; the controls themselves are native.
  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      className={`flyout ${className ?? ''}`}
      data-open={open}
      onKeyDown={onKeyDown}
      onPointerEnter={(e) => { if (e.pointerType === 'mouse') later(true, OPEN_DELAY); }}
      // Focus in the panel holds it open: closing would drop the focus to the page's start.
      // (The root's activeElement, not :focus-within, which WebKit matches only in the active window.)
      onPointerLeave={(e) => { if (e.pointerType === 'mouse' && !panelRef.current?.contains((e.currentTarget.getRootNode() as ShadowRoot).activeElement)) later(false, CLOSE_DELAY); }}
      onBlur={(e) => { if (!e.currentTarget.contains(e.relatedTarget)) setOpen(false); }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="flyout-button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={buttonLabel}
        onClick={() => {
          clearTimeout(timer.current);
          const next = !open || openedByHover.current;
          openedByHover.current = false;
          setOpen(next);
        }}
      >
        {button}
      </button>
      {/* A choice inside (a native link or button) closes it when hideOnSelection is set. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
      <div
        ref={panelRef}
        id={panelId}
        className="flyout-panel"
        hidden={!open}
        onClick={(e) => {
          if (hideOnSelection && (e.target as Element).closest('a, button')) setOpen(false);
        }}
      >
        {children}
      </div>
    </div>
  );
}
